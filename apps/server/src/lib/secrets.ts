import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { SecretRepository } from './secret.repository';

/**
 * A server-side secret shared by every instance: created once in the database, so two
 * processes on one PostgreSQL compute the same values. Only for secrets a leaked database may
 * reveal without harm beyond it; the key of the access log's address hashes is kept outside the
 * database (lib/address-keys.ts, docs/decisions/0026-privacy-against-the-own-database.md).
 */
export async function loadSecret(db: Db, name: string): Promise<string> {
  return new SecretRepository(db).getOrCreate(name, randomBytes(32).toString('hex'));
}

/**
 * The salt of the throttle's counter keys (IP addresses, typed e-mail addresses): one per
 * installation, as every instance and SQLite's writer thread must count under the same key. A
 * counter lives no longer than its window (an hour at most) before it is swept.
 */
export const THROTTLE_SALT = 'throttle-salt';

/** The key of the device cookies' signatures (modules/account/device-cookie.ts). */
export const DEVICE_COOKIE_KEY = 'device-cookie-key';
