import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A piece of a reply compressed once and reused in many replies: raw DEFLATE ending in a sync
 * flush (byte-aligned, not final, no back-references beyond itself), so compressed pieces can be
 * laid side by side and framed as one gzip member (RFC 1952) without compressing again.
 * Why this is written here rather than taken from a library: docs/decisions/0008-gzip-segments.md.
 */
export interface GzipSegment {
  /** The uncompressed bytes (sent as they are to a client that accepts no gzip). */
  raw: Buffer;
  deflated: Buffer;
  crc: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: ends the DEFLATE stream after the last sync flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Compresses one piece; level 6 for pieces kept and reused, 1 for those made per request. */
export function gzipSegment(raw: Buffer | string, level = 6): GzipSegment {
  const bytes = typeof raw === 'string' ? Buffer.from(raw) : raw;
  return {
    raw: bytes,
    deflated: deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
  };
}

/** The buffers of one gzip member holding the pieces in order: header, pieces, end, trailer. */
export function joinGzip(segments: readonly GzipSegment[]): Buffer[] {
  let crc = 0;
  let length = 0;
  const parts: Buffer[] = [HEADER];
  for (const segment of segments) {
    crc = crc32Combine(crc, segment.crc, segment.raw.length);
    length += segment.raw.length;
    parts.push(segment.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
}

// CRC-32 of two pieces from their own CRCs (zlib's crc32_combine): multiplication modulo the
// CRC polynomial, with x^(2^n) precomputed. Node exposes crc32 but not the combination.
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const X2N = new Uint32Array(32);
X2N[0] = 0x40000000;
for (let n = 1; n < 32; n++) X2N[n] = multModP(X2N[n - 1] as number, X2N[n - 1] as number);

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31] as number, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}
