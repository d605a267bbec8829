import { SUBJECTS } from '@app/shared/constants/subjects';
import type { SearchHit, SearchKind, SnippetPart } from '@app/shared/library/search';
import type { Db } from '../../../db/connection';
import { cardPlainText, type IndexedText, postingsOf } from './index-terms';
import { readQuery, type ReadWord } from './query';
import { type ItemKind, SearchRepository, type TermGroup } from './search.repository';
import { snippetOf } from './snippet';

export interface SearchRequest {
  q: string;
  kind: SearchKind;
  limit: number;
}

export interface SearchResult {
  hits: SearchHit[];
  readAs: string[];
}

export interface SearchIndexOptions {
  /** Postings read per query term, best first: the work of a query is bounded by it. */
  perTerm?: number;
}

/** Thumbnails are served under this path (the file route belongs to the documents' files). */
export const THUMBNAIL_PATH = '/dateien/vorschaubilder/';
/** Characters read around a match to cut a snippet from. */
const WINDOW_BEFORE = 100;
const WINDOW_LENGTH = 360;
/** A known compound's parts found apart weigh this much of the compound itself. */
const COMPOUND_PART_WEIGHT = 0.5;
/** How long the item count (for the rarity of terms) is reused. */
const COUNT_TTL_MS = 30_000;

/** The class, subject and creator of an item, as indexed and as shown in a snippet. */
export function metaText(item: { subject: string; class_: string; owner_name: string }): string {
  const subject = SUBJECTS[item.subject];
  return [subject && item.subject !== '-' ? subject : '', item.class_ === '-' ? '' : item.class_, item.owner_name]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The library's search (docs/decisions/0064): builds an item's index rows from the live tables,
 * and answers a query with the best items that still exist, each with a snippet.
 */
export class SearchIndex {
  private readonly repo: SearchRepository;
  private readonly perTerm: number;
  private count: { n: number; at: number } | undefined;

  constructor(db: Db, options: SearchIndexOptions = {}) {
    this.repo = new SearchRepository(db);
    this.perTerm = options.perTerm ?? 150;
  }

  /** (Re)builds a document's index rows, or removes them when the document is gone. */
  async indexDocument(id: string): Promise<void> {
    const doc = await this.repo.readDocument(id);
    if (!doc) return this.repo.removeItem('document', id);
    const texts: IndexedText[] = [
      { field: 'title', text: doc.title },
      { field: 'description', text: doc.description },
      { field: 'meta', text: metaText(doc) },
      { field: 'text', text: doc.text },
    ];
    await this.repo.replaceItem('document', id, doc.text, postingsOf(texts, doc.edited));
  }

  /** (Re)builds a set's index rows (title, description, cards), or removes them when the set is gone. */
  async indexLearnset(id: string): Promise<void> {
    const set = await this.repo.readLearnset(id);
    if (!set) return this.repo.removeItem('learnset', id);
    const body = set.cards.map((c) => `${cardPlainText(c.question)} – ${cardPlainText(c.answer)}`).join('\n');
    const texts: IndexedText[] = [
      { field: 'title', text: set.title },
      { field: 'description', text: set.description },
      { field: 'meta', text: metaText(set) },
      { field: 'card', text: body },
    ];
    await this.repo.replaceItem('learnset', id, body, postingsOf(texts, set.edited));
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const known = new Map<string, number>();
    const words = await readQuery(request.q, async (terms) => {
      const found = await this.repo.knownTerms(terms);
      for (const [term, items] of found) known.set(term, items);
      return found;
    });
    const total = await this.itemCount();
    const rarity = (term: string) => Math.log(1 + total / Math.max(1, known.get(term) ?? 1));
    const groups: TermGroup[] = words.flatMap((w: ReadWord) => {
      if (w.parts) return w.parts.map((term) => ({ terms: [{ term, weight: rarity(term) }] }));
      const terms = w.terms.map((term) => ({ term, weight: rarity(term) }));
      for (const term of w.alsoParts ?? []) terms.push({ term, weight: rarity(term) * COMPOUND_PART_WEIGHT });
      return [{ terms }];
    });
    const readAs = words.flatMap((w) => (w.readAs ? [w.readAs] : []));
    const kind: ItemKind | undefined =
      request.kind === 'documents' ? 'document' : request.kind === 'learnsets' ? 'learnset' : undefined;
    // A few more than asked: items deleted since their job ran are dropped below.
    const ranked = await this.repo.rank(groups, kind, request.limit + 5, this.perTerm);
    if (ranked.length === 0) return { hits: [], readAs };
    const live = new Map((await this.repo.liveHits(ranked.map((r) => r.item))).map((h) => [h.item, h]));
    const top = ranked.filter((r) => live.has(r.item)).slice(0, request.limit);
    const terms = new Set(groups.flatMap((g) => g.terms.map((t) => t.term)));
    const windows = await this.repo.windows(
      top
        .filter((r) => r.field === 'text' || r.field === 'card')
        .map((r) => ({ item: r.item, start: Math.max(0, r.pos - WINDOW_BEFORE), length: WINDOW_LENGTH })),
    );
    const hits = top.map((r): SearchHit => {
      const row = live.get(r.item)!;
      let snippet: SnippetPart[] = [];
      if (r.field === 'description') snippet = snippetOf(row.description, terms, r.pos);
      else if (r.field === 'meta') snippet = snippetOf(metaText(row), terms);
      else if (r.field === 'text' || r.field === 'card') {
        const piece = windows.get(r.item) ?? '';
        const start = Math.max(0, r.pos - WINDOW_BEFORE);
        snippet = snippetOf(piece, terms, r.pos - start, start > 0, piece.length >= WINDOW_LENGTH);
      }
      const where: SearchHit['where'] = r.inTitle
        ? 'title'
        : r.field === 'description' || r.field === 'meta' || r.field === 'text' || r.field === 'card'
          ? r.field
          : 'title';
      return {
        kind: row.kind,
        id: row.id,
        title: row.title,
        subject: row.subject,
        class_: row.class_,
        owner_name: row.owner_name,
        edited: row.edited,
        extension: row.extension,
        where,
        snippet,
        thumbnail: row.thumbnail ? `${THUMBNAIL_PATH}${row.thumbnail}` : null,
      };
    });
    return { hits, readAs };
  }

  private async itemCount(): Promise<number> {
    const now = Date.now();
    if (!this.count || now - this.count.at > COUNT_TTL_MS) this.count = { n: await this.repo.itemCount(), at: now };
    return Math.max(1, this.count.n);
  }
}
