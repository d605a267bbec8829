import path from 'node:path';
import { PRODUCT_NAME } from '@app/shared';
import { convert } from 'html-to-text';
import { DomUtils, parseDocument } from 'htmlparser2';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { sha256Hex } from '../../lib/ids';

/** A newsletter as every recipient gets it, but for the personal unsubscribe link. */
export interface NewsletterContent {
  /** SHA-256 of the file's content: a second run of the same file is the same newsletter. */
  id: string;
  subject: string;
  /** Sanitised body HTML (not yet a whole document). */
  html: string;
  text: string;
}

/** A file that cannot become a newsletter; the message is German and names the fix. */
export class NewsletterContentError extends Error {}

const SUBJECT_MAX = 200;
const markdown = new Marked({ gfm: true, async: false });

/**
 * What a newsletter may contain: text formatting, lists, tables, links and pictures from the web.
 * No script, style, frame, form or event handler; links absolute http(s) or mailto.
 */
function sanitizeNewsletter(html: string, publicUrl: string): string {
  // Links relative to the site (`/lernsets`) become absolute: a mail has no base address.
  const absolute = (href: string | undefined) => {
    if (!href) return undefined;
    try {
      return new URL(href, `${publicUrl}/`).href;
    } catch {
      return undefined;
    }
  };
  return sanitizeHtml(html, {
    allowedTags: [
      ...['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li'],
      ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'a', 'img'],
      ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
    ],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    // A whole HTML page's head (title, meta) is not body text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'head', 'title', 'template', 'iframe'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = absolute(attribs.href);
        const { href: _, ...rest } = attribs;
        return { tagName, attribs: href ? { ...rest, href } : rest };
      },
      img: (tagName, attribs) => {
        const src = absolute(attribs.src);
        const { src: _, ...rest } = attribs;
        return { tagName, attribs: src ? { ...rest, src } : rest };
      },
    },
  }).trim();
}

/** The text of the first heading, or undefined. */
function firstHeading(html: string): string | undefined {
  const heading = DomUtils.findOne((el) => /^h[1-6]$/.test(el.name), parseDocument(html).children, true);
  const text = heading ? DomUtils.textContent(heading).replace(/\s+/g, ' ').trim() : '';
  return text || undefined;
}

/**
 * Reads a newsletter file: Markdown (`.md`) is rendered, HTML (`.html`) taken as it is, and both
 * are sanitised; the plain-text part is made from the result. The subject is `subject` if given,
 * else the first heading.
 */
export function renderNewsletter(
  fileName: string,
  source: string,
  opts: { subject?: string; publicUrl: string },
): NewsletterContent {
  const extension = path.extname(fileName).toLowerCase();
  let raw: string;
  if (extension === '.md' || extension === '.markdown') raw = markdown.parse(source, { async: false });
  else if (extension === '.html' || extension === '.htm') raw = source;
  else throw new NewsletterContentError(`${fileName}: erwartet wird eine Markdown- (.md) oder HTML-Datei (.html).`);

  const html = sanitizeNewsletter(raw, opts.publicUrl);
  if (!html) throw new NewsletterContentError(`${fileName}: Die Datei enthält nach dem Bereinigen keinen Inhalt.`);
  const subject = (opts.subject?.replace(/\s+/g, ' ').trim() || firstHeading(html))?.slice(0, SUBJECT_MAX);
  if (!subject) {
    throw new NewsletterContentError(
      `${fileName}: Kein Betreff. Beginnen Sie die Datei mit einer Überschrift (# Titel bzw. <h1>) oder geben Sie --subject "Betreff" an.`,
    );
  }
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      ...['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  });
  return { id: sha256Hex(source), subject, html, text };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail of one recipient: the newsletter with the footer that carries their unsubscribe link. */
export function personalNewsletter(content: NewsletterContent, unsubscribeLink: string) {
  const why = `Sie erhalten diesen Newsletter, weil Sie ihn bei der ${PRODUCT_NAME} bestellt haben.`;
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 40em; margin: 0 auto; padding: 1em">
${content.html}
<hr>
<p style="font-size: 0.875em; color: #444">${why} <a href="${escapeAttribute(unsubscribeLink)}">Newsletter abbestellen</a></p>
</body></html>`;
  const text = `${content.text}\n\n-- \n${why}\nNewsletter abbestellen: ${unsubscribeLink}\n`;
  return { subject: content.subject, html, text };
}
