import { createHash, randomBytes } from 'node:crypto';

/** Random id for rows and URLs: base64url, so it never contains a dot. */
export function newId(bytes = 12): string {
  return randomBytes(bytes).toString('base64url');
}

/** Long random secret (sessions, mail codes); only its hash is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
