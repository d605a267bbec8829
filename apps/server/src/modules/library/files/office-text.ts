import { Parser } from 'htmlparser2';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Text of an office document (docx, pptx, odt, odp: zip archives of XML), read in a parse child
 * (parse-child.ts): hostile files, so the archive is bounded before a byte is inflated.
 */
export type OfficeTextJob = {
  kind: 'office-text';
  path: string;
  format: OfficeFormat;
  maxChars: number;
};
export type OfficeFormat = 'docx' | 'pptx' | 'odt' | 'odp';

export type OfficeTextResult = { ok: true; text: string; pages: number } | { ok: false; error: string };

/** Bounds of an archive: entries listed, bytes inflated in all, and how much an entry may grow. */
export const OFFICE_LIMITS = {
  maxEntries: 5_000,
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** XML compresses well, but not beyond this: more is a bomb. */
  maxRatio: 200,
  /** Below this an entry's ratio is not looked at (tiny entries compress oddly). */
  ratioFloorBytes: 1024 * 1024,
} as const;

class Refused extends Error {}

const SLIDE_PREFIX = 'ppt/slides/slide';
const slideNumber = (name: string) => Number(name.slice(SLIDE_PREFIX.length, -'.xml'.length));

/** Which parts of the archive hold the text, in reading order. */
function textParts(format: OfficeFormat, names: string[]): string[] {
  switch (format) {
    case 'docx':
      return ['word/document.xml', 'word/footnotes.xml'].filter((n) => names.includes(n));
    case 'pptx':
      return names
        .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
        .sort((a, b) => slideNumber(a) - slideNumber(b));
    default:
      return names.includes('content.xml') ? ['content.xml'] : [];
  }
}

/** Elements whose end is a line break, and those whose text is no document text. */
const BREAKS = new Set(['w:p', 'w:br', 'w:cr', 'a:p', 'a:br', 'text:p', 'text:h', 'text:line-break', 'text:list-item']);
const SPACES = new Set(['w:tab', 'text:s', 'text:tab', 'a:tab']);
const SKIPPED = new Set(['w:instrtext', 'w:deltext', 'office:annotation', 'text:note-citation', 'office:styles']);

/** Reads the text of one XML part, appending to `out` until `maxChars`. */
function xmlText(
  xml: string,
  format: OfficeFormat,
  out: { text: string; full: boolean; pages: number },
  maxChars: number,
) {
  let skipDepth = 0;
  // In OOXML only w:t / a:t carry text; ODF's body text is any text node.
  let inText = 0;
  const textTags = format === 'docx' ? new Set(['w:t']) : format === 'pptx' ? new Set(['a:t']) : null;
  const push = (s: string) => {
    if (out.full) return;
    if (out.text.length + s.length > maxChars) {
      out.text += s.slice(0, maxChars - out.text.length);
      out.full = true;
    } else out.text += s;
  };
  const parser = new Parser(
    {
      onopentag(name) {
        const tag = name.toLowerCase();
        if (SKIPPED.has(tag) || skipDepth > 0) skipDepth++;
        if (textTags?.has(tag)) inText++;
        if (tag === 'draw:page') out.pages++;
        if (skipDepth === 0 && SPACES.has(tag)) push(' ');
      },
      ontext(data) {
        if (skipDepth > 0) return;
        if (textTags ? inText > 0 : true) push(data);
      },
      onclosetag(name) {
        const tag = name.toLowerCase();
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (textTags?.has(tag)) inText--;
        if (BREAKS.has(tag)) push('\n');
      },
    },
    { xmlMode: true, decodeEntities: true, lowerCaseTags: false },
  );
  parser.write(xml);
  parser.end();
}

async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) {
    if (entries.size >= OFFICE_LIMITS.maxEntries)
      throw new Refused(`more than ${OFFICE_LIMITS.maxEntries} zip entries`);
    entries.set(entry.fileName, entry);
  }
  return entries;
}

async function readEntry(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  if (entry.uncompressedSize > budget.left) throw new Refused('zip expands beyond the limit');
  if (
    entry.uncompressedSize > OFFICE_LIMITS.ratioFloorBytes &&
    entry.uncompressedSize > OFFICE_LIMITS.maxRatio * Math.max(1, entry.compressedSize)
  ) {
    throw new Refused(`zip entry ratio over ${OFFICE_LIMITS.maxRatio}`);
  }
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) {
      (stream as unknown as { destroy(): void }).destroy();
      throw new Refused('zip expands beyond the limit');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Pages the writing program counted when it saved (docx: docProps/app.xml, odt: meta.xml), 0 if none. */
async function metaPages(zip: ZipFile, entries: Map<string, Entry>, budget: { left: number }): Promise<number> {
  for (const [name, pattern] of [
    ['docProps/app.xml', /<Pages>(\d+)<\/Pages>/],
    ['meta.xml', /meta:page-count="(\d+)"/],
  ] as const) {
    const entry = entries.get(name);
    if (!entry || entry.uncompressedSize > 1024 * 1024) continue;
    const found = pattern.exec((await readEntry(zip, entry, budget)).toString('utf8'));
    if (found) return Number(found[1]);
  }
  return 0;
}

/** The document's text (up to `maxChars`) and its pages (slides), or why not. */
export async function readOfficeText(job: OfficeTextJob): Promise<OfficeTextResult> {
  let zip: ZipFile;
  try {
    // validateEntrySizes: an entry that inflates to more than it declares fails, so the checks above hold.
    zip = await yauzl.openPromise(job.path, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    return { ok: false, error: `not a zip archive: ${(error as Error).message}`.slice(0, 300) };
  }
  try {
    const entries = await listEntries(zip);
    const parts = textParts(job.format, [...entries.keys()]);
    if (parts.length === 0) return { ok: false, error: `no ${job.format} content in the archive` };
    const out = { text: '', full: false, pages: 0 };
    const budget = { left: OFFICE_LIMITS.maxUncompressedBytes };
    for (const name of parts) {
      if (out.full) break;
      const xml = await readEntry(zip, entries.get(name)!, budget);
      xmlText(xml.toString('utf8'), job.format, out, job.maxChars);
      if (job.format === 'pptx') out.text += '\n\f';
    }
    const pages = job.format === 'pptx' ? parts.length : out.pages || (await metaPages(zip, entries, budget));
    return { ok: true, text: out.text.replace(/\n?\f$/, ''), pages };
  } catch (error) {
    return {
      ok: false,
      error: (error instanceof Refused ? error.message : `broken archive: ${(error as Error).message}`).slice(0, 300),
    };
  } finally {
    zip.close();
  }
}
