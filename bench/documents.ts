// Upload figures for `npm run bench`: a 1 GiB upload against a plain disk copy of the same file and
// the server's peak memory meanwhile, on its own server on 127.0.0.1 that is removed afterwards.
// SQLite only: an upload streams to disk and writes one row, so the engine changes nothing here.
// (The document list is measured on both engines in server-rows.ts.)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../apps/server/src/db/connection';
import { type BenchServer, type Row, startBuiltServer } from './lib';
import { addSession, addUser } from './seed';

const MiB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MiB;
const BOUNDARY = '----benchBoundary';

/** A Premium account (1500 MiB limit) with a session, written into the server's SQLite file. */
async function seedAccount(server: BenchServer): Promise<string> {
  const { db } = openDatabase({ dataDir: server.dataDir });
  try {
    return await addSession(db, await addUser(db));
  } finally {
    await db.destroy();
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
    const cookie = await seedAccount(server);
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
        figure: `upload ${label} (SQLite only; disk copy: ${mibPerSecond(UPLOAD_BYTES, copyMs)} MiB/s)`,
        value: `${mibPerSecond(UPLOAD_BYTES, uploadMs)} MiB/s, ${Math.round((copyMs / uploadMs) * 100)} % of the copy`,
      },
      {
        figure: `server peak RSS during ${label} upload (SQLite only)`,
        value: `${after.peakMiB} MiB (${before.peakMiB} MiB before)`,
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
