// Fault test: the real server (tsx, SQLite) is sent an Anki package that keeps SQLite's native code
// busy for minutes, then stopped with SIGTERM or killed with SIGKILL. It must stop within its grace
// period, and no parse child may be left running either way.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANKI_TEXTS, HTTP_MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { cardsAsEndlessView, lyingStatistics } from './modules/learnsets/anki/anki-test-packages';
import { multipartBody, VALID_FIELDS } from './modules/learnsets/learnsets.test-helpers';
import { SESSION_COOKIE } from './kernel/session-account';
import { buildUser, sessionFor } from './test/factories';
import { alive } from './test/hostile-load';

const root = path.resolve(import.meta.dirname, '../../..');
const tsxLoader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
/** main.ts stops the process with exit code 1 when closing takes longer than this. */
const GRACE_MS = 30_000;
/**
 * CPU seconds a parse child has used beyond its sibling (started as well, it refused a package): it
 * has read its package long ago and is in SQLite's join.
 */
const IN_SQLITE_CPU_S = 1.5;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Fields of /proc/<pid>/stat after the command's name: [0] state, [1] parent, [11] user and [12] system CPU ticks. */
function stat(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
const cpuSeconds = (pid: number) => {
  const fields = stat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
};
const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};
/** The server's parse children (src/parse-child.ts). */
const parseChildrenOf = (parent: number) =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.[1] === String(parent) && commandLine(pid).includes('parse-child'));

/** A data folder with a migrated database and a signed-in Premium pupil: the session cookie's value. */
async function preparedDataDir(): Promise<{ dataDir: string; session: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-hostile-'));
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  const user = await buildUser(handle.db, { payment: '2999-12-31' });
  const session = await sessionFor(handle.db, user.id);
  await handle.db.destroy();
  return { dataDir, session };
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server with an upload under way that keeps one parse child in SQLite's native code. */
async function busyServer() {
  const prepared = await preparedDataDir();
  dataDir = prepared.dataDir;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, 'apps/server/src/main.ts'], {
    cwd: root,
    // A time limit beyond the test's: the child stays in SQLite until the server stops.
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      PARSE_TIMEOUT_S: '600',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const base = `http://127.0.0.1:${port}`;
  const health = await vi.waitFor(() => fetch(`${base}/api/v1/health`), { timeout: 60_000, interval: 100 });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join('; '))?.[1] ?? '';
  const upload = async (content: Uint8Array) => {
    const { payload, headers } = multipartBody(VALID_FIELDS, { name: 'Stapel.apkg', content });
    const res = await fetch(`${base}/api/v1/learnsets/new/form`, {
      method: 'POST',
      body: payload,
      headers: {
        ...headers,
        cookie: `${SESSION_COOKIE}=${prepared.session}; ${XSRF_COOKIE}=${xsrf}`,
        [XSRF_HEADER]: xsrf,
      },
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };
  const stuck = upload(lyingStatistics());
  // Settled when the server answers, or fails when it is killed first.
  const answered = stuck.then(
    (reply) => reply,
    (error: Error) => error,
  );
  // The other child still answers, and an endless view is refused before SQLite runs it.
  expect(await upload(cardsAsEndlessView())).toEqual({ status: 400, message: ANKI_TEXTS.notPlainTables });
  // Busy: of the two children (one answered the refusal), one has used far more CPU than the other.
  const children = await vi.waitFor(
    () => {
      const pids = parseChildrenOf(child.pid as number);
      const cpu = pids.map(cpuSeconds);
      expect(pids).toHaveLength(2);
      expect(Math.max(...cpu) - Math.min(...cpu)).toBeGreaterThan(IN_SQLITE_CPU_S);
      return pids;
    },
    { timeout: 60_000, interval: 100 },
  );
  return { child, exited, answered, children };
}

describe('a server busy with a hostile Anki package', () => {
  it('stops on SIGTERM within its grace period, answering the upload and leaving no parse child', async () => {
    const { child, exited, answered, children } = await busyServer();
    const stopping = Date.now();
    child.kill('SIGTERM');
    expect(await answered).toEqual({ status: 503, message: HTTP_MESSAGES.unavailable });
    expect(await exited).toEqual([0, null]);
    expect(Date.now() - stopping).toBeLessThan(GRACE_MS);
    expect(children.filter(alive)).toEqual([]);
  }, 120_000);

  it('leaves no parse child running in native code when it is killed with SIGKILL', async () => {
    const { child, exited, answered, children } = await busyServer();
    child.kill('SIGKILL');
    await exited;
    expect(await answered).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(children.filter(alive)).toEqual([]), { timeout: 60_000, interval: 100 });
  }, 120_000);
});
