import { ANKI_TEXTS, ANKI_UNPACK_LIMITS } from '@app/shared';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AnkiRefusal, type UnpackBudget } from './unpack-budget';

/**
 * The zip archive of an Anki package, read from memory. The central directory is listed once;
 * an entry is inflated only when asked for, and every chunk counts against the budget, so
 * reading stops at the first byte over it. yauzl also fails an entry whose inflated size differs
 * from the size it declares, which makes the up-front check of declared sizes trustworthy.
 */
export class AnkiArchive {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    private readonly budget: UnpackBudget,
  ) {}

  static async open(bytes: Uint8Array, budget: UnpackBudget): Promise<AnkiArchive> {
    let zip: ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        validateEntrySizes: true,
      });
    } catch {
      throw new AnkiRefusal(ANKI_TEXTS.notAnki);
    }
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entries.size >= ANKI_UNPACK_LIMITS.maxEntries) throw new AnkiRefusal(ANKI_TEXTS.unpackedTooLarge);
        entries.set(entry.fileName, entry);
      }
    } catch (error) {
      throw error instanceof AnkiRefusal ? error : new AnkiRefusal(ANKI_TEXTS.corrupt);
    }
    return new AnkiArchive(zip, entries, budget);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or undefined if the archive has none of that name. */
  async read(name: string): Promise<Uint8Array | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    this.budget.assertFits(entry.uncompressedSize);
    const chunks: Buffer[] = [];
    let stream: NodeJS.ReadableStream & { destroy(): void };
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw new AnkiRefusal(ANKI_TEXTS.corrupt);
    }
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.budget.take(chunk.length);
        chunks.push(chunk);
      }
    } catch (error) {
      stream.destroy();
      throw error instanceof AnkiRefusal ? error : new AnkiRefusal(ANKI_TEXTS.corrupt);
    }
    // A fresh buffer of its own (never Node's shared pool), so the worker can hand it over.
    const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}
