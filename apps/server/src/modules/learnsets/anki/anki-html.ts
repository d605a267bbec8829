import { Parser } from 'htmlparser2';

/** Elements that start and end a line of their own. */
const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
/**
 * Elements whose content is never shown as text. A button's label belongs to the template's script
 * (Anki's "Toggle Masks", a hint's "Show"), not to the card's content.
 */
const HIDDEN = new Set(['script', 'style', 'template', 'head', 'title', 'button']);
/**
 * Anki's sound and video references, e.g. `[sound:bloop.wav]`: played by Anki, meaningless as
 * text. A name never holds `[`, so a reference without its `]` costs no more than a pass.
 */
const SOUND_TAG = /\[sound:[^[\]]*\]/g;

/** A field's (or a rendered side's) content as plain text, and the pictures it shows. */
export interface FieldText {
  text: string;
  /** `src` of each `<img>`, in order, each once: file names in the package's media (possibly percent-encoded). */
  images: string[];
}

/** Elements that never hold content, so they have no closing tag to wait for. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** An inline style that hides its element, as card templates hide a field until a click. */
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/**
 * Anki stores fields as HTML. This keeps what a learner reads: text with line breaks where the
 * card breaks lines (`<br>`, `<div>`, list items…), entities decoded, no tags, no sound
 * references, blanks inside a line collapsed and blank lines removed. What the card does not show
 * (scripts, styles, comments, elements hidden with `hidden` or `display: none`) is left out.
 */
export function fieldText(html: string): FieldText {
  let text = '';
  const images: string[] = [];
  // One entry per open element that hides its content; depth counts the open elements.
  const hiddenAt: number[] = [];
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const hides = HIDDEN.has(name) || 'hidden' in attributes || HIDING_STYLE.test(attributes.style ?? '');
        if (!VOID.has(name)) {
          depth++;
          if (hides) hiddenAt.push(depth);
        }
        if (hiddenAt.length > 0 || hides) return;
        if (name === 'br' || BLOCKS.has(name)) text += '\n';
        else if (name === 'img' && attributes.src && !images.includes(attributes.src)) images.push(attributes.src);
        else if (name === 'td' || name === 'th') text += ' ';
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (hiddenAt.length === 0 && BLOCKS.has(name)) text += '\n';
        if (hiddenAt.at(-1) === depth) hiddenAt.pop();
        depth = Math.max(0, depth - 1);
      },
      ontext(data) {
        if (hiddenAt.length === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const lines = text
    .replace(SOUND_TAG, '')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
  return { text: lines.join('\n'), images };
}
