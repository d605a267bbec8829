import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('classes', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('grade', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('iframe', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('light'))
    .addColumn('search', 'text', (c) => c.notNull().defaultTo('Startpage'))
    .addColumn('favorites', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('payment', 'text', (c) => c.notNull().defaultTo('2000-01-01'))
    .addColumn('payment_lite', 'text', (c) => c.notNull().defaultTo('2000-01-01'))
    .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_registrations_expires')
    .on('pending_registrations')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // Fixed-window counters for throttling (sign-in, registration, answers) shared by all instances.
  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['throttle', 'sessions', 'pending_registrations', 'users']) await db.schema.dropTable(t).execute();
}
