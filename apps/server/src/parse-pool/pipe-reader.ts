import type { Readable } from 'node:stream';

/**
 * Reads given numbers of bytes from a stream, each into an array of its own, copying every chunk
 * once as it arrives. Bytes beyond what is asked wait for the next read.
 */
export class PipeReader {
  private readonly chunks: Buffer[] = [];
  private target: { bytes: Uint8Array; filled: number; resolve: (bytes: Uint8Array) => void } | null = null;

  constructor(stream: Readable) {
    stream.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.fill();
    });
  }

  read(length: number): Promise<Uint8Array> {
    return new Promise((resolve) => {
      this.target = { bytes: new Uint8Array(length), filled: 0, resolve };
      this.fill();
    });
  }

  private fill(): void {
    const target = this.target;
    if (!target) return;
    while (target.filled < target.bytes.length && this.chunks.length > 0) {
      const chunk = this.chunks[0] as Buffer;
      const take = Math.min(chunk.length, target.bytes.length - target.filled);
      target.bytes.set(chunk.subarray(0, take), target.filled);
      target.filled += take;
      if (take === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(take);
    }
    if (target.filled < target.bytes.length) return;
    this.target = null;
    target.resolve(target.bytes);
  }
}
