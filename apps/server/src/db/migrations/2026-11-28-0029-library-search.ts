import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The library's search index (docs/decisions/0064-library-search.md), the same tables on both
 * engines, written by the background jobs of documents and sets and derived from them entirely:
 * - `search_items`: one row per indexed document or set, its small number (the postings' key) and
 *   the keys of its postings;
 * - `search_chunks`: the text snippets are cut from (a document's text, a set's cards) in pieces
 *   of 1,024 characters, so a snippet reads one or two short rows, never a whole document;
 * - `search_postings`: one row per term and item, its weight already including field and recency
 *   (`score`), where it is best shown (`field`, `pos`: the first match's offset in that field) and
 *   whether the title holds it; read best first by (term, score);
 * - `search_vocab`: every indexed term with the number of items holding it (query words are split
 *   and corrected against it, and rare terms weigh more).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  await db.schema
    .createTable('search_items')
    .addColumn('id', isSqlite ? 'integer' : 'serial', (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    // The item's postings' keys as a JSON array of [term, score]: its rows are removed by key.
    .addColumn('terms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('search_items_item', ['kind', 'item_id'])
    .execute();
  // Keyed by (term, score, item): a term's best postings are one range of the key, read in
  // order, and each row costs one B-tree (a document's thousand terms are a thousand pages written).
  await db.schema
    .createTable('search_postings')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('item', 'integer', (c) => c.notNull())
    // 0: document, 1: set (a kind filter without a join)
    .addColumn('k', 'integer', (c) => c.notNull())
    .addColumn('in_title', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_postings_pk', ['term', 'score', 'item'])
    .$call((b) => (isSqlite ? b.modifyEnd(sql`without rowid`) : b))
    .execute();
  await db.schema
    .createTable('search_chunks')
    .addColumn('item', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_chunks_pk', ['item', 'n'])
    .$call((b) => (isSqlite ? b.modifyEnd(sql`without rowid`) : b))
    .execute();
  await db.schema
    .createTable('search_vocab')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('items', 'integer', (c) => c.notNull())
    .execute();
  // Every item already there is queued (again), so the first start indexes it even if its job of
  // migration 0027 ran before the index existed.
  for (const [table, kind] of [
    ['documents', 'library-document'],
    ['learnsets', 'library-learnset'],
  ] as const) {
    await sql
      .raw(
        `insert into jobs (kind, item_id) select '${kind}', id from ${table} where true
         on conflict (kind, item_id) do update set generation = jobs.generation + 1, run_after = '', attempts = 0, last_error = null`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_vocab').execute();
  await db.schema.dropTable('search_chunks').execute();
  await db.schema.dropTable('search_postings').execute();
  await db.schema.dropTable('search_items').execute();
}
