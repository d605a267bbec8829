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
  SECONDS,
  verdict,
  type WireReply,
  wireReply,
} from './lib';

/** Runs `use` with the origin of a bare Fastify route (own process) that answers every request with `reply`. */
async function withBare<T>(reply: WireReply, opts: LoadOptions, use: (origin: string) => Promise<T>): Promise<T> {
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
    return await use(`http://127.0.0.1:${port}`);
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

/**
 * The product and its ceiling take turns, a slice of about a second each: this machine's speed
 * changes from minute to minute (the bare route alone ranged from 20,000 to 75,000 req/s within a
 * day), and measured one after the other the two would meet different machines.
 */
const SLICES = Math.max(1, Math.round(SECONDS));

/** Slices of one load as one: mean rate, median p50, worst p99, counts summed. */
function combined(slices: LoadResult[]): LoadResult {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const sum = (pick: (r: LoadResult) => number) => slices.reduce((total, r) => total + pick(r), 0);
  return {
    rps: Math.round(sum((r) => r.rps) / slices.length),
    p50: sorted(slices.map((r) => r.p50))[Math.floor(slices.length / 2)] ?? 0,
    p99: Math.max(...slices.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    accepted: sum((r) => r.accepted),
    unanswered: sum((r) => r.unanswered),
    issued: slices.at(-1)?.issued ?? 0,
  };
}

const size = (bytes: number) =>
  bytes >= 1024 ** 2
    ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} B`;

/** A share goal for a row of `engine`: PostgreSQL rows are held to 80 % of it (issue #14). */
export const goalOn = (engine: string, percent: number) => (engine === 'PostgreSQL' ? percent * 0.8 : percent);

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
 * One endpoint at 50 connections, and in turns with it a bare Fastify route on this machine
 * sending the same bytes with the same content-type and content-encoding under the same requests:
 * the ceiling.
 */
export async function measureRoute(
  figure: string,
  url: string,
  opts: LoadOptions = {},
  extras: RouteExtras = {},
): Promise<Row> {
  const sample = await wireReply(url, opts);
  if (sample.status !== 200) throw new Error(`${figure}: ${sample.status} ${sample.body.toString().slice(0, 200)}`);
  const seconds = (opts.seconds ?? SECONDS) / SLICES;
  const { measured, ceiling } = await withBare(sample, opts, async (bareOrigin) => {
    const product: LoadResult[] = [];
    const bare: LoadResult[] = [];
    await extras.before?.();
    for (let i = 0; i < SLICES; i++) {
      // Running numbers go on across slices: every request stays its own (rotating users, texts).
      product.push(await load(url, { ...opts, seconds, start: product.at(-1)?.issued ?? 0 }));
      bare.push(await load(bareOrigin + new URL(url).pathname, { ...opts, seconds, onReply: undefined }));
    }
    return { measured: combined(product), ceiling: combined(bare) };
  });
  const checked = (await extras.after?.(measured)) ?? '';
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
