import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Kinder answer checking, chosen per account (0/1). The default 0 keeps SPEC's exact,
  // case-sensitive match for every existing account and for rows written without these columns.
  for (const column of ['answer_ignore_case', 'answer_ignore_accents', 'answer_allow_typo']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['answer_allow_typo', 'answer_ignore_accents', 'answer_ignore_case']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
