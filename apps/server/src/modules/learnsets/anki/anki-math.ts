import { splitCardText } from '@app/shared';
import katex from 'katex';

/**
 * Anki's ways of writing a formula: MathJax `\(…\)` (in the line) and `\[…\]` (on its own line),
 * and the LaTeX it renders to pictures itself, `[$]…[/$]`, `[$$]…[/$$]` and `[latex]…[/latex]`.
 */
const FORMS = [
  { open: '\\(', close: '\\)', display: false, latex: false },
  { open: '\\[', close: '\\]', display: true, latex: false },
  { open: '[$]', close: '[/$]', display: false, latex: false },
  { open: '[$$]', close: '[/$$]', display: true, latex: false },
  { open: '[latex]', close: '[/latex]', display: true, latex: true },
] as const;
type Form = (typeof FORMS)[number];

/** The options the cards render formulas with (apps/web katex-render.ts), but failing on an error. */
const KATEX_OPTIONS = { throwOnError: true, trust: false, strict: 'ignore', maxSize: 20, maxExpand: 500 } as const;

function katexReads(tex: string, display: boolean): boolean {
  try {
    katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
    return true;
  } catch {
    return false;
  }
}

/** Plain text in which no `$` may start a formula of the product's syntax (Anki showed it as text). */
function asText(text: string): string {
  if (!text.includes('$')) return text;
  return splitCardText(text).some((part) => part.kind === 'formula') ? text.replace(/\$/g, '\\$') : text;
}

const NUMBERED = /\\(begin|end)\{(align|alignat|equation|flalign|gather|multline)\}/g;

/** A formula in the product's syntax (`$…$`, `$$…$$`), or its TeX as readable text when KaTeX cannot set it. */
function formula(tex: string, display: boolean): string {
  // On its own line, without equation numbers: KaTeX would set "(1)" at the right edge, over a
  // phone's formula. In the line, a formula is one line: its line breaks become blanks.
  const source = display
    ? tex.trim().replace(NUMBERED, '\\$1{$2*}')
    : tex
        .split('\n')
        .map((line) => line.trim())
        .join(' ')
        .trim();
  if (source === '') return '';
  if (!katexReads(source, display)) return asText(source);
  return display ? `$$${source}$$` : `$${source}$`;
}

/**
 * `[latex]…[/latex]` holds a LaTeX document's body: text with `$…$` in it, an environment such as
 * `\begin{align}`, or (as decks often have it) bare math. Text without any TeX stays text.
 */
function latexBody(body: string): string {
  const trimmed = body.trim();
  if (/^\\begin\{/.test(trimmed)) return formula(trimmed, true);
  if (trimmed.includes('$')) {
    return splitCardText(convertAnkiMath(trimmed, false))
      .map((part) => (part.kind === 'text' ? part.text : formula(part.tex, part.display)))
      .join('');
  }
  return /[\\^_{}]/.test(trimmed) ? formula(trimmed, true) : asText(trimmed);
}

/** A pattern that finds the next opening of any of `forms` ([latex] in any case). */
function openings(forms: readonly Form[]): RegExp {
  return new RegExp(forms.map((form) => form.open.replace(/[\\[\]()$]/g, '\\$&')).join('|'), 'gi');
}

const LATEX_CLOSE = /\[\/latex\]/gi;
function latexEnd(text: string, from: number): number {
  LATEX_CLOSE.lastIndex = from;
  return LATEX_CLOSE.exec(text)?.index ?? -1;
}

/**
 * A card side's text with Anki's formulas written as the product writes them, for KaTeX to set;
 * what KaTeX cannot read stays as its TeX, as text. Dollars Anki showed as text stay text. A
 * form's closing mark is searched once: an opening without one is text, and so is every later
 * opening of that form (the search already went to the end).
 */
export function convertAnkiMath(text: string, withLatex = true): string {
  if (!text.includes('\\') && !text.includes('[')) return asText(text);
  let out = '';
  let plain = '';
  let open: Form[] = FORMS.filter((form) => withLatex || !form.latex);
  let next = openings(open);
  let i = 0;
  while (i < text.length) {
    next.lastIndex = i;
    const found = next.exec(text);
    const form = found && open.find((f) => f.open === found[0].toLowerCase());
    if (!found || !form) {
      plain += text.slice(i);
      break;
    }
    plain += text.slice(i, found.index);
    const from = found.index + form.open.length;
    const end = form.latex ? latexEnd(text, from) : text.indexOf(form.close, from);
    if (end < 0) {
      // No closing mark to the end: no later opening of this form can close either.
      open = open.filter((f) => f !== form);
      if (open.length > 0) next = openings(open);
      plain += text.slice(found.index, from);
      i = from;
      if (open.length === 0) {
        plain += text.slice(i);
        break;
      }
      continue;
    }
    out += asText(plain);
    plain = '';
    const inner = text.slice(from, end);
    out += form.latex ? latexBody(inner) : formula(inner, form.display);
    i = end + form.close.length;
  }
  return out + asText(plain);
}
