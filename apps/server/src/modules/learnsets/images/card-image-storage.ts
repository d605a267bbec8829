import fs from 'node:fs/promises';
import path from 'node:path';
import { tempFileName } from '../../../lib/temp-files';

/** A stored name: `{id}.{png|jpg|webp}`, nothing else, so no path can leave the folder. */
const STORED_NAME = /^([A-Za-z0-9_-]{1,64})\.(png|jpg|webp)$/;

/**
 * Card image files under DATA_DIR/files: `learnset-images/{id}.{ext}`, written like documents: a
 * fsynced temp file in `tmp/` (named after this process, so the documents' sweep removes it after
 * a crash), renamed into place only while the row's transaction is open.
 */
export class CardImageStorage {
  readonly root: string;
  readonly tmpDir: string;

  constructor(filesDir: string) {
    this.root = path.join(filesDir, 'learnset-images');
    this.tmpDir = path.join(filesDir, 'tmp');
  }

  async init(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.mkdir(this.tmpDir, { recursive: true });
  }

  /** The file of a stored name; throws for anything that is not one. */
  filePath(storageKey: string): string {
    if (!STORED_NAME.test(storageKey)) throw new Error('invalid image path');
    return path.join(this.root, storageKey);
  }

  /** Writes the bytes to a durable temp file; returns its path. */
  async writeTemp(bytes: Uint8Array): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, tempFileName('upload'));
    const handle = await fs.open(tmp, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(tmp, { force: true });
      throw error;
    }
    await handle.close();
    return tmp;
  }

  /** Moves a temp file into place under its stored name. */
  async moveIn(tmp: string, storageKey: string): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.rename(tmp, this.filePath(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await fs.rm(this.filePath(storageKey), { force: true });
  }

  /**
   * Files whose row is gone (the owner's account was deleted, a crash between commit and clean-up)
   * and that are older than `minAgeMs`: an upload in progress renames its file before it commits.
   */
  async removeOrphans(
    known: (ids: string[]) => Promise<Set<string>>,
    minAgeMs: number,
    now = Date.now(),
  ): Promise<number> {
    const names = await fs.readdir(this.root).catch(() => [] as string[]);
    const stored = names.flatMap((name) => {
      const match = STORED_NAME.exec(name);
      return match ? [{ name, id: match[1] as string }] : [];
    });
    if (stored.length === 0) return 0;
    const existing = await known(stored.map((s) => s.id));
    let removed = 0;
    for (const { name, id } of stored) {
      if (existing.has(id)) continue;
      const stat = await fs.stat(path.join(this.root, name)).catch(() => null);
      if (stat && stat.mtimeMs < now - minAgeMs) {
        await fs.rm(path.join(this.root, name), { force: true });
        removed++;
      }
    }
    return removed;
  }
}
