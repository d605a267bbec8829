import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * A document's `extension` is sent as the old web client reads it, in lower case ('pdf'); the
 * screens write it in capitals themselves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('documents')
    .set({ extension: sql`lower(extension)` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('documents')
    .set({ extension: sql`upper(extension)` })
    .execute();
}
