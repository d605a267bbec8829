import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The newsletter and the learning reminder by e-mail: the reminder choice per account, one row
 * per (newsletter, account) and per (account, day) so that no mail goes out twice, and the
 * hashes of the unsubscribe links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Opt-in: 0 for every existing account and for rows written without the column.
  await db.schema
    .alterTable('users')
    .addColumn('reminder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row per newsletter file, identified by the SHA-256 of its content.
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // 'sending' is claimed before the SMTP call and never sent again (at most once), 'sent' once the
  // server accepted it, 'failed' when it refused: only those are tried again by the next run.
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('newsletter_id', 'text', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['newsletter_id', 'user_id'])
    .execute();
  await db.schema.createIndex('newsletter_deliveries_user').on('newsletter_deliveries').column('user_id').execute();

  // The reminder of one account and Zurich day: the row is the claim that lets one instance send it.
  await db.schema
    .createTable('reminder_mails')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_mails_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('reminder_mails_day').on('reminder_mails').columns(['day', 'status']).execute();

  // SHA-256 of each account's unsubscribe token per list ('newsletter' or 'reminder'); the token
  // itself is never stored.
  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('unsubscribe_tokens_user')
    .on('unsubscribe_tokens')
    .columns(['user_id', 'list'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('unsubscribe_tokens').execute();
  await db.schema.dropTable('reminder_mails').execute();
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletters').execute();
  await db.schema.alterTable('users').dropColumn('reminder').execute();
}
