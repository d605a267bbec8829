// Document figures for `npm run bench`: a 1 GiB upload against a plain disk copy of the same file,
// the server's peak memory meanwhile, and the library list with 10,000 documents. Each figure
// starts its own server on 127.0.0.1, is bounded in time and removes its files afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { type BenchServer, measureRoute, type Row, startBuiltServer } from './lib';

const MiB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MiB;
const LIST_DOCUMENTS = 10_000;
const BOUNDARY = '----benchBoundary';

/** A Premium account (1500 MiB limit) with a session, written into the server's SQLite file. */
function seedAccount(server: BenchServer): { id: string; cookie: string } {
  const db = new SQLite(path.join(server.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const id = randomBytes(12).toString('base64url');
    const token = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    db.prepare(
      `insert into users (id, email, name, password_hash, payment, created_at) values (?, ?, 'Bea Bench', 'bench-only', '2999-12-31', ?)`,
    ).run(id, `bench_${Date.now()}@ksbeispiel.ch`, now);
    db.prepare('insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)').run(
      createHash('sha256').update(token).digest('hex'),
      id,
      now,
      new Date(Date.now() + 3600_000).toISOString(),
    );
    return { id, cookie: `session=${token}; XSRF-TOKEN=bench` };
  } finally {
    db.close();
  }
}

/** Peak and current resident memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { peakMiB: number; rssMiB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMiB: Math.round(kib('VmHWM') / 1024), rssMiB: Math.round(kib('VmRSS') / 1024) };
}

/** Writes the test file: text lines (the upload must pass type detection), 1 MiB at a time. */
async function writeSource(file: string, size: number): Promise<void> {
  const line = 'Zusammenfassung Zellbiologie: Mitose, Meiose, DNA-Replikation und Proteinbiosynthese.\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(MiB / line.length)).slice(0, MiB));
  const out = fs.createWriteStream(file);
  for (let written = 0; written < size; written += MiB) {
    if (!out.write(written + MiB <= size ? chunk : chunk.subarray(0, size - written))) {
      await new Promise<void>((r) => out.once('drain', () => r()));
    }
  }
  await new Promise((r) => out.end(r));
}

/** The same bytes through the HTTP upload: multipart with Content-Length, as a browser sends it. */
function upload(server: BenchServer, cookie: string, source: string, size: number): Promise<number> {
  const head = Buffer.from(
    ['title', 'subject', 'description', 'class', 'grade', 'language']
      .map((name, i) => {
        const value = ['Benchmark Upload', 'BI', 'Ein grosses Dokument', '5b', '5', 'de'][i];
        return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      })
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gross.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api/v1/documents/new/form`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + size + tail.length),
        cookie,
        'x-xsrf-token': 'bench',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(`${res.statusCode} ${body}`)),
      );
    });
    req.on('error', reject);
    req.write(head);
    const file = fs.createReadStream(source, { highWaterMark: MiB });
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
    file.on('error', reject);
  });
}

const mibPerSecond = (bytes: number, ms: number) => Math.round(bytes / MiB / (ms / 1000));

/** 1 GiB: a plain fsynced disk copy, then the same file through the upload; the server's peak RSS. */
export async function benchDocumentUpload(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-upload-'));
  const server = await startBuiltServer({ DATA_DIR: path.join(dir, 'data') });
  try {
    const { cookie } = seedAccount(server);
    const source = path.join(dir, 'quelle.txt');
    await writeSource(source, UPLOAD_BYTES);

    let started = performance.now();
    await pipeline(
      fs.createReadStream(source, { highWaterMark: MiB }),
      fs.createWriteStream(path.join(dir, 'kopie.txt'), { flush: true }),
    );
    const copyMs = performance.now() - started;
    fs.rmSync(path.join(dir, 'kopie.txt'));

    const pid = server.child.pid as number;
    const before = memoryOf(pid);
    started = performance.now();
    await upload(server, cookie, source, UPLOAD_BYTES);
    const uploadMs = performance.now() - started;
    const after = memoryOf(pid);
    const label = `${Math.round(UPLOAD_BYTES / MiB)} MiB`;
    return [
      {
        figure: `upload ${label} (disk copy: ${mibPerSecond(UPLOAD_BYTES, copyMs)} MiB/s)`,
        value: `${mibPerSecond(UPLOAD_BYTES, uploadMs)} MiB/s, ${Math.round((copyMs / uploadMs) * 100)} % of the copy`,
      },
      {
        figure: `server peak RSS during ${label} upload`,
        value: `${after.peakMiB} MiB (${before.peakMiB} MiB before)`,
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows straight into the database: the list only needs rows, not files. */
function seedDocuments(server: BenchServer, ownerId: string, count: number): void {
  const db = new SQLite(path.join(server.dataDir, 'app.db'));
  try {
    const insert = db.prepare(
      `insert into documents (id, owner_id, title, subject, description, class_, grade, language, size, extension,
        mimetype, formated_size, file_name, created, edited, created_at, updated_at)
       values (?, ?, ?, ?, ?, '5b', ?, 'de', 1468006, 'PDF', 'application/pdf', '1.4 MB', 'x.pdf', ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const at = new Date(Date.UTC(2025, i % 12, 1 + (i % 28), 8, 0, i % 60));
        const stored = `${at.toISOString().slice(0, 10)}_09-00-00`;
        insert.run(
          randomBytes(12).toString('base64url'),
          ownerId,
          `Zusammenfassung ${i}`,
          ['MA', 'DE', 'EN', 'BI'][i % 4],
          `Lernunterlagen Nummer ${i} mit Übungen und Lösungen zum Kapitel ${i % 40}, geprüft von der Klasse.`,
          String(1 + (i % 7)),
          stored,
          stored,
          at.toISOString(),
          at.toISOString(),
        );
      }
    })();
  } finally {
    db.close();
  }
}

/** `GET /documents/list` with 10,000 documents at 50 connections, against its ceiling. */
export async function benchDocumentList(): Promise<Row[]> {
  const server = await startBuiltServer();
  try {
    seedDocuments(server, seedAccount(server).id, LIST_DOCUMENTS);
    const url = `${server.url}/api/v1/documents/list`;
    return [await measureRoute('GET /api/v1/documents/list (10,000 documents)', url)];
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** Every document figure, in table order. */
export async function benchDocuments(): Promise<Row[]> {
  return [...(await benchDocumentUpload()), ...(await benchDocumentList())];
}
