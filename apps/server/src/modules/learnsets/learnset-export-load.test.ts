// The Anki download under load, against a real server process whose memory is measured from
// outside, as the operating system sees it: a set with 200 MB of pictures downloaded 20 times at
// once, and a stop with SIGTERM while packages are being built.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HTTP_MESSAGES } from '@app/shared';
import Database from 'better-sqlite3';
import yauzl from 'yauzl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/connection';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import { buildSetWithPictures } from './learnset-export.test-helpers';
import { buildLearnset } from './learnsets.test-helpers';

const root = path.resolve(import.meta.dirname, '../../../../..');
const MiB = 1024 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The process and its descendants (a parse child counts too), from the parent ids in /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    // A process that ended since the listing has no stat any more.
    const stat = /^\d+$/.test(name) ? readIfThere(`/proc/${name}/stat`) : '';
    if (!stat) continue;
    // The command name may hold spaces and parentheses: the fields after it follow the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const tree: number[] = [];
  const visit = (p: number) => {
    tree.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/** Resident memory of the processes in bytes; one that has just ended counts nothing. */
function rssBytes(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    const status = readIfThere(`/proc/${pid}/status`);
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  }
  return total;
}

/** The body's SHA-256 and length, read chunk by chunk: 20 packages of 200 MB never sit in memory here. */
async function digest(res: Response): Promise<{ status: number; sha: string; bytes: number; text: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  let text = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.length;
    if (res.status !== 200) text += Buffer.from(chunk).toString('utf8');
  }
  return { status: res.status, sha: hash.digest('hex'), bytes, text };
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A server process (tsx, as in development) on its own port, with the test's data and database. */
function serverOn(db: TestDatabase) {
  let child: ChildProcess | null = null;
  let exited: Promise<unknown[]> = Promise.resolve([]);
  let base = '';
  return {
    get process() {
      return child as ChildProcess;
    },
    get exited() {
      return exited;
    },
    url: (setId: string) => `${base}/dateien/lernsets/${setId}/Bilderbuch.apkg`,
    async start(): Promise<void> {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: db.dataDir,
          DATABASE_URL: db.databaseUrl ?? '',
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      exited = once(child, 'exit');
      await expect
        .poll(
          () =>
            fetch(`${base}/api/v1/health`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 90_000, interval: 100 },
        )
        .toBe(200);
    },
    /** Kills what still runs (a failed test), and waits for it. */
    async stop(): Promise<void> {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** A database with an account owning `count` pictures of 2 MiB; `sets` sets each show them all. */
async function seed(engine: Engine, count: number, sets: number) {
  const db = await createTestDatabase(engine);
  const owner = await buildUser(db.handle.db);
  const filesDir = path.join(db.dataDir, 'files');
  const first = await buildSetWithPictures(db.handle.db, filesDir, owner.id, count, 2 * MiB);
  const small = await buildSetWithPictures(db.handle.db, filesDir, owner.id, 1, 1000);
  const exercises = first.imageIds.map((id, i) => ({
    question: `Bild ${i}`,
    answer: 'Antwort',
    answers: [],
    frequency: 1,
    auto_check: 0,
    question_image: id,
  }));
  const setIds = [first.setId];
  while (setIds.length < sets) setIds.push(await buildLearnset(db.handle.db, owner.id, exercises));
  await db.handle.db.destroy();
  const imageFile = (id: string) => path.join(filesDir, 'learnset-images', `${id}.png`);
  return { db, setIds, smallSet: small.setId, imageFiles: first.imageIds.map(imageFile) };
}

// The memory of streaming and building does not depend on the database: one engine suffices.
describe('20 parallel Anki downloads of a set with 200 MB of pictures', () => {
  let data: Awaited<ReturnType<typeof seed>>;
  let server: ReturnType<typeof serverOn>;
  beforeAll(async () => {
    data = await seed('sqlite', 100, 1);
    server = serverOn(data.db);
  }, 60_000);
  afterEach(async () => server.stop());
  afterAll(async () => data?.db.drop());

  it('all get the same whole package, while the server grows by less than 100 MiB', async () => {
    await server.start();
    const setId = data.setIds[0] as string;
    // The first package starts the export's parse child: a fixed cost, paid before the measurement.
    expect((await digest(await fetch(server.url(data.smallSet)))).status).toBe(200);
    const tree = processTree(server.process.pid as number);
    const before = rssBytes(tree);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      for (let i = 0; sampling; i++) {
        // A parse child may be replaced: the tree is looked up again now and then.
        peak = Math.max(peak, rssBytes(i % 20 === 19 ? processTree(server.process.pid as number) : tree));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const downloads = await Promise.all(Array.from({ length: 20 }, async () => digest(await fetch(server.url(setId)))));
    sampling = false;
    await sampler;

    expect(downloads.map((d) => d.status)).toEqual(downloads.map(() => 200));
    expect(new Set(downloads.map((d) => d.sha)).size).toBe(1);
    const grown = (peak - before) / MiB;
    expect(grown, `grew from ${before / MiB} MiB to ${peak / MiB} MiB`).toBeLessThan(100);

    // What was sent is the cached package: a whole Anki package with every picture.
    const cacheDir = path.join(data.db.dataDir, 'anki-exports');
    const cached = fs.readdirSync(cacheDir).filter((name) => name.startsWith(`${setId}.`));
    expect(cached).toHaveLength(1);
    const file = path.join(cacheDir, cached[0] as string);
    expect(await sha256File(file)).toBe(downloads[0]?.sha);
    const zip = await yauzl.openPromise(file, { validateEntrySizes: true, autoClose: false });
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    const read = async (name: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entries.get(name) as yauzl.Entry)) chunks.push(chunk);
      return Buffer.concat(chunks);
    };
    const media = JSON.parse((await read('media')).toString('utf8')) as Record<string, string>;
    expect(Object.keys(media)).toHaveLength(100);
    const collection = new Database(await read('collection.anki2'), { readonly: true });
    expect(collection.prepare('select count(*) as n from notes').get()).toEqual({ n: 100 });
    collection.close();
    const source = data.imageFiles[99] as string;
    expect(media['99']).toBe(`bild-${path.basename(source)}`);
    expect(
      createHash('sha256')
        .update(await read('99'))
        .digest('hex'),
    ).toBe(await sha256File(source));
    zip.close();
  }, 120_000);
});

describe.each(ENGINES)('SIGTERM while Anki packages are being built, on %s', (engine) => {
  let data: Awaited<ReturnType<typeof seed>>;
  let server: ReturnType<typeof serverOn>;
  beforeAll(async () => {
    // Four sets of 40 MB of pictures: more builds than run at once, each taking a moment.
    data = await seed(engine, 20, 4);
    server = serverOn(data.db);
  }, 60_000);
  afterEach(async () => server.stop());
  afterAll(async () => data?.db.drop());

  it('answers downloads waiting for a build with 503 at once, the others whole, exits with 0, leaves no half package', async () => {
    await server.start();
    const cacheDir = path.join(data.db.dataDir, 'anki-exports');
    const urls = data.setIds.flatMap((setId) => Array<string>(5).fill(server.url(setId)));
    const downloads = Promise.all(urls.map(async (url) => digest(await fetch(url))));
    // A build is under way once its temp file is there.
    await expect
      .poll(() => fs.readdirSync(cacheDir).some((name) => name.endsWith('.tmp')), { timeout: 60_000, interval: 10 })
      .toBe(true);
    server.process.kill('SIGTERM');
    // The server's hard stop at the end of its grace period would exit with 1.
    const [code] = await server.exited;
    expect(code).toBe(0);

    const replies = await downloads;
    // Builds still waiting were answered at once rather than awaited.
    expect(replies.map((reply) => reply.status)).toContain(503);
    for (const reply of replies) {
      if (reply.status === 200) continue;
      expect(reply.status).toBe(503);
      expect(JSON.parse(reply.text)).toEqual({ status: 'error', message: HTTP_MESSAGES.unavailable });
    }
    // Left behind: no temp file of a build, and every package in the cache is whole.
    const left = fs.readdirSync(cacheDir);
    expect(left.filter((name) => !name.endsWith('.apkg'))).toEqual([]);
    for (const name of left) {
      const zip = await yauzl.openPromise(path.join(cacheDir, name), { validateEntrySizes: true });
      zip.close();
    }
  }, 120_000);
});
