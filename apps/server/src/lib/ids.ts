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

/**
 * SHA3-256 of a value with the installation's secret salt: how IP addresses and typed e-mail
 * addresses are kept (access log, throttle counters), so neither is stored in the clear.
 */
export function saltedHash(salt: string, value: string): string {
  return createHash('sha3-256').update(salt).update(value).digest('hex');
}
