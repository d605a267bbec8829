import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * 'Passwort vergessen?': one row per mailed link, keyed by the SHA-256 of its token (the token
 * itself is only in the mail). A link works once, within its expiry; it goes with its account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // The account's other links end when one is used; old links are swept by expiry.
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
