import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

// autocannon appends every response body to a string (`body += chunk`), decoding it as UTF-8.
// For large compressed replies that decoding, not the server, set the pace (a 2.7 MB brotli body:
// ~30 instead of ~300 replies a second). Nothing here reads bodies, so the client drops them.
const require = createRequire(import.meta.url);
(require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody: () => void } }).prototype.addBody =
  () => {};

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  coldStartMs: number;
  stop: () => Promise<void>;
}

/** Starts the built server on 127.0.0.1 and measures spawn → first successful response. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-'));
  const started = performance.now();
  // BENCH_NODE_ARGS, e.g. `--cpu-prof`, profiles the server under the bench's load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/api/v1/account`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 10));
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    dataDir,
    child,
    coldStartMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type Row = Record<string, string | number>;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** One request as autocannon and `wireReply` send it; `path` includes the query. */
export interface Variant {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  seconds?: number;
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-request timeout in seconds (autocannon's default is 10). */
  timeout?: number;
  /** Varies every request (rotating users, exercises); called with a running number. */
  next?: (n: number) => Variant;
  /** Called with each reply's status and the running number `next` built its request with. */
  onReply?: (n: number, status: number) => void;
  /** The first running number (a load in slices goes on where the last slice ended). */
  start?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Replies with a 2xx status: what the server accepted. */
  accepted: number;
  /** Requests sent but cut off without a reply when the time was up. */
  unanswered: number;
  /** The running number after the last request built (see `LoadOptions.start`). */
  issued: number;
}

/** What every benchmark request carries, as a browser that has loaded a page (its XSRF cookie). */
const BROWSER = { 'accept-encoding': 'gzip, br', cookie: 'XSRF-TOKEN=bench' };

function assertLocal(url: string): void {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('benchmarks talk to 127.0.0.1 only');
}

/** 50 connections for a bounded time against 127.0.0.1 only. */
export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  assertLocal(url);
  let n = opts.start ?? 0;
  const next = opts.next;
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? SECONDS,
    timeout: opts.timeout ?? 10,
    method: opts.method ?? 'GET',
    headers: { ...BROWSER, ...opts.headers },
    body: opts.body,
    requests: next
      ? [
          {
            // One request in flight per connection, so the connection's context names the one answered.
            setupRequest: (req, context: { n?: number }) => {
              context.n = n;
              const v = next(n++);
              return { ...req, ...v, headers: { ...req.headers, ...v.headers } };
            },
            onResponse: (status, _body, context: { n?: number }) => opts.onReply?.(context.n ?? -1, status),
          },
        ]
      : undefined,
  });
  const replies = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    accepted: result['2xx'],
    unanswered: result.requests.sent - replies - result.errors,
    issued: n,
  };
}

export interface WireReply {
  status: number;
  type?: string;
  encoding?: string;
  body: Buffer;
}

/** One reply exactly as it travels (fetch would decompress it). */
export function wireReply(url: string, opts: LoadOptions = {}): Promise<WireReply> {
  assertLocal(url);
  const v = opts.next?.(0) ?? {};
  const target = new URL(v.path ?? '', url);
  const body = v.body ?? opts.body;
  return new Promise((resolve, reject) => {
    const req = http.request(target, {
      method: opts.method ?? 'GET',
      headers: { ...BROWSER, ...opts.headers, ...v.headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `goal …, met` or `goal …, missed`: every goal reads the same way in the table. */
export const verdict = (goal: string, met: boolean) => `goal ${goal}, ${met ? 'met' : 'missed'}`;

const COLUMNS = ['figure', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare req/s', 'of ceiling', 'value'];

/** The rows as one Markdown table (stdout and README alike). */
export function markdownTable(rows: Row[]): string {
  const cells = [COLUMNS, COLUMNS.map(() => ''), ...rows.map((r) => COLUMNS.map((c) => String(r[c] ?? '')))];
  const widths = COLUMNS.map((_, i) => Math.max(3, ...cells.map((line) => line[i]?.length ?? 0)));
  return cells
    .map((line, li) =>
      li === 1
        ? `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`
        : `| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`,
    )
    .join('\n');
}
