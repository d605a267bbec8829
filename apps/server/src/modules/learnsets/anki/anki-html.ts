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
/** Elements whose content is never shown as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'head', 'title']);
/**
 * Anki's sound and video references, e.g. `[sound:bloop.wav]`: played by Anki, meaningless as
 * text. A name never holds `[`, so a reference without its `]` costs no more than a pass.
 */
const SOUND_TAG = /\[sound:[^[\]]*\]/g;

/** A field's content as plain text, and the first picture it shows. */
export interface FieldText {
  text: string;
  /** `src` of the first `<img>`: a file name in the package's media (possibly percent-encoded). */
  image?: string;
}

/**
 * Anki stores fields as HTML. This keeps what a learner reads: text with line breaks where the
 * card breaks lines (`<br>`, `<div>`, list items…), entities decoded, no tags, no sound
 * references, blanks inside a line collapsed and blank lines removed.
 */
export function fieldText(html: string): FieldText {
  let text = '';
  let image: string | undefined;
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (HIDDEN.has(name)) hidden++;
        else if (name === 'br' || BLOCKS.has(name)) text += '\n';
        else if (name === 'img' && image === undefined && attributes.src) image = attributes.src;
        else if (name === 'td' || name === 'th') text += ' ';
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) text += '\n';
      },
      ontext(data) {
        if (hidden === 0) text += data;
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
  return { text: lines.join('\n'), image };
}
