import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { nonPublicReason } from './outbound-address';

export { isPublicAddress, nonPublicReason } from './outbound-address';

export interface OutboundOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Lets requests reach loopback and private addresses: `OUTBOUND_ALLOW_PRIVATE=1`, tests only. */
  allowPrivate: boolean;
  /** For the whole exchange: DNS, connect, every redirect hop and the body. Default 3 s. */
  timeoutMs?: number;
  /** Response body cap in bytes; a longer body fails the request. Default 1 MiB. */
  maxBytes?: number;
  /** Instead of failing, stop reading at `maxBytes` and return the start (e.g. an HTML head). */
  truncate?: boolean;
  /** Redirects a GET follows, each hop checked again; a further redirect is returned as it is. Default 0. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

/** The target is not allowed: bad URL, scheme, credentials, or a non-public address. */
export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super(`outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

/** The target was allowed but the exchange failed. */
export class OutboundFailed extends Error {
  constructor(
    readonly code: 'dns' | 'network' | 'timeout' | 'too-large',
    message: string,
  ) {
    super(`outbound request failed (${code}): ${message}`);
    this.name = 'OutboundFailed';
  }
}

interface Target {
  address: string;
  family: 4 | 6;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; Lernplattform/1.0)';

/** Parses and checks a URL before anything is resolved or sent. */
function parseOutboundUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new OutboundRefused('invalid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(`scheme ${url.protocol}`);
  if (url.username || url.password) throw new OutboundRefused('credentials in URL');
  if (!url.hostname) throw new OutboundRefused('no host');
  url.hash = '';
  return url;
}

/**
 * Resolves the host once and checks every address it has: one bad address is enough to refuse,
 * as the system might connect to any of them.
 */
async function resolveTarget(url: URL, allowPrivate: boolean): Promise<Target> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) }];
  } else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch (error) {
      throw new OutboundFailed('dns', `${host}: ${(error as NodeJS.ErrnoException).code ?? 'lookup failed'}`);
    }
  }
  const first = addresses[0];
  if (!first) throw new OutboundFailed('dns', `${host}: no address`);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const reason = nonPublicReason(address);
      if (reason) throw new OutboundRefused(`${host} is ${reason} (${address})`);
    }
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Hands the socket the checked address, so a second DNS answer (rebinding) is never used. */
function pinnedLookup({ address, family }: Target): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readBody(res: http.IncomingMessage, maxBytes: number, truncate: boolean): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (!truncate && declared > maxBytes) {
    res.destroy();
    throw new OutboundFailed('too-large', `${declared} bytes announced, at most ${maxBytes} allowed`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      if (!truncate) throw new OutboundFailed('too-large', `more than ${maxBytes} bytes`);
      chunks.push(chunk.subarray(0, maxBytes - size));
      break; // leaving the loop destroys the stream
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks);
}

/** One request to one checked address; the body of a redirect to be followed is not read. */
function exchange(
  url: URL,
  target: Target,
  opts: OutboundOptions & { headers: Record<string, string>; follow: boolean },
  signal: AbortSignal,
): Promise<OutboundResponse> {
  const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, 'accept-encoding': 'identity', ...opts.headers };
  if (body) headers['content-length'] = String(body.length);
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const req = request(url, {
      method: opts.method ?? 'GET',
      headers,
      agent: false,
      lookup: pinnedLookup(target),
      signal,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const done = (data: Buffer) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data, url: url.href });
      if (opts.follow && REDIRECTS.has(res.statusCode ?? 0) && res.headers.location) {
        res.destroy();
        done(Buffer.alloc(0));
        return;
      }
      readBody(res, opts.maxBytes ?? 1024 * 1024, opts.truncate ?? false).then(done, reject);
    });
    req.end(body);
  });
}

/**
 * The one way the server talks to other sites: refuses non-public targets (unless `allowPrivate`),
 * connects to the very address it checked, caps time and size, and follows redirects only when
 * asked, checking each hop like the first.
 */
export async function outboundRequest(rawUrl: string, opts: OutboundOptions): Promise<OutboundResponse> {
  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? 3000;
  const timer = setTimeout(
    () => controller.abort(new OutboundFailed('timeout', `no complete answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    let url = parseOutboundUrl(rawUrl);
    let headers = opts.headers ?? {};
    const maxRedirects = opts.method === 'POST' ? 0 : (opts.maxRedirects ?? 0);
    for (let hop = 0; ; hop++) {
      const target = await abortable(resolveTarget(url, opts.allowPrivate), controller.signal);
      const follow = hop < maxRedirects;
      const res = await exchange(url, target, { ...opts, headers, follow }, controller.signal);
      const location = res.headers.location;
      if (!follow || !REDIRECTS.has(res.status) || !location) return res;
      const next = parseOutboundUrl(location, url);
      // The caller's headers (tokens, cookies) are meant for the first origin only.
      if (next.origin !== url.origin) headers = {};
      url = next;
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    if (error instanceof OutboundRefused || error instanceof OutboundFailed) throw error;
    throw new OutboundFailed('network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
