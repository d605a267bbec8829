import { sql } from 'kysely';
import { type Db, engineOf } from '../../../db/connection';
import type { Posting } from './index-terms';

export type ItemKind = 'document' | 'learnset';
const KIND_NUMBER: Readonly<Record<ItemKind, number>> = { document: 0, learnset: 1 };

/** Characters per piece of a snippet's source text (`search_chunks`). */
export const SNIPPET_CHUNK = 1_024;
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
  item: number;
  /** Query words it matched. */
  groups: number;
  score: number;
  /** Whether the title holds a query term, and the best place outside the title ('' if none). */
  inTitle: boolean;
  field: string;
  pos: number;
  fieldScore?: number;
}

export interface LiveHit {
  item: number;
  kind: ItemKind;
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
    const keys = JSON.stringify(postings.map((p) => [p.term, p.score]));
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('search_items')
        .select(['id', 'terms'])
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      let item: number;
      if (before) {
        item = before.id;
        await deletePostings(trx, item, before.terms);
        await trx.updateTable('search_items').set({ terms: keys }).where('id', '=', item).execute();
        await trx.deleteFrom('search_chunks').where('item', '=', item).execute();
      } else {
        const row = await trx
          .insertInto('search_items')
          .values({ kind, item_id: itemId, terms: keys })
          .returning('id')
          .executeTakeFirstOrThrow();
        item = Number(row.id);
      }
      if (postings.length > 0) {
        // One statement with the rows as one JSON parameter: a document's thousand terms cost no
        // thousand bound values (nor a query builder's time to write them out).
        const json = JSON.stringify(postings.map((p) => [p.term, p.score, p.inTitle ? 1 : 0, p.field, p.pos]));
        await sql`insert into search_postings (term, score, item, k, in_title, field, pos)
          select j.value ->> 0, cast(j.value ->> 1 as double precision), ${item}, ${KIND_NUMBER[kind]},
            cast(j.value ->> 2 as integer), j.value ->> 3, cast(j.value ->> 4 as integer)
          from ${jsonRows(trx, json)}`.execute(trx);
      }
      if (body) {
        const pieces: [number, string][] = [];
        for (let n = 0; n * SNIPPET_CHUNK < body.length; n++) {
          pieces.push([n, body.slice(n * SNIPPET_CHUNK, (n + 1) * SNIPPET_CHUNK)]);
        }
        await sql`insert into search_chunks (item, n, text)
          select ${item}, cast(j.value ->> 0 as integer), j.value ->> 1 from ${jsonRows(trx, JSON.stringify(pieces))}`.execute(
          trx,
        );
      }
      const old = new Set(before ? (JSON.parse(before.terms) as [string, number][]).map(([t]) => t) : []);
      const now = new Set(postings.map((p) => p.term));
      await moveVocabulary(
        trx,
        [...now].filter((t) => !old.has(t)),
        [...old].filter((t) => !now.has(t)),
      );
    });
  }

  /** Takes an item out of the index (it was deleted). */
  async removeItem(kind: ItemKind, itemId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('search_items')
        .select(['id', 'terms'])
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      if (!row) return;
      await deletePostings(trx, row.id, row.terms);
      await trx.deleteFrom('search_chunks').where('item', '=', row.id).execute();
      await trx.deleteFrom('search_items').where('id', '=', row.id).execute();
      await moveVocabulary(
        trx,
        [],
        (JSON.parse(row.terms) as [string, number][]).map(([t]) => t),
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
   * The best items: per term its `perTerm` best postings (one range of the key, read in order),
   * summed per item; items that match more of the query's words come first. Each with where its
   * terms are best shown.
   */
  async rank(
    groups: readonly TermGroup[],
    kind: ItemKind | undefined,
    limit: number,
    perTerm: number,
  ): Promise<RankedItem[]> {
    const kindFilter = kind === undefined ? sql`` : sql`and k = ${KIND_NUMBER[kind]}`;
    const pairs = groups.flatMap((group, g) => group.terms.map(({ term, weight }) => ({ term, g, weight })));
    if (pairs.length === 0) return [];
    const branches = pairs.map(
      ({ term }, i) =>
        sql`select * from (select item, score, in_title, field, pos, cast(${i} as integer) as branch from search_postings
          where term = ${term} ${kindFilter} order by score desc limit ${perTerm}) as ${sql.raw(`t${i}`)}`,
    );
    const { rows } = await sql<{
      item: number;
      score: number;
      in_title: number;
      field: string;
      pos: number;
      branch: number;
    }>`
      ${sql.join(branches, sql` union all `)}`.execute(this.db);
    const byItem = new Map<number, RankedItem & { seen: Set<number> }>();
    for (const row of rows) {
      const pair = pairs[Number(row.branch)]!;
      const item = Number(row.item);
      const score = Number(row.score) * pair.weight;
      let entry = byItem.get(item);
      if (!entry) {
        entry = {
          item,
          groups: 0,
          score: 0,
          inTitle: false,
          field: '',
          pos: 0,
          seen: new Set(),
        };
        byItem.set(item, entry);
      }
      entry.seen.add(pair.g);
      entry.score += score;
      if (row.in_title) entry.inTitle = true;
      if (row.field && (!entry.field || score > entry.fieldScore!)) {
        entry.field = row.field;
        entry.pos = Number(row.pos);
        entry.fieldScore = score;
      }
    }
    return [...byItem.values()]
      .map(({ seen, ...e }) => ({ ...e, groups: seen.size }))
      .sort((a, b) => b.groups - a.groups || b.score - a.score)
      .slice(0, limit);
  }

  /** The items as they are now (deleted ones are missing), with their owner's name and picture. */
  async liveHits(items: readonly number[]): Promise<LiveHit[]> {
    if (items.length === 0) return [];
    const ids = sql.join(items.map((i) => sql`${i}`));
    const { rows } = await sql<LiveHit>`
      select si.id as item, si.kind, d.id, d.title, d.subject, d.class_, d.edited, d.extension, d.description,
        u.name as owner_name, f.thumbnail
      from search_items si join documents d on d.id = si.item_id join users u on u.id = d.owner_id
        left join document_files f on f.document_id = d.id
      where si.kind = 'document' and si.id in (${ids})
      union all
      select si.id as item, si.kind, s.id, s.title, s.subject, s.class_, s.edited, '' as extension, s.description,
        u.name as owner_name, null as thumbnail
      from search_items si join learnsets s on s.id = si.item_id join users u on u.id = s.owner_id
      where si.kind = 'learnset' and si.id in (${ids})`.execute(this.db);
    return rows.map((r) => ({ ...r, item: Number(r.item) }));
  }

  /**
   * Pieces of the texts the snippets are cut from (a document's text, a set's cards): for each
   * item, `length` characters from `start`, read from the one or two chunks that hold them.
   */
  async windows(wanted: readonly { item: number; start: number; length: number }[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const keys = wanted.flatMap(({ item, start, length }) => {
      const first = Math.floor(start / SNIPPET_CHUNK);
      const last = Math.floor((start + length - 1) / SNIPPET_CHUNK);
      return Array.from({ length: last - first + 1 }, (_, i) => [item, first + i] as const);
    });
    if (keys.length === 0) return out;
    // One keyed read per piece (a row-value `in (values …)` would scan the table).
    const { rows } = await sql<{ item: number; n: number; text: string }>`${sql.join(
      keys.map(([item, n]) => sql`select item, n, text from search_chunks where item = ${item} and n = ${n}`),
      sql` union all `,
    )}`.execute(this.db);
    const chunks = new Map(rows.map((r) => [`${Number(r.item)}:${Number(r.n)}`, r.text]));
    for (const { item, start, length } of wanted) {
      const first = Math.floor(start / SNIPPET_CHUNK);
      let text = '';
      for (let n = first; n <= Math.floor((start + length - 1) / SNIPPET_CHUNK); n++)
        text += chunks.get(`${item}:${n}`) ?? '';
      out.set(item, text.slice(start - first * SNIPPET_CHUNK, start - first * SNIPPET_CHUNK + length));
    }
    return out;
  }
}

/** The elements of a JSON array parameter as rows with a column `value` (each element an array). */
function jsonRows(db: Db, json: string) {
  return engineOf(db) === 'postgres'
    ? sql`jsonb_array_elements(cast(${json} as jsonb)) as j(value)`
    : sql`json_each(${json}) as j`;
}

/**
 * Removes an item's postings by their keys (`terms`: the JSON its row keeps), each found through the
 * key: a row-value `in (…)` would use the key's first column only and read each term's whole range.
 */
async function deletePostings(db: Db, item: number, terms: string): Promise<void> {
  const keys = JSON.parse(terms) as [string, number][];
  if (keys.length === 0) return;
  if (engineOf(db) === 'postgres') {
    await sql`delete from search_postings p using jsonb_array_elements(cast(${terms} as jsonb)) as j(value)
      where p.term = j.value ->> 0 and p.score = cast(j.value ->> 1 as double precision) and p.item = ${item}`.execute(
      db,
    );
    return;
  }
  // SQLite runs the one prepared statement per key, in this process, without a round trip.
  for (const [term, score] of keys) {
    await sql`delete from search_postings where term = ${term} and score = ${score} and item = ${item}`.execute(db);
  }
}

/** Counts terms in (`added`) and out (`removed`), in one order so two writers never deadlock. */
async function moveVocabulary(db: Db, added: string[], removed: string[]): Promise<void> {
  if (added.length > 0) {
    const json = JSON.stringify([...added].sort().map((t) => [t]));
    await sql`insert into search_vocab (term, items) select j.value ->> 0, 1 from ${jsonRows(db, json)} where true
      order by 1 on conflict (term) do update set items = search_vocab.items + 1`.execute(db);
  }
  if (removed.length > 0) {
    const json = JSON.stringify([...removed].sort().map((t) => [t]));
    const terms = sql`(select j.value ->> 0 from ${jsonRows(db, json)})`;
    await sql`update search_vocab set items = items - 1 where term in ${terms}`.execute(db);
    await sql`delete from search_vocab where items <= 0 and term in ${terms}`.execute(db);
  }
}
