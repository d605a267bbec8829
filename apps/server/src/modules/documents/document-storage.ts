import { isId } from '@app/shared';
import { readlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newId } from '../../lib/ids';

/** A new file put in place: `undo` restores what was there before, `done` drops what it replaced. */
export interface FileSwap {
  undo: () => Promise<void>;
  done: () => Promise<void>;
}

const STALE_MS = 60 * 60 * 1000;
/** How often a running instance looks for abandoned temp files (besides once at start). */
const SWEEP_MS = 10 * 60 * 1000;

/**
 * Who writes a temp file, in its name: `{host}.{pid namespace}.{pid}.{process token}.{random}.{kind}`.
 * Host and pid namespace together say whether a pid in a name can be checked from here (two
 * containers with one host name, e.g. host networking, have different pid namespaces); the
 * token tells this process from an earlier one that had the same pid.
 */
export interface TempOwner {
  host: string;
  pidNamespace: string;
  pid: number;
  token: string;
}

function pidNamespace(): string {
  try {
    // 'pid:[4026531836]' on Linux; elsewhere there is none and the host name alone decides.
    return /\d+/.exec(readlinkSync('/proc/self/ns/pid'))?.[0] ?? '0';
  } catch {
    return '0';
  }
}

export const THIS_PROCESS: TempOwner = {
  host:
    os
      .hostname()
      .replace(/[^A-Za-z0-9-]/g, '_')
      .slice(0, 64) || 'host',
  pidNamespace: pidNamespace(),
  pid: process.pid,
  token: newId(6),
};

const TEMP_NAME =
  /^([A-Za-z0-9_-]{1,64})\.(\d{1,20})\.(\d{1,10})\.([A-Za-z0-9_-]{8})\.[A-Za-z0-9_-]{1,64}\.[a-z]{1,16}$/;

/** A new temp file name of this process, e.g. `vm.4026531836.1234.k3J9aZ0q.{random}.upload`. */
export function tempFileName(kind: 'upload' | 'previous', owner: TempOwner = THIS_PROCESS): string {
  return `${owner.host}.${owner.pidNamespace}.${owner.pid}.${owner.token}.${newId()}.${kind}`;
}

/** The writer named in a temp file name; null for a name of another form (an older version's). */
export function tempFileOwner(name: string): TempOwner | null {
  const m = TEMP_NAME.exec(name);
  if (!m) return null;
  return { host: m[1] as string, pidNamespace: m[2] as string, pid: Number(m[3]), token: m[4] as string };
}

/** Whether a process with this pid exists here (EPERM: it does, but belongs to another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a temp file can only be left over from a crash (SIGKILL, power loss), so removing it
 * cannot break an upload in progress:
 * - written by a process of this host and pid namespace that no longer runs, or by an earlier
 *   process that had this process's pid (a restarted container): at once, since only a running
 *   writer could still finish it;
 * - anything else (another host's instance sharing the folder, whose processes we cannot see; a
 *   live process here; an unknown name): once neither written nor linked for `staleMs`. A
 *   running upload changes its file all the time; ctime also covers `.previous` hard links,
 *   whose mtime is that of the old document.
 * This process's own files are never abandoned: it still owns them.
 */
export function isAbandonedTemp(
  name: string,
  stat: { mtimeMs: number; ctimeMs: number },
  now: number,
  self: TempOwner = THIS_PROCESS,
  alive: (pid: number) => boolean = processAlive,
  staleMs = STALE_MS,
): boolean {
  const owner = tempFileOwner(name);
  if (owner && owner.host === self.host && owner.pidNamespace === self.pidNamespace) {
    if (owner.pid === self.pid) return owner.token !== self.token;
    if (!alive(owner.pid)) return true;
  }
  return Math.max(stat.mtimeMs, stat.ctimeMs) < now - staleMs;
}

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
