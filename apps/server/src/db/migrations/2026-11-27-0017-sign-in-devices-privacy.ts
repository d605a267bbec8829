import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.

/** Longest answer text the log keeps (STORED_ANSWER_LENGTH when this was written). */
const STORED_ANSWER_LENGTH = 500;
/** How long the links of mails sent before this migration keep working (UNSUBSCRIBE_LINK_DAYS then). */
const LINK_DAYS = 60;

/**
 * Issue #28, items 9 and 11 (docs/decisions/0025 and 0026):
 * - unsubscribe links belong to one mailing (a newsletter, a reminder's day), work once and expire;
 *   the links already mailed keep working for 60 days, once;
 * - the salt of the access log's address hashes leaves the database, so the hashes logged so far
 *   can no longer be turned back into addresses (today's keys live outside the database);
 * - the answers log keeps at most 500 characters of an answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Every insert gives both; the defaults only fill the rows that exist now.
  await db.schema
    .alterTable('unsubscribe_tokens')
    .addColumn('mailing', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('unsubscribe_tokens')
    .addColumn('expires_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('unsubscribe_tokens').addColumn('used_at', 'text').execute();
  await db
    .updateTable('unsubscribe_tokens')
    .set({ expires_at: new Date(Date.now() + LINK_DAYS * 24 * 3600 * 1000).toISOString() })
    .execute();
  // Many links per account and list now (one per mailing): the unique index becomes a plain one.
  await db.schema.dropIndex('unsubscribe_tokens_user').execute();
  await db.schema
    .createIndex('unsubscribe_tokens_user')
    .on('unsubscribe_tokens')
    .columns(['user_id', 'list'])
    .execute();
  await db.schema.createIndex('unsubscribe_tokens_expiry').on('unsubscribe_tokens').column('expires_at').execute();

  // The throttle makes a salt of its own under a new name; this one is gone for good.
  await db.deleteFrom('app_secrets').where('name', '=', 'access-log-salt').execute();

  // substr and length count characters (code points) on both engines.
  const cap = sql.lit(STORED_ANSWER_LENGTH);
  await sql`update answers set answer = substr(answer, 1, ${cap}) where length(answer) > ${cap}`.execute(db);
}

/** The cut answers and the discarded salt do not come back. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('unsubscribe_tokens_expiry').execute();
  await db.schema.dropIndex('unsubscribe_tokens_user').execute();
  await db.deleteFrom('unsubscribe_tokens').where('mailing', '<>', '').execute();
  await db.schema.alterTable('unsubscribe_tokens').dropColumn('used_at').execute();
  await db.schema.alterTable('unsubscribe_tokens').dropColumn('expires_at').execute();
  await db.schema.alterTable('unsubscribe_tokens').dropColumn('mailing').execute();
  await db.schema
    .createIndex('unsubscribe_tokens_user')
    .on('unsubscribe_tokens')
    .columns(['user_id', 'list'])
    .unique()
    .execute();
}
