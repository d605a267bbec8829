import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipSegment, joinGzip } from './gzip-segments';

describe('gzip replies joined from pieces compressed once', () => {
  it('combines CRC-32s as if computed over the joined bytes', () => {
    for (const [a, b] of [
      [randomBytes(1), randomBytes(1)],
      [randomBytes(1000), randomBytes(70_000)],
      [Buffer.alloc(0), randomBytes(5)],
      [randomBytes(5), Buffer.alloc(0)],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it('gives a gzip member any standard decoder reads back as the pieces in order', () => {
    const pieces = ['{"status":"success","exercises":[', '{"id_":"a","question":"Hund"}', ',', '', '{"id_":"b"}]}'];
    const body = Buffer.concat(joinGzip(pieces.map((piece, i) => gzipSegment(piece, i % 2 ? 1 : 6))));
    expect(gunzipSync(body).toString()).toBe(pieces.join(''));
  });

  it('stays correct for large, repetitive and random pieces reused in several replies', () => {
    const repetitive = gzipSegment(Buffer.from('Frage; Antwort\n'.repeat(100_000)));
    const random = gzipSegment(randomBytes(300_000));
    const body = Buffer.concat(joinGzip([random, repetitive, random]));
    expect(gunzipSync(body).equals(Buffer.concat([random.raw, repetitive.raw, random.raw]))).toBe(true);
  });
});
