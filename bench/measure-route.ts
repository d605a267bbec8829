// One route's row: the built server under load, then the framework ceiling for the same bytes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  load,
  type LoadOptions,
  type LoadResult,
  root,
  type Row,
  verdict,
  type WireReply,
  wireReply,
} from './lib';

/** Loads a bare Fastify route (own process) that answers every request with `reply`. */
async function loadBare(reply: WireReply, pathname: string, opts: LoadOptions): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-bare-'));
  const file = path.join(dir, 'body');
  fs.writeFileSync(file, reply.body);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_FILE: file,
      BARE_METHOD: opts.method ?? 'GET',
      BARE_STATUS: String(reply.status),
      BARE_TYPE: reply.type ?? '',
      BARE_ENCODING: reply.encoding ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.once('exit', () => reject(new Error('bare server exited')));
    });
    return await load(`http://127.0.0.1:${port}${pathname}`, opts);
  } finally {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const size = (bytes: number) =>
  bytes >= 1024 ** 2
    ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} B`;

/** What a row adds to the plain load: a share of the ceiling to reach, a check around the load. */
export interface RouteExtras {
  note?: string;
  /** Minimum share of the ceiling, in per cent. */
  goalPercent?: number;
  /** Runs just before the measured load (after the sample request), e.g. to count stored rows. */
  before?: () => Promise<void> | void;
  /** Runs just after the measured load; its text is appended to the value. */
  after?: (measured: LoadResult) => Promise<string> | string;
}

/**
 * One endpoint at 50 connections, then a bare Fastify route on this machine sending the same
 * bytes with the same content-type and content-encoding under the same requests: the ceiling.
 */
export async function measureRoute(
  figure: string,
  url: string,
  opts: LoadOptions = {},
  extras: RouteExtras = {},
): Promise<Row> {
  const sample = await wireReply(url, opts);
  if (sample.status !== 200) throw new Error(`${figure}: ${sample.status} ${sample.body.toString().slice(0, 200)}`);
  await extras.before?.();
  const measured = await load(url, opts);
  const checked = (await extras.after?.(measured)) ?? '';
  const ceiling = await loadBare(sample, new URL(url).pathname, opts);
  const share = (measured.rps / ceiling.rps) * 100;
  const goal =
    extras.goalPercent === undefined ? '' : verdict(`≥ ${extras.goalPercent} %`, share >= extras.goalPercent);
  const wire = `${size(sample.body.length)} ${sample.encoding ?? 'uncompressed'}`;
  return {
    figure,
    'req/s': measured.rps,
    'p50 ms': measured.p50,
    'p99 ms': measured.p99,
    errors: measured.errors,
    'bare req/s': ceiling.rps,
    'of ceiling': `${share.toFixed(share < 10 ? 1 : 0)} %`,
    value: [wire, extras.note, checked, goal].filter(Boolean).join('; '),
  };
}
