import { Parser } from 'htmlparser2';

/** Icons a page may name that are tried before /favicon.ico. */
export const MAX_LINK_CANDIDATES = 4;
/** Icon links sit in <head>; counting tags bounds the work on a page that never closes it. */
const MAX_TAGS = 1000;

const TOUCH_ICONS = new Set(['apple-touch-icon', 'apple-touch-icon-precomposed']);

/**
 * The hrefs of `<link rel="icon" | "shortcut icon" | "apple-touch-icon">` in a page's head, icons
 * first, at most MAX_LINK_CANDIDATES. A streaming tokenizer reads the page once and stops at the
 * end of the head, so a crafted page costs time in proportion to its size, never more.
 */
export function findIconLinks(html: string): string[] {
  const icons: string[] = [];
  const touchIcons: string[] = [];
  let tags = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (name === 'body') parser.pause();
      },
      onopentag(name, attributes) {
        if (++tags >= MAX_TAGS || icons.length >= MAX_LINK_CANDIDATES) parser.pause();
        if (name !== 'link') return;
        const href = attributes.href?.trim();
        if (!href) return;
        const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('icon')) icons.push(href);
        else if (rel.some((r) => TOUCH_ICONS.has(r))) touchIcons.push(href);
      },
      onclosetag(name) {
        if (name === 'head') parser.pause();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  return [...icons, ...touchIcons].slice(0, MAX_LINK_CANDIDATES);
}
