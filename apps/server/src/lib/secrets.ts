import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';

/**
 * A server-side secret shared by every instance: created once in the database, so two
 * processes on one PostgreSQL hash IP addresses the same way.
 */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** The salt of every stored address hash (access log, throttle keys): one per installation. */
export const ADDRESS_SALT = 'access-log-salt';
