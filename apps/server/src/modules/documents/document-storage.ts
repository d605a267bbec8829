import fs from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../lib/ids';
import { removeStaleUploads } from '../../lib/multipart-form';

/** A new file put in place: `undo` restores what was there before, `done` drops what it replaced. */
export interface FileSwap {
  undo: () => Promise<void>;
  done: () => Promise<void>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const STALE_MS = 60 * 60 * 1000;

/**
 * Document files under DATA_DIR/files: `documents/{id}/{file name}`, uploads in `tmp/` until
 * they are committed. Only this class touches these folders.
 */
export class DocumentStorage {
  readonly tmpDir: string;
  readonly root: string;

  constructor(filesDir: string) {
    this.tmpDir = path.join(filesDir, 'tmp');
    this.root = path.join(filesDir, 'documents');
  }

  /**
   * At start: creates the folders and removes what crashed uploads left behind: temp files, and
   * document folders without a row. Only things older than an hour, since another instance
   * sharing the folder may be uploading right now.
   */
  async init(existingIds: (ids: string[]) => Promise<Set<string>>): Promise<void> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    await fs.mkdir(this.root, { recursive: true });
    await removeStaleUploads(this.tmpDir, STALE_MS);
    const dirs = (await fs.readdir(this.root)).filter((d) => ID.test(d));
    if (dirs.length === 0) return;
    const known = await existingIds(dirs);
    const limit = Date.now() - STALE_MS;
    for (const dir of dirs) {
      if (known.has(dir)) continue;
      const stat = await fs.stat(path.join(this.root, dir)).catch(() => null);
      if (stat && stat.mtimeMs < limit) await fs.rm(path.join(this.root, dir), { recursive: true, force: true });
    }
  }

  /** The stored file of a document; never outside the documents folder. */
  filePath(id: string, fileName: string): string {
    if (!ID.test(id) || fileName.includes('/') || fileName.includes('\\') || fileName.startsWith('.')) {
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
    const backup = path.join(this.tmpDir, `${newId()}.previous`);
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
