import { isId } from '@app/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAbandonedTemp, tempFileName } from '../../lib/temp-files';

/** A new file put in place: `undo` restores what was there before, `done` drops what it replaced. */
export interface FileSwap {
  undo: () => Promise<void>;
  done: () => Promise<void>;
}

/** A document folder without a row this old belongs to no upload in progress. */
const STALE_MS = 60 * 60 * 1000;
/** How often a running instance looks for abandoned temp files (besides once at start). */
const SWEEP_MS = 10 * 60 * 1000;

/**
 * Document files under DATA_DIR/files: `documents/{id}/{file name}`, uploads in `tmp/` until
 * they are committed. Only this class touches these folders.
 */
export class DocumentStorage {
  readonly tmpDir: string;
  readonly root: string;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(filesDir: string) {
    this.tmpDir = path.join(filesDir, 'tmp');
    this.root = path.join(filesDir, 'documents');
  }

  /**
   * At start: creates the folders and removes what crashed uploads left behind: temp files (see
   * `isAbandonedTemp`: a killed process's at once, since another instance sharing the folder may
   * be uploading right now, others' only after an hour), and document folders without a row
   * older than an hour. Then sweeps the temp folder every few minutes until `close`, so an
   * instance that crashed for good does not leave its files forever.
   */
  async init(existingIds: (ids: string[]) => Promise<Set<string>>): Promise<void> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    await fs.mkdir(this.root, { recursive: true });
    await this.removeAbandonedTemps();
    this.sweeper ??= setInterval(() => void this.removeAbandonedTemps().catch(() => {}), SWEEP_MS);
    this.sweeper.unref();
    const dirs = (await fs.readdir(this.root)).filter((d) => isId(d));
    if (dirs.length === 0) return;
    const known = await existingIds(dirs);
    const limit = Date.now() - STALE_MS;
    for (const dir of dirs) {
      if (known.has(dir)) continue;
      const stat = await fs.stat(path.join(this.root, dir)).catch(() => null);
      if (stat && stat.mtimeMs < limit) await fs.rm(path.join(this.root, dir), { recursive: true, force: true });
    }
  }

  /** Removes a document's folder with its file (after its row is gone). */
  async removeFolder(id: string): Promise<void> {
    if (isId(id)) await fs.rm(path.join(this.root, id), { recursive: true, force: true });
  }

  /** Stops the periodic sweep (the app closes). */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** A path for a new temp file of this process (an upload: `readItemForm`'s `tmpPath`). */
  tempPath(kind: 'upload' | 'previous'): string {
    return path.join(this.tmpDir, tempFileName(kind));
  }

  /** Removes the temp files `isAbandonedTemp` says no running upload can own; returns how many. */
  async removeAbandonedTemps(now = Date.now()): Promise<number> {
    const names = await fs.readdir(this.tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && isAbandonedTemp(name, stat, now)) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** The stored file of a document; never outside the documents folder. */
  filePath(id: string, fileName: string): string {
    if (!isId(id) || fileName.includes('/') || fileName.includes('\\') || fileName.startsWith('.')) {
      throw new Error('invalid document path');
    }
    return path.join(this.root, id, fileName);
  }

  /**
   * Moves a committed upload into place with one rename, so readers see the old file or the new
   * one, never a part. Replacing a file of the same name keeps a hard link to the old one until
   * `done`, so `undo` can restore it whole if the database commit fails after the rename.
   */
  async swapIn(tmpPath: string, id: string, newName: string, oldName: string | null): Promise<FileSwap> {
    const dir = path.join(this.root, id);
    const target = this.filePath(id, newName);
    const previous = oldName ? this.filePath(id, oldName) : null;
    await fs.mkdir(dir, { recursive: true });
    const backup = previous === target ? await this.keepCopy(target) : null;
    try {
      await fs.rename(tmpPath, target);
    } catch (error) {
      if (backup) await fs.rm(backup, { force: true });
      if (!oldName) await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
    return {
      undo: async () => {
        if (backup) await fs.rename(backup, target);
        else if (!oldName) await fs.rm(dir, { recursive: true, force: true });
        else await fs.rm(target, { force: true });
      },
      done: async () => {
        if (backup) await fs.rm(backup, { force: true });
        else if (previous && previous !== target) await fs.rm(previous, { force: true });
      },
    };
  }

  /** A second name for the current file (a hard link: no copy), or null if there is none. */
  private async keepCopy(file: string): Promise<string | null> {
    const backup = this.tempPath('previous');
    try {
      await fs.link(file, backup);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return null;
      // Hard links not possible here (another file system): an ordinary copy does the same job.
      await fs.copyFile(file, backup);
    }
    return backup;
  }
}
