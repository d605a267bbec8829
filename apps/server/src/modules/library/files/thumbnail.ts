import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type Deadline, DEFAULT_FILE_LIMITS, type FileLimits } from './extract-text';
import type { FileKind } from './file-kind';
import { runTool, type Tools } from './tools';

export type ThumbState = 'done' | 'failed' | 'unsupported' | 'tool-missing';
export interface ThumbOutcome {
  state: ThumbState;
  error: string | null;
}

/** The first page's picture: this wide (or high) at most. */
export const THUMB_SIZE = 480;

/**
 * Makes the first page of a file into a small WebP at `target` (written beside it, then renamed
 * into place, so a reader never sees a part). Never throws for a bad file.
 */
export class ThumbnailMaker {
  constructor(
    private readonly tools: Tools,
    private readonly limits: FileLimits = DEFAULT_FILE_LIMITS,
  ) {}

  async make(file: string, kind: FileKind, target: string, deadline: Deadline): Promise<ThumbOutcome> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'thumb-'));
    try {
      let picture: string;
      switch (kind.kind) {
        case 'pdf':
          if (!this.tools.pdftoppm) return { state: 'tool-missing', error: 'pdftoppm not installed' };
          picture = await this.pdfPage(file, dir, deadline);
          break;
        case 'image':
          picture = file;
          break;
        case 'office': {
          if (!this.tools.soffice || !this.tools.pdftoppm) {
            return { state: 'tool-missing', error: 'soffice (LibreOffice) not installed' };
          }
          picture = await this.pdfPage(await this.officePdf(file, dir, deadline), dir, deadline);
          break;
        }
        default:
          return { state: 'unsupported', error: null };
      }
      const part = `${target}.${process.pid}.part`;
      try {
        await sharp(picture, { limitInputPixels: this.limits.maxPixels, failOn: 'error' })
          .rotate()
          .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toFile(part);
        await fs.rename(part, target);
      } finally {
        await fs.rm(part, { force: true });
      }
      return { state: 'done', error: null };
    } catch (error) {
      return { state: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private async pdfPage(pdf: string, dir: string, deadline: Deadline): Promise<string> {
    const prefix = path.join(dir, 'first');
    await runTool(
      this.tools,
      this.tools.pdftoppm!,
      ['-png', '-f', '1', '-l', '1', '-singlefile', '-scale-to', String(THUMB_SIZE), pdf, prefix],
      {
        timeoutMs: deadline.cap(this.limits.toolTimeoutMs),
        maxOutputBytes: 64 * 1024,
        memoryBytes: this.limits.memoryBytes,
        signal: deadline.signal,
      },
    );
    return `${prefix}.png`;
  }

  /** LibreOffice makes a PDF of the document, with a profile of its own in the temp folder. */
  private async officePdf(file: string, dir: string, deadline: Deadline): Promise<string> {
    const out = path.join(dir, 'office');
    await fs.mkdir(out);
    await runTool(
      this.tools,
      this.tools.soffice!,
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        out,
        file,
      ],
      {
        timeoutMs: deadline.cap(this.limits.toolTimeoutMs),
        maxOutputBytes: 64 * 1024,
        env: { ...process.env, HOME: dir },
        signal: deadline.signal,
      },
    );
    const made = (await fs.readdir(out)).find((name) => name.endsWith('.pdf'));
    if (!made) throw new Error('soffice made no PDF');
    return path.join(out, made);
  }
}
