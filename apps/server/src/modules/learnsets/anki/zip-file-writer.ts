import fs from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** An entry of an archive written to disk: bytes at hand (deflated or stored), or a file stored as it is. */
export type ZipFileEntry = { name: string; bytes: Uint8Array; deflate: boolean } | { name: string; path: string };

/** Bytes read from an entry's file at a time: the memory a file entry costs, whatever its size. */
const CHUNK_BYTES = 1024 * 1024;

function writeAll(fd: number, chunk: Uint8Array): void {
  for (let done = 0; done < chunk.length;) done += fs.writeSync(fd, chunk, done);
}

/** Streams a file into a stored entry chunk by chunk; fflate computes its CRC on the way. */
function pushFile(entry: ZipPassThrough, file: string, buffer: Buffer): void {
  const fd = fs.openSync(file, 'r');
  try {
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, null);
      // The archive writes each chunk out before push returns: the buffer can be read into again.
      entry.push(buffer.subarray(0, read), read === 0);
      if (read === 0) return;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes a zip archive to `outPath`, entry after entry, and flushes it to disk. A file entry is
 * read a chunk at a time and stored uncompressed (pictures are compressed already), so the memory
 * used stays near one chunk however large the archive grows. Synchronous: it runs in a job of the
 * parse child, never on the server's event loop. Throws when an entry's file cannot be read.
 * @returns the archive's size in bytes
 */
export function writeZipFile(outPath: string, entries: Iterable<ZipFileEntry>): number {
  const out = fs.openSync(outPath, 'w');
  let size = 0;
  // Set from fflate's callback; `as` keeps TypeScript from narrowing it to null.
  let failure = null as Error | null;
  try {
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else {
        writeAll(out, chunk);
        size += chunk.length;
      }
    });
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (const entry of entries) {
      if ('path' in entry) {
        const stored = new ZipPassThrough(entry.name);
        zip.add(stored);
        pushFile(stored, entry.path, buffer);
      } else {
        const file = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
        zip.add(file);
        file.push(entry.bytes, true);
      }
      if (failure) throw failure;
    }
    zip.end();
    if (failure) throw failure;
    fs.fsyncSync(out);
  } finally {
    fs.closeSync(out);
  }
  return size;
}
