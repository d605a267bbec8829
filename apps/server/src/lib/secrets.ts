import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { SecretRepository } from '../modules/system/secret.repository';

/**
 * A server-side secret shared by every instance: created once in the database, so two
 * processes on one PostgreSQL hash IP addresses the same way.
 */
export async function loadSecret(db: Db, name: string): Promise<string> {
  return new SecretRepository(db).getOrCreate(name, randomBytes(32).toString('hex'));
}

/** The salt of every stored address hash (access log, throttle keys): one per installation. */
export const ADDRESS_SALT = 'access-log-salt';
