import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Each account's random payment number, printed (with the plan) in its QR-bill references.
  await db.schema
    .createTable('payment_numbers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Bank credits matched to a bill. Kept when the account is deleted (bookkeeping); the unique
  // bank entry id makes importing the same bank file twice grant once.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bank_entry_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan', 'text', (c) => c.notNull())
    // 'granted' or 'wrong-amount'
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('paid_until', 'text')
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user').on('payments').column('user_id').execute();

  // Every grant to a third-party application: who, which host, when.
  await db.schema
    .createTable('authorisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_host', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('authorisations_user').on('authorisations').columns(['user_id', 'created_at']).execute();

  // Addresses and networks that get a 403 (canonical CIDR text, e.g. '203.0.113.0/24').
  await db.schema
    .createTable('blocked_ips')
    .addColumn('cidr', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['blocked_ips', 'authorisations', 'payments', 'payment_numbers']) {
    await db.schema.dropTable(t).execute();
  }
}
