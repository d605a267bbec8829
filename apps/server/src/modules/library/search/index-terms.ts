import { splitCardText } from '@app/shared/learnsets/formula';
import { isStopWord, termOf, tokenize } from './text';

/** Where a text of an item sits, and what a match there weighs. */
export type SearchField = 'title' | 'description' | 'meta' | 'text' | 'card';

export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  title: 10,
  description: 4,
  meta: 3,
  text: 1,
  card: 1.2,
};

/** Term frequency saturation (as BM25's k1) and the body length a text is measured against. */
const K1 = 1.2;
const AVERAGE_BODY_TOKENS = 1_000;
/** Recency: a match in an item edited this many years later weighs twice as much. */
const RECENCY_DOUBLING_YEARS = 3;

export interface Posting {
  term: string;
  score: number;
  inTitle: boolean;
  /** The field other than the title where the term weighs most ('' when only the title holds it). */
  field: Exclude<SearchField, 'title'> | '';
  /** Offset of the term's first word in that field's text. */
  pos: number;
}

export interface IndexedText {
  field: SearchField;
  text: string;
}

/** 'YYYY-MM-DD_HH-MM-SS' → a factor that doubles every RECENCY_DOUBLING_YEARS (a fixed origin: ranks as a decay from now would). */
export function recencyFactor(edited: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(edited);
  if (!m) return 1;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const years = (at - Date.UTC(2026, 0, 1)) / (365.25 * 24 * 3600 * 1000);
  return 2 ** (years / RECENCY_DOUBLING_YEARS);
}

/** An item's postings: every term once, its weight summed over the fields that hold it. */
export function postingsOf(texts: readonly IndexedText[], edited: string): Posting[] {
  const byTerm = new Map<
    string,
    { score: number; inTitle: boolean; best: number; field: Posting['field']; pos: number }
  >();
  const recency = recencyFactor(edited);
  for (const { field, text } of texts) {
    const tokens = tokenize(text);
    const counts = new Map<string, { tf: number; pos: number }>();
    for (const token of tokens) {
      if (isStopWord(token.folded)) continue;
      const term = termOf(token.folded);
      if (!term) continue;
      const seen = counts.get(term);
      if (seen) seen.tf++;
      else counts.set(term, { tf: 1, pos: token.start });
    }
    const body = field === 'text' || field === 'card';
    const norm = body ? 0.3 + (0.7 * tokens.length) / AVERAGE_BODY_TOKENS : 1;
    for (const [term, { tf, pos }] of counts) {
      const weight = (FIELD_WEIGHTS[field] * tf) / (tf + K1 * norm);
      const entry = byTerm.get(term) ?? { score: 0, inTitle: false, best: 0, field: '' as const, pos: 0 };
      entry.score += weight;
      if (field === 'title') entry.inTitle = true;
      else if (weight > entry.best) {
        entry.best = weight;
        entry.field = field;
        entry.pos = pos;
      }
      byTerm.set(term, entry);
    }
  }
  return [...byTerm].map(([term, e]) => ({
    term,
    score: e.score * recency,
    inTitle: e.inTitle,
    field: e.field,
    pos: e.pos,
  }));
}

/** A card's words without its formulas (TeX is not searched). */
export function cardPlainText(text: string): string {
  return splitCardText(text)
    .map((part) => (part.kind === 'text' ? part.text : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
