import { fieldText } from './anki-html';

/**
 * Anki's card templates are Mustache-like: `{{Front}}`, filters such as `{{type:Back}}`,
 * `{{hint:Notes}}` or `{{cloze:Text}}`, sections `{{#Field}}…{{/Field}}` shown only when the field
 * has content and `{{^Field}}…{{/Field}}` only when it is empty, comments `{{!…}}`. They are
 * rendered here as Anki renders them, so a card shows what Anki shows and hides what it hides.
 */
const TAG = /\{\{([^{}]*)\}\}/g;
/** Replacements Anki fills in from the card and deck; they are no field and show nothing here. */
const SPECIAL = new Set(['Tags', 'Deck', 'Subdeck', 'Card', 'CardFlag', 'Type', 'CardID']);

export interface RenderContext {
  /** The note's fields (HTML) by name. */
  fields: ReadonlyMap<string, string>;
  side: 'question' | 'answer';
  /** The card's number among a cloze note's gaps (card ord + 1); undefined for other notes. */
  clozeNumber?: number;
  /** The rendered question, for the back's `{{FrontSide}}`. */
  frontSide?: string;
  /** The back without its cloze text and `{{FrontSide}}`: what it adds to a cloze card's gaps. */
  clozeExtrasOnly?: boolean;
  /** Fields rendered as nothing, their sections closed (the alternatives of this product's own export). */
  omitted?: ReadonlySet<string>;
  gap: (hint?: string) => string;
}

const hasContent = (html: string | undefined) => {
  if (!html) return false;
  const shown = fieldText(html);
  return shown.text !== '' || shown.images.length > 0;
};

/**
 * One side of a card as HTML. Sections follow Anki: `{{#c2}}` of a cloze template is open on
 * the card of gap 2 only; a section closed by another name than it opened with ends the innermost
 * one; an unknown field renders as nothing. Each tag ends at the first `}}` after it, so a
 * template costs one pass.
 */
export function renderTemplate(template: string, context: RenderContext): string {
  let out = '';
  let at = 0;
  /** Per open section: whether its content shows; and how many of them hide it (one check per tag). */
  const open: boolean[] = [];
  let hiding = 0;
  const showing = () => hiding === 0;
  const filled = new Map<string, boolean>();
  const isSet = (name: string) => {
    const gap = /^c(\d+)$/.exec(name);
    if (gap && context.clozeNumber !== undefined) return Number(gap[1]) === context.clozeNumber;
    if (context.omitted?.has(name)) return false;
    // Each field is read once, however many sections ask for it.
    let known = filled.get(name);
    if (known === undefined) filled.set(name, (known = hasContent(context.fields.get(name))));
    return known;
  };
  TAG.lastIndex = 0;
  for (let match = TAG.exec(template); match; match = TAG.exec(template)) {
    if (showing()) out += template.slice(at, match.index);
    at = match.index + match[0].length;
    const inner = (match[1] as string).trim();
    const kind = inner[0];
    if (kind === '#' || kind === '^') {
      const set = isSet(inner.slice(1).trim());
      const shows = kind === '#' ? set : !set;
      open.push(shows);
      if (!shows) hiding++;
    } else if (kind === '/') {
      if (open.pop() === false) hiding--;
    } else if (kind !== '!' && kind !== '=' && showing()) {
      out += replacement(inner, context);
    }
  }
  if (showing()) out += template.slice(at);
  return out;
}

/** `{{filter:filter:Field}}`: the field's HTML as the filters show it. */
function replacement(inner: string, context: RenderContext): string {
  const parts = inner.split(':');
  const name = (parts.pop() as string).trim();
  const filters = parts.map((part) => part.trim());
  if (name === 'FrontSide') return context.clozeExtrasOnly ? '' : (context.frontSide ?? '');
  if (SPECIAL.has(name) || context.omitted?.has(name)) return '';
  let html = context.fields.get(name) ?? '';
  // A hint shows after a click, a typed answer's box and spoken text are no text of the card.
  if (filters.some((filter) => filter === 'hint' || filter.startsWith('tts'))) return '';
  const typed = filters.includes('type');
  if (typed && context.side === 'question') return '';
  if (filters.includes('cloze')) {
    if (context.clozeExtrasOnly || context.clozeNumber === undefined) return '';
    const card = clozeCard(html, context.clozeNumber, context.gap);
    html = context.side === 'question' ? card.question : clozeCard(html, 0, context.gap).question;
    if (typed) html = card.answer;
  }
  for (const filter of filters) {
    if (filter === 'text') html = escapeHtml(fieldText(html).text);
    else if (filter === 'kanji' || filter === 'kana' || filter === 'furigana') html = reading(html, filter);
  }
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

/**
 * Japanese readings written `漢字[かんじ]` (a space may stand before the base): the base, the
 * reading, or the base with its reading in brackets. Each `[` looks back only as far as the last
 * reading, so a field costs one pass.
 */
function reading(html: string, filter: 'kanji' | 'kana' | 'furigana'): string {
  let out = '';
  let at = 0;
  for (let open = html.indexOf('['); open >= 0; open = html.indexOf('[', open + 1)) {
    const close = html.indexOf(']', open);
    if (close < 0) break;
    let start = open;
    while (start > at && !/[\s>\]]/.test(html[start - 1] as string)) start--;
    if (start === open) continue;
    out += html.slice(at, start > at && html[start - 1] === ' ' ? start - 1 : start);
    const base = html.slice(start, open);
    const kana = html.slice(open + 1, close);
    out += filter === 'kanji' ? base : filter === 'kana' ? kana : `${base}(${kana})`;
    at = close + 1;
    open = close;
  }
  return out + html.slice(at);
}

/**
 * What the back adds: everything after its first `<hr id=answer>` (where Anki scrolls to), else
 * the back without the front it starts with, else the whole back. Each `<hr` is followed to the
 * first `>` after it, and none is looked for once a tag stays open to the end: one pass.
 */
export function answerPart(back: string, front: string): string {
  const RULE = /<hr/gi;
  for (let match = RULE.exec(back); match; match = RULE.exec(back)) {
    const end = back.indexOf('>', match.index);
    if (end < 0) break;
    if (/\bid\s*=\s*["']?answer\b/i.test(back.slice(match.index, end))) return back.slice(end + 1);
    RULE.lastIndex = end;
  }
  return front !== '' && back.startsWith(front) ? back.slice(front.length) : back;
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
