/**
 * Which fields a card template shows. Anki templates are Mustache-like: `{{Front}}`, filters
 * such as `{{type:Back}}` or `{{cloze:Text}}`, and sections `{{#Field}}…{{/Field}}` that only
 * decide whether the card exists. Cards themselves come from the collection's `cards` table,
 * so the sections need no evaluation here.
 */
const REFERENCE = /\{\{([^{}]+)\}\}/g;
/** Replacements Anki fills in itself; they are no field of the note. */
const SPECIAL = new Set(['FrontSide', 'Tags', 'Deck', 'Subdeck', 'Card', 'CardFlag', 'Type', 'CardID']);

interface Reference {
  field: string;
  filters: string[];
}

function references(template: string): Reference[] {
  const found: Reference[] = [];
  for (const match of template.matchAll(REFERENCE)) {
    const inner = (match[1] as string).trim();
    if (/^[#^/!]/.test(inner)) continue;
    const parts = inner.split(':');
    const field = (parts.pop() as string).trim();
    if (field && !SPECIAL.has(field)) found.push({ field, filters: parts.map((p) => p.trim()) });
  }
  return found;
}

/** The fields one card template shows as its question and as its answer, in template order. */
export interface TemplateFields {
  question: string[];
  answer: string[];
  /** The field a cloze template turns into gaps (`{{cloze:Text}}`), if any. */
  cloze?: string;
}

/**
 * Question fields are those the front shows (a `{{type:…}}` box is an answer to type, not
 * something shown); answer fields are those the back adds. So "Basic (and reversed card)"
 * gives Front → Back for card 1 and Back → Front for card 2.
 */
export function templateFields(questionFormat: string, answerFormat: string): TemplateFields {
  const front = references(questionFormat);
  const question = unique(front.filter((r) => !r.filters.includes('type')).map((r) => r.field));
  const typed = front.filter((r) => r.filters.includes('type')).map((r) => r.field);
  const back = references(answerFormat).map((r) => r.field);
  const answer = unique([...typed, ...back]).filter((field) => !question.includes(field));
  const cloze = front.find((r) => r.filters.includes('cloze'))?.field;
  return { question, answer, cloze };
}

function unique(fields: string[]): string[] {
  return [...new Set(fields)];
}

interface Gap {
  /** Where `{{c` starts and where the closing `}}` ends. */
  start: number;
  end: number;
  number: number;
  text: string;
  hint?: string;
}

const GAP_START = /\{\{c(\d+)::/g;

/**
 * The gaps of a cloze field: `{{c1::text}}` or `{{c1::text::hint}}`. Each gap ends at the first
 * `}}` after its start (found with indexOf, so a field without one costs a single pass); nested
 * gaps (Anki 2.1.56+) are therefore read as far as the inner gap's end.
 */
function gaps(html: string): Gap[] {
  const found: Gap[] = [];
  GAP_START.lastIndex = 0;
  for (let match = GAP_START.exec(html); match; match = GAP_START.exec(html)) {
    const close = html.indexOf('}}', GAP_START.lastIndex);
    if (close < 0) break;
    const inner = html.slice(GAP_START.lastIndex, close);
    const split = inner.indexOf('::');
    found.push({
      start: match.index,
      end: close + 2,
      number: Number(match[1]),
      text: split < 0 ? inner : inner.slice(0, split),
      hint: split < 0 ? undefined : inner.slice(split + 2),
    });
    GAP_START.lastIndex = close + 2;
  }
  return found;
}

/** Whether a cloze field has a gap with the card's number (Anki keeps a card for an emptied one). */
export function hasGap(html: string, number: number): boolean {
  return gaps(html).some((gap) => gap.number === number);
}

/**
 * One cloze card: the field with this card's gaps hidden (`[…]`, or `[hint]` as Anki shows a
 * hint) and every other gap filled in; the answer is the hidden text, gaps joined by ", ".
 * Works on the field's HTML; both results are turned into text afterwards.
 */
export function clozeCard(
  html: string,
  number: number,
  gap: (hint?: string) => string,
): { question: string; answer: string } {
  const hidden: string[] = [];
  let question = '';
  let at = 0;
  for (const found of gaps(html)) {
    question += html.slice(at, found.start);
    if (found.number === number) {
      hidden.push(found.text);
      question += gap(found.hint?.trim() || undefined);
    } else {
      question += found.text;
    }
    at = found.end;
  }
  question += html.slice(at);
  return { question, answer: hidden.join(', ') };
}
