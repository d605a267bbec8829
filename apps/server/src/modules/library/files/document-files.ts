import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isId } from '@app/shared';
import type { Db } from '../../../db/connection';
import type { ParsePool } from '../../../parse-pool/parse-pool';
import { Deadline, DEFAULT_FILE_LIMITS, type FileLimits, TextExtractor } from './extract-text';
import { fileKind } from './file-kind';
import { type DocumentFileRow, DocumentFilesRepository } from './document-files.repository';
import { ThumbnailMaker } from './thumbnail';
import type { Tools } from './tools';

/** What `process` did: the document is gone, its row was current, or it was made anew. */
export type ProcessOutcome =
  { status: 'gone' } | { status: 'unchanged'; row: DocumentFileRow } | { status: 'made'; row: DocumentFileRow };

export interface DocumentFilesOptions {
  db: Db;
  /** DATA_DIR/files: documents are read from `documents/`, pictures written to `thumbnails/`. */
  filesDir: string;
  tools: Tools;
  /** The parse child that reads office archives (hostile zip files never open in the server). */
  pool: ParsePool;
  limits?: Partial<FileLimits>;
  now?: () => Date;
}

/** A thumbnail's file name: the document's id and its file version (URL-safe, never a path). */
export const THUMBNAIL_NAME = /^([A-Za-z0-9_-]+)-([0-9a-f]{16})\.webp$/;

/**
 * The text and first-page picture of each document's file (issue #33): made in the background
 * once per file version, kept in `document_files` and `DATA_DIR/files/thumbnails/`. The job
 * handler of 'library-document' calls `process` on every change of a document.
 */
export class DocumentFiles {
  readonly thumbnailDir: string;
  private readonly documentsDir: string;
  private readonly repo: DocumentFilesRepository;
  private readonly limits: FileLimits;
  private readonly text: TextExtractor;
  private readonly thumbs: ThumbnailMaker;
  private readonly now: () => Date;
  private readonly stopping = new AbortController();

  constructor(opts: DocumentFilesOptions) {
    this.documentsDir = path.join(opts.filesDir, 'documents');
    this.thumbnailDir = path.join(opts.filesDir, 'thumbnails');
    this.repo = new DocumentFilesRepository(opts.db);
    this.limits = { ...DEFAULT_FILE_LIMITS, ...opts.limits };
    this.text = new TextExtractor(opts.tools, opts.pool, this.limits);
    this.thumbs = new ThumbnailMaker(opts.tools, this.limits);
    this.now = opts.now ?? (() => new Date());
  }

  /** Ends the programs of the file in hand (the server stops); its job is tried again later. */
  close(): void {
    this.stopping.abort();
  }

  /** The stored picture of a thumbnail name, or null for any other name. */
  thumbnailPath(name: string): string | null {
    return THUMBNAIL_NAME.test(name) ? path.join(this.thumbnailDir, name) : null;
  }

  /**
   * Makes the document's text and picture when its file changed since the last time, and
   * removes the pictures of a removed document. A bad file is recorded as 'failed' with the
   * reason; only a passing trouble (the database, the disk) throws, so the job is tried again.
   */
  async process(documentId: string): Promise<ProcessOutcome> {
    const source = isId(documentId) ? await this.repo.source(documentId) : undefined;
    if (!source) {
      await this.removeThumbnails(documentId);
      await this.repo.remove(documentId);
      return { status: 'gone' };
    }
    const file = this.documentPath(source.id, source.file_name);
    const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    const current = await this.repo.find(source.id);
    if (!stat) {
      // The row is there, its file not (yet, or no more): recorded, tried again on the next change.
      const row = this.row(source.id, 'missing', current?.thumbnail ?? null, {
        text: { state: 'failed', method: '', text: '', pages: 0, error: 'file not found' },
        thumb: { state: 'failed', error: null },
      });
      await this.repo.save(row);
      return { status: 'made', row };
    }
    // The file's identity: a new upload is a new file (rename into place), a title change is not.
    const version = createHash('sha256')
      .update(`${stat.ino}:${stat.size}:${Math.floor(stat.mtimeMs)}`)
      .digest('hex')
      .slice(0, 16);
    if (current && current.file_version === version) return { status: 'unchanged', row: current };

    const kind = fileKind(source.mimetype, source.extension);
    const deadline = new Deadline(this.limits.fileTimeoutMs, this.stopping.signal);
    const text = await this.text.extract(file, kind, deadline);
    await fs.mkdir(this.thumbnailDir, { recursive: true });
    const name = `${source.id}-${version}.webp`;
    const thumb = await this.thumbs.make(file, kind, path.join(this.thumbnailDir, name), deadline);
    if (this.stopping.signal.aborted) {
      // Cut short by the stop, not by the file: another instance (or the next start) does it.
      await fs.rm(path.join(this.thumbnailDir, name), { force: true });
      throw new Error('stopped: the server closes');
    }
    const row = this.row(source.id, version, thumb.state === 'done' ? name : null, { text, thumb });
    const saved = await this.repo.save(row);
    if (!saved) {
      // Removed while it was read: its job comes again and finds it gone.
      await this.removeThumbnails(source.id);
      return { status: 'gone' };
    }
    if (current?.thumbnail && current.thumbnail !== row.thumbnail) {
      await fs.rm(path.join(this.thumbnailDir, current.thumbnail), { force: true });
    }
    return { status: 'made', row };
  }

  private row(
    id: string,
    version: string,
    thumbnail: string | null,
    {
      text,
      thumb,
    }: { text: Awaited<ReturnType<TextExtractor['extract']>>; thumb: { state: string; error: string | null } },
  ): DocumentFileRow {
    const errors = [text.error, thumb.error && `thumbnail: ${thumb.error}`].filter(Boolean).join('; ');
    return {
      document_id: id,
      file_version: version,
      text: text.text,
      pages: text.pages,
      text_state: text.state,
      text_method: text.method,
      thumbnail,
      thumb_state: thumb.state,
      error: errors ? errors.slice(0, 1000) : null,
      updated_at: this.now().toISOString(),
    };
  }

  /** Same rule as the documents' storage: never outside DATA_DIR/files/documents. */
  private documentPath(id: string, fileName: string): string {
    if (fileName.includes('/') || fileName.includes('\\') || fileName.startsWith('.')) {
      throw new Error('invalid document path');
    }
    return path.join(this.documentsDir, id, fileName);
  }

  private async removeThumbnails(documentId: string): Promise<void> {
    if (!isId(documentId)) return;
    const names = await fs.readdir(this.thumbnailDir).catch(() => [] as string[]);
    for (const name of names) {
      if (THUMBNAIL_NAME.exec(name)?.[1] === documentId)
        await fs.rm(path.join(this.thumbnailDir, name), { force: true });
    }
  }
}
