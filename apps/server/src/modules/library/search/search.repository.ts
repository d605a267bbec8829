import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Posting } from './index-terms';

export type ItemKind = 'document' | 'learnset';
const KIND_NUMBER: Readonly<Record<ItemKind, number>> = { document: 0, learnset: 1 };

/** Rows per insert: well below SQLite's limit of bound parameters. */
const INSERT_ROWS = 400;
/** Terms per `in (…)` list. */
const IN_LIST = 900;

export interface DocumentSource {
  title: string;
  subject: string;
  description: string;
  class_: string;
  owner_name: string;
  edited: string;
  text: string;
}

export interface LearnsetSource {
  title: string;
  subject: string;
  description: string;
  class_: string;
  owner_name: string;
  edited: string;
  cards: { question: string; answer: string }[];
}

/** One query word's terms (any of them counts), each weighed (by how rare it is). */
export interface TermGroup {
  terms: { term: string; weight: number }[];
}

export interface RankedItem {
  kind: ItemKind;
  itemId: string;
  item: number;
  groups: number;
  score: number;
}

export interface LiveHit {
  id: string;
  title: string;
  subject: string;
  class_: string;
  owner_name: string;
  edited: string;
  extension: string;
  description: string;
  thumbnail: string | null;
}

export interface MatchRow {
  item: number;
  term: string;
  in_title: number;
  field: string;
  pos: number;
  score: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The search index's SQL, the same statements on SQLite and PostgreSQL (migration 0029). */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  async readDocument(id: string): Promise<DocumentSource | undefined> {
    return this.db
      .selectFrom('documents as d')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .leftJoin('document_files as f', 'f.document_id', 'd.id')
      .select(['d.title', 'd.subject', 'd.description', 'd.class_', 'd.edited', 'u.name as owner_name'])
      .select((eb) => eb.fn.coalesce('f.text', sql<string>`''`).as('text'))
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  async readLearnset(id: string): Promise<LearnsetSource | undefined> {
    const set = await this.db
      .selectFrom('learnsets as s')
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .select(['s.title', 's.subject', 's.description', 's.class_', 's.edited', 'u.name as owner_name'])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!set) return undefined;
    const cards = await this.db
      .selectFrom('exercises')
      .select(['question', 'answer'])
      .where('set_id', '=', id)
      .orderBy('position')
      .execute();
    return { ...set, cards };
  }

  /** Puts an item's postings in place of its old ones, the vocabulary's counts moved by the difference. */
  async replaceItem(kind: ItemKind, itemId: string, body: string, postings: readonly Posting[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await sql<{
        id: number;
      }>`insert into search_items (kind, item_id, body) values (${kind}, ${itemId}, ${body})
        on conflict (kind, item_id) do update set body = excluded.body returning id`.execute(trx);
      const item = Number(row.rows[0]!.id);
      const old = await trx.selectFrom('search_postings').select('term').where('item', '=', item).execute();
      await trx.deleteFrom('search_postings').where('item', '=', item).execute();
      const k = KIND_NUMBER[kind];
      for (const part of chunks(postings, INSERT_ROWS)) {
        await trx
          .insertInto('search_postings')
          .values(
            part.map((p) => ({
              term: p.term,
              item,
              k,
              score: p.score,
              in_title: p.inTitle ? 1 : 0,
              field: p.field,
              pos: p.pos,
            })),
          )
          .execute();
      }
      const before = new Set(old.map((o) => o.term));
      const after = new Set(postings.map((p) => p.term));
      await moveVocabulary(
        trx,
        [...after].filter((t) => !before.has(t)),
        [...before].filter((t) => !after.has(t)),
      );
    });
  }

  /** Takes an item out of the index (it was deleted). */
  async removeItem(kind: ItemKind, itemId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('search_items')
        .select('id')
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      if (!row) return;
      const old = await trx.selectFrom('search_postings').select('term').where('item', '=', row.id).execute();
      await trx.deleteFrom('search_postings').where('item', '=', row.id).execute();
      await trx.deleteFrom('search_items').where('id', '=', row.id).execute();
      await moveVocabulary(
        trx,
        [],
        old.map((o) => o.term),
      );
    });
  }

  /** Of the given terms, those some item holds, with how many items hold them. */
  async knownTerms(terms: readonly string[]): Promise<Map<string, number>> {
    const known = new Map<string, number>();
    for (const part of chunks([...new Set(terms)], IN_LIST)) {
      const rows = await this.db
        .selectFrom('search_vocab')
        .select(['term', 'items'])
        .where('term', 'in', part)
        .execute();
      for (const r of rows) known.set(r.term, Number(r.items));
    }
    return known;
  }

  async itemCount(): Promise<number> {
    const row = await this.db
      .selectFrom('search_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The best items: per term its `perTerm` best postings (read in order from the (term, score)
   * index), summed per item; items that match more of the query's words come first.
   */
  async rank(
    groups: readonly TermGroup[],
    kind: ItemKind | undefined,
    limit: number,
    perTerm: number,
  ): Promise<RankedItem[]> {
    const kindFilter = kind === undefined ? sql`` : sql`and k = ${KIND_NUMBER[kind]}`;
    const pairs = groups.flatMap((group, g) => group.terms.map(({ term, weight }) => ({ term, g, weight })));
    const branches = pairs.map(
      ({ term, g, weight }, i) =>
        sql`select * from (select item, score * ${weight} as s, cast(${g} as integer) as grp from search_postings
          where term = ${term} ${kindFilter} order by score desc limit ${perTerm}) as ${sql.raw(`t${i}`)}`,
    );
    if (branches.length === 0) return [];
    const { rows } = await sql<{ kind: ItemKind; item_id: string; item: number; n: number; s: number }>`
      select si.kind, si.item_id, r.item, r.n, r.s from (
        select m.item, count(distinct m.grp) as n, sum(m.s) as s from (${sql.join(branches, sql` union all `)}) as m
        group by m.item order by n desc, s desc limit ${limit}
      ) as r join search_items si on si.id = r.item
      order by r.n desc, r.s desc`.execute(this.db);
    return rows.map((r) => ({
      kind: r.kind,
      itemId: r.item_id,
      item: Number(r.item),
      groups: Number(r.n),
      score: Number(r.s),
    }));
  }

  async liveDocuments(ids: readonly string[]): Promise<LiveHit[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('documents as d')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .leftJoin('document_files as f', 'f.document_id', 'd.id')
      .select([
        'd.id',
        'd.title',
        'd.subject',
        'd.class_',
        'd.edited',
        'd.extension',
        'd.description',
        'u.name as owner_name',
        'f.thumbnail',
      ])
      .where('d.id', 'in', ids)
      .execute();
  }

  async liveLearnsets(ids: readonly string[]): Promise<LiveHit[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('learnsets as s')
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .select(['s.id', 's.title', 's.subject', 's.class_', 's.edited', 's.description', 'u.name as owner_name'])
      .select([sql<string>`''`.as('extension'), sql<string | null>`null`.as('thumbnail')])
      .where('s.id', 'in', ids)
      .execute();
  }

  /** Where the query's terms are in these items (for the snippets). */
  async matches(items: readonly number[], terms: readonly string[]): Promise<MatchRow[]> {
    if (items.length === 0 || terms.length === 0) return [];
    const rows = await this.db
      .selectFrom('search_postings')
      .select(['item', 'term', 'in_title', 'field', 'pos', 'score'])
      .where('item', 'in', items)
      .where('term', 'in', [...new Set(terms)].slice(0, IN_LIST))
      .execute();
    return rows.map((r) => ({ ...r, item: Number(r.item), pos: Number(r.pos), score: Number(r.score) }));
  }

  /** Pieces of the bodies the snippets are cut from: documents' text, sets' cards. `start` counts from 0. */
  async windows(
    wanted: readonly { kind: ItemKind; itemId: string; start: number; length: number }[],
  ): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    if (wanted.length === 0) return out;
    const parts = wanted.map((w) =>
      w.kind === 'document'
        ? sql`select cast(${`document:${w.itemId}`} as text) as key, substr(text, cast(${w.start + 1} as integer), cast(${w.length} as integer)) as piece
            from document_files where document_id = ${w.itemId}`
        : sql`select cast(${`learnset:${w.itemId}`} as text) as key, substr(body, cast(${w.start + 1} as integer), cast(${w.length} as integer)) as piece
            from search_items where kind = 'learnset' and item_id = ${w.itemId}`,
    );
    const { rows } = await sql<{ key: string; piece: string }>`${sql.join(parts, sql` union all `)}`.execute(this.db);
    for (const r of rows) out.set(r.key, r.piece);
    return out;
  }
}

/** Counts terms in (`added`) and out (`removed`), in one order so two writers never deadlock. */
async function moveVocabulary(db: Db, added: string[], removed: string[]): Promise<void> {
  for (const part of chunks([...added].sort(), INSERT_ROWS)) {
    await sql`insert into search_vocab (term, items) values ${sql.join(part.map((t) => sql`(${t}, 1)`))}
      on conflict (term) do update set items = search_vocab.items + 1`.execute(db);
  }
  for (const part of chunks([...removed].sort(), IN_LIST)) {
    await db
      .updateTable('search_vocab')
      .set((eb) => ({ items: eb('items', '-', 1) }))
      .where('term', 'in', part)
      .execute();
  }
  if (removed.length > 0) {
    for (const part of chunks([...removed].sort(), IN_LIST)) {
      await db.deleteFrom('search_vocab').where('term', 'in', part).where('items', '<=', 0).execute();
    }
  }
}
