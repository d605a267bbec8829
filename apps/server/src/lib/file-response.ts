import fs from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileRangeStream } from './file-read-stream';

export interface StoredFile {
  path: string;
  contentType: string;
  /** inline: the browser may show it; attachment: it always downloads. */
  disposition: 'inline' | 'attachment';
  /** The name a download gets. */
  downloadName: string;
  /** The file's own Content-Security-Policy (see document-file-policy). */
  csp: string;
  /** Default `no-cache` (a URL whose file may be replaced); `immutable` for a URL named by its content. */
  cacheControl?: string;
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range (several ranges are answered with the whole file, as RFC 9110 allows). */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start && match[2] !== '') return null;
  }
  return start >= size ? 'unsatisfiable' : { start, end };
}

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const matchesEtag = (header: string, etag: string) =>
  header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/**
 * Sends a stored file with what downloads and media players need: ETag and Last-Modified (304
 * on revalidation), single byte ranges (206/416, If-Range), HEAD, and the caller's type,
 * disposition and CSP. The file is opened once, so a rename over it mid-request (an edit) still
 * streams the version whose headers were sent; its bytes go out through a few reused buffers
 * (file-read-stream.ts), so parallel downloads of large files cost little memory. Returns the sent
 * reply, or null when there is no such file (nothing sent). The reply is a thenable: awaiting the
 * result waits until it is sent and yields undefined, so tell the two apart by `reply.sent`.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
): Promise<FastifyReply | null> {
  const handle = await fs.open(file.path, 'r').catch(() => null);
  if (!handle) return null;
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return null;
  }
  const etag = `"${stat.ino.toString(36)}-${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const lastModified = stat.mtime.toUTCString();
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.downloadName))
    .header('content-security-policy', file.csp)
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('accept-ranges', 'bytes')
    // Edits replace a file under the same URL: always revalidate (cheap, thanks to the ETag).
    .header('cache-control', file.cacheControl ?? 'no-cache');

  const noneMatch = request.headers['if-none-match'];
  const modifiedSince = request.headers['if-modified-since'];
  const unchanged = noneMatch
    ? matchesEtag(noneMatch, etag)
    : Boolean(modifiedSince) && Date.parse(modifiedSince as string) >= Math.floor(stat.mtimeMs / 1000) * 1000;
  if (unchanged) {
    await handle.close();
    return reply.code(304).send();
  }

  const ifRange = request.headers['if-range'];
  const rangeStillValid = !ifRange || ifRange === etag || ifRange === lastModified;
  const range = rangeStillValid ? parseRange(request.headers.range, stat.size) : null;
  if (range === 'unsatisfiable') {
    await handle.close();
    reply.code(416).header('content-range', `bytes */${stat.size}`);
    return reply.send();
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? stat.size - 1;
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${stat.size}`);
  reply.header('content-length', Math.max(0, end - start + 1));
  if (request.method === 'HEAD' || stat.size === 0) {
    await handle.close();
    return reply.send();
  }
  return reply.send(new FileRangeStream(handle, start, end, reply.raw));
}
