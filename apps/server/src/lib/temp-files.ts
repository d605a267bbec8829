import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { newId } from './ids';

/** A temp file untouched this long belongs to no running upload. */
const STALE_MS = 60 * 60 * 1000;

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
function processAlive(pid: number): boolean {
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
