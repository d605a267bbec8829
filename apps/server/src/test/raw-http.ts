import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Makes the app listen on a free loopback port (once) and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/**
 * Sends a request exactly as written (request line, headers, body) over a socket, so a test can
 * use spellings that an HTTP client library would normalise away (absolute form, escapes).
 */
export function rawRequest(
  port: number,
  head: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawReply> {
  const lines = [head, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseReply(Buffer.concat(chunks).toString('utf8'))));
  });
}

function parseReply(text: string): RawReply {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split < 0 ? '' : text.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

function unchunk(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const eol = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, eol), 16);
    if (!(size > 0)) return out;
    out += text.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

/** Ways to spell one path that the router still matches but a naive prefix test would miss. */
export function pathSpellings(path: string): string[] {
  const escapeFirst = path.replace(/^\/(.)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const escapeEvery = path
    .split('/')
    .map((segment) => (segment === '' ? '' : `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`))
    .join('/');
  return [path, escapeFirst, escapeEvery, `http://127.0.0.1${path}`, `HTTP://evil.example${path}`, `${path}?`];
}

/** A route pattern with every parameter (and wildcard) filled in, e.g. '/a/:id' → '/a/x'. */
export function concreteUrl(pattern: string, value = 'x'): string {
  return pattern.replace(/:[A-Za-z_]+\??/g, value).replace(/\*/g, value);
}
