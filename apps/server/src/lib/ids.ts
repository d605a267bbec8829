import { createHash, randomBytes } from 'node:crypto';

// Ids are drawn from a pool of random bytes: one system call per 4 KiB instead of one per row.
let pool = Buffer.alloc(0);
let used = 0;

/** Random id for rows and URLs: base64url, so it never contains a dot. Not a secret (see newSecret). */
export function newId(bytes = 12): string {
  if (used + bytes > pool.length) {
    pool = randomBytes(Math.max(4096, bytes));
    used = 0;
  }
  used += bytes;
  return pool.toString('base64url', used - bytes, used);
}

/**
 * A random id that sorts by creation time (milliseconds first, then random): rows of an
 * append-only log land at the end of its index instead of on random pages.
 */
export function newLogId(): string {
  return logIdTime(Date.now()) + newId(9);
}

/** The time part of log ids: every id made before `ms` sorts below it (on both engines). */
export function logIdTime(ms: number): string {
  return ms.toString(36).padStart(9, '0');
}

/** Long random secret (sessions, mail codes; 256 bits unless told), base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * SHA3-256 of a value with the installation's secret salt: how IP addresses and typed e-mail
 * addresses are kept (access log, throttle counters), so neither is stored in the clear.
 */
export function saltedHash(salt: string, value: string): string {
  return createHash('sha3-256').update(salt).update(value).digest('hex');
}
