// No zod here: every study mode's chunk splits card text with this.

/** A piece of card text: ordinary text, or a formula to typeset (its TeX without the dollars). */
export type CardTextPart = { kind: 'text'; text: string } | { kind: 'formula'; tex: string; display: boolean };

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * Where the formula opened at `from` (just past its dollars) ends, or -1. Inside a formula a
 * backslash takes the next character with it (TeX's `\$`, `\\`), so those never close it.
 * Inline (`$…$`): on one line, the closing `$` right after a non-blank and not before a digit.
 * Display (`$$…$$`): may span lines.
 */
function closingDollar(text: string, from: number, display: boolean): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (!display && ch === '\n') return -1;
    if (ch !== '$') continue;
    if (display) {
      if (text[i + 1] === '$') return i;
      continue;
    }
    if (!isSpace(text[i - 1]) && !isDigit(text[i + 1])) return i;
  }
  return -1;
}

/**
 * Splits card text into text and formulas. The rule (also on the help page):
 * - `$$…$$` is a formula set on its own line; `$…$` a formula in the line.
 * - `$…$` only when the opening `$` is followed by a non-blank and the closing `$` follows a
 *   non-blank and is not followed by a digit, so prices such as "5$", "5 $ pro Stück" or "$5 bis
 *   $10" stay text.
 * - `\$` is a dollar sign in the text; anything else is shown as written.
 * One forward pass: a scan for a closing `$` that fails is remembered, so no later `$` of the
 * same line (inline) or text (display) scans the same stretch again.
 */
export function splitCardText(text: string): CardTextPart[] {
  const parts: CardTextPart[] = [];
  let plain = '';
  /** No inline formula can close before this index (a failed scan reached it). */
  let inlineDeadUntil = -1;
  let displayDead = false;
  const flush = () => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      plain += ch;
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      const end = displayDead ? -1 : closingDollar(text, i + 2, true);
      const tex = end < 0 ? '' : text.slice(i + 2, end);
      if (end >= 0 && tex.trim() !== '') {
        flush();
        parts.push({ kind: 'formula', tex: tex.trim(), display: true });
        i = end + 2;
        continue;
      }
      if (end < 0) displayDead = true;
      plain += '$$';
      i += 2;
      continue;
    }
    const opens = i + 1 < text.length && !isSpace(text[i + 1]);
    const end = opens && i > inlineDeadUntil ? closingDollar(text, i + 1, false) : -1;
    if (end >= 0) {
      flush();
      parts.push({ kind: 'formula', tex: text.slice(i + 1, end), display: false });
      i = end + 1;
      continue;
    }
    if (opens && i > inlineDeadUntil) {
      const lineEnd = text.indexOf('\n', i);
      inlineDeadUntil = lineEnd < 0 ? text.length : lineEnd;
    }
    plain += '$';
    i++;
  }
  flush();
  return parts;
}

/** Cheap first test: text without a `$` has no formula (most cards), so nothing is loaded for it. */
export function mayHaveFormula(text: string): boolean {
  return text.includes('$');
}

/** Whether the text holds at least one formula to typeset. */
export function hasFormula(text: string): boolean {
  return mayHaveFormula(text) && splitCardText(text).some((part) => part.kind === 'formula');
}

/** TeX commands a voice reads better as the sign they stand for ("mal", "times"). */
const SIGNS: Readonly<Record<string, string>> = {
  cdot: '×',
  times: '×',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  neq: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  sqrt: '√',
  to: '→',
  rightarrow: '→',
};

/** TeX made readable: fractions as "a / b", signs for common commands, names for the rest, no braces. */
function readableTex(tex: string): string {
  return tex
    .replace(/\\frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, ' $1 / $2 ')
    .replace(/\\(?:left|right|displaystyle|,|;|!|quad|qquad)(?![A-Za-z])/g, ' ')
    .replace(/\\([A-Za-z]+)/g, (_, name: string) => ` ${Object.hasOwn(SIGNS, name) ? SIGNS[name] : name} `)
    .replace(/[{}\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The card text as plain words: for an image's alternative text and for reading aloud. Formulas
 * become readable TeX (`\frac{a}{b} \cdot c` → "a / b × c"), an escaped `\$` a dollar sign.
 */
export function plainCardText(text: string): string {
  if (!mayHaveFormula(text)) return text;
  return splitCardText(text)
    .map((part) => (part.kind === 'text' ? part.text : ` ${readableTex(part.tex)} `))
    .join('')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([?!.,;:])/g, '$1')
    .trim();
}
