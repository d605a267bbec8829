import type { FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Readable } from 'node:stream';

/** Bytes read at a time, as Node's own file streams do. */
const CHUNK_BYTES = 64 * 1024;
/** Buffers a stream keeps for reuse; a chunk not yet sent when its buffer's turn comes gets a new one. */
const KEPT_BUFFERS = 4;

/**
 * A byte range of an open file, read for an HTTP reply into a few buffers used over and over.
 * Node's own file stream reads every 64 KiB into a new buffer, which the garbage collector frees
 * only after tens of MB: 20 clients downloading a package of 200 MB at once grew the server by
 * more than 100 MiB that way.
 *
 * A buffer is read into again only once its bytes have left the process. That is certain only
 * when this stream is piped straight into the reply on a real socket: every byte not yet handed
 * to the operating system is then still in this stream or counted by the reply's
 * `writableLength`, in the order it was read. Anywhere else (a compressing transform in between,
 * an injected test request that keeps its chunks) every chunk gets a buffer of its own.
 * Closes the file when it ends or is destroyed.
 */
export class FileRangeStream extends Readable {
  private position: number;
  private readSoFar = 0;
  /** Where this stream's bytes go, once it is known to be the reply itself on a socket. */
  private reply: ServerResponse | null = null;
  /** Buffers whose chunks were pushed, oldest first, with the stream offset where each chunk ends. */
  private readonly used: Array<{ buffer: Buffer; endsAt: number }> = [];

  /**
   * @param start first byte
   * @param end last byte (inclusive)
   * @param response the reply it will be piped into
   */
  constructor(
    private readonly handle: FileHandle,
    start: number,
    private readonly end: number,
    response: ServerResponse,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
    this.position = start;
    response.once('pipe', (source) => {
      if (source === this && response.socket instanceof Socket) this.reply = response;
    });
  }

  override _read(): void {
    const length = Math.min(CHUNK_BYTES, this.end - this.position + 1);
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = this.freeBuffer();
    this.handle.read(buffer, 0, length, this.position).then(
      ({ bytesRead }) => {
        // A file cut short since it was opened: the reply ends early rather than waiting forever.
        if (bytesRead === 0) return void this.push(null);
        this.position += bytesRead;
        this.readSoFar += bytesRead;
        if (this.reply) {
          this.used.push({ buffer, endsAt: this.readSoFar });
          if (this.used.length > KEPT_BUFFERS) this.used.shift();
        }
        this.push(buffer.subarray(0, bytesRead));
      },
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.handle.close().then(
      () => callback(error),
      () => callback(error),
    );
  }

  /** The oldest kept buffer if all its bytes have been sent, else a new one. */
  private freeBuffer(): Buffer {
    const oldest = this.used[0];
    if (this.reply && oldest) {
      const unsent = this.readableLength + this.reply.writableLength;
      if (oldest.endsAt <= this.readSoFar - unsent) return (this.used.shift() as { buffer: Buffer }).buffer;
    }
    return Buffer.allocUnsafeSlow(CHUNK_BYTES);
  }
}
