import { isId } from '@app/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';

/** News articles may carry formatting, links and images, never script or styles. */
function sanitizeNews(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'del', 'ins', 'figure', 'figcaption']),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['id'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** News articles as sanitised HTML files under DATA_DIR/news, shared by every instance. */
export class NewsStore {
  private readonly cache = new Map<string, { mtimeMs: number; html: string }>();

  constructor(private readonly dir: string) {}

  private file(id: string): string {
    if (!isId(id)) throw new Error('invalid news id');
    return path.join(this.dir, `${id}.html`);
  }

  /** The sanitised article, or null when there is none. */
  async read(id: string): Promise<string | null> {
    if (!isId(id)) return null;
    const file = this.file(id);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const cached = this.cache.get(id);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.html;
    // Sanitised again on read: the operator may have placed the file by hand.
    const html = sanitizeNews(await fs.readFile(file, 'utf8'));
    this.cache.set(id, { mtimeMs: stat.mtimeMs, html });
    return html;
  }

  async write(id: string, html: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = this.file(id);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, sanitizeNews(html), 'utf8');
    await fs.rename(tmp, file);
  }

  async remove(id: string): Promise<boolean> {
    return fs.rm(this.file(id)).then(
      () => true,
      () => false,
    );
  }

  async list(): Promise<string[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((n) => n.endsWith('.html'))
      .map((n) => n.slice(0, -5))
      .filter((id) => isId(id))
      .sort();
  }
}
