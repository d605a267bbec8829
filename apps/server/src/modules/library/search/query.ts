import { isStopWord, termOf, tokenize, umlautReading } from './text';

/** Query words beyond these are not searched (a pasted paragraph costs no more than a question). */
const MAX_WORDS = 8;
/** Longer words are taken as written: no compound cuts, no typo candidates. */
const MAX_READ_LENGTH = 30;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A query word as the search reads it: terms any of which count, and how it was read otherwise. */
export interface ReadWord {
  terms: string[];
  /** The word as read otherwise (a correction, "zell atmung" for a compound), or undefined. */
  readAs?: string;
  /** A compound read as its parts: each part must match (they come as separate words). */
  parts?: string[];
  /** A known compound's parts, also counted (weaker): "Zellatmung" finds "Atmung der Zelle". */
  alsoParts?: string[];
}

/** The folded words of a query: stop words left out unless the query has nothing else. */
export function queryWords(q: string): string[] {
  const words = tokenize(q).map((t) => t.folded);
  const meaningful = words.filter((w) => !isStopWord(w));
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_WORDS);
}

/** Ways to cut a word into two known parts, a linking "s" of the first part dropped as well. */
export function compoundSplits(word: string): { left: string; right: string; leftTerm: string; rightTerm: string }[] {
  if (word.length < 7 || word.length > MAX_READ_LENGTH || /\d/.test(word)) return [];
  const out: { left: string; right: string; leftTerm: string; rightTerm: string }[] = [];
  for (let i = 3; i <= word.length - 3; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    out.push({ left, right, leftTerm: termOf(left), rightTerm: termOf(right) });
    if (left.endsWith('s') && left.length > 3) {
      const bare = left.slice(0, -1);
      out.push({ left: bare, right, leftTerm: termOf(bare), rightTerm: termOf(right) });
    }
  }
  return out;
}

/** Every word one edit away: a letter left out, put in, changed, or two swapped. */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      out.add(head + c + tail);
      if (tail && c !== tail[0]) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(word);
  return [...out];
}

type Known = (terms: string[]) => Promise<Map<string, number>>;

/**
 * Reads each query word: as written (its stem known to the index), with "ae/oe/ue" read as
 * umlauts, as a compound of two known words, or as the known word one typo away (the most
 * common one wins). A word none of these finds stays as written (it matches nothing).
 */
export async function readQuery(q: string, known: Known): Promise<ReadWord[]> {
  const words = queryWords(q);
  const plan = words.map((word) => {
    const direct = termOf(word);
    const umlaut = umlautReading(word);
    return { word, direct, umlaut: umlaut && termOf(umlaut), splits: compoundSplits(word) };
  });
  const first = await known(
    plan.flatMap((p) => [
      p.direct,
      ...(p.umlaut ? [p.umlaut] : []),
      ...p.splits.flatMap((s) => [s.leftTerm, s.rightTerm]),
    ]),
  );
  const read: (ReadWord | undefined)[] = plan.map((p) => {
    const splits = p.splits.filter((s) => first.has(s.leftTerm) && first.has(s.rightTerm));
    // The most even cut: "zellatmung" is "zell" + "atmung", not "zel" + "latmung".
    const best = splits.reduce<(typeof splits)[number] | undefined>(
      (a, b) => (!a || Math.min(b.left.length, b.right.length) > Math.min(a.left.length, a.right.length) ? b : a),
      undefined,
    );
    if (first.has(p.direct)) {
      const terms = p.umlaut && first.has(p.umlaut) ? [p.direct, p.umlaut] : [p.direct];
      return best ? { terms, alsoParts: [best.leftTerm, best.rightTerm] } : { terms };
    }
    if (p.umlaut && first.has(p.umlaut)) return { terms: [p.umlaut], readAs: umlautReading(p.word) };
    if (best) {
      return {
        terms: [best.leftTerm],
        parts: [best.leftTerm, best.rightTerm],
        readAs: `${best.left} ${best.right}`,
      };
    }
    return undefined;
  });
  const unknown = plan.filter(
    (p, i) => !read[i] && p.word.length >= 4 && p.word.length <= MAX_READ_LENGTH && !/\d/.test(p.word),
  );
  if (unknown.length > 0) {
    const candidates = unknown.map((p) => oneEditAway(p.word).map((variant) => ({ variant, term: termOf(variant) })));
    const second = await known(candidates.flat().map((c) => c.term));
    unknown.forEach((p, u) => {
      let best: { variant: string; term: string; items: number } | undefined;
      for (const c of candidates[u]!) {
        const items = second.get(c.term);
        if (items !== undefined && (!best || items > best.items)) best = { ...c, items };
      }
      if (best) read[plan.indexOf(p)] = { terms: [best.term], readAs: best.variant };
    });
  }
  return plan.map((p, i) => read[i] ?? { terms: [p.direct] });
}
