import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ParsePool } from '../../../parse-pool/parse-pool';
import type { FileKind } from './file-kind';
import type { OfficeTextJob, OfficeTextResult } from './office-text';
import { runTool, ToolFailure, type Tools } from './tools';

export type TextState = 'done' | 'empty' | 'failed' | 'unsupported' | 'tool-missing';
export type TextMethod = '' | 'pdftotext' | 'ocr' | 'office' | 'plain';

export interface TextOutcome {
  state: TextState;
  method: TextMethod;
  text: string;
  /** Pages (slides) of the document, 0 when unknown. */
  pages: number;
  /** A technical reason (English) when something could not be read. */
  error: string | null;
}

export interface FileLimits {
  /** Characters of text kept per document. */
  maxChars: number;
  /** Pages read by pdftotext. */
  textPages: number;
  /** Pages (and pictures) read by OCR. */
  ocrPages: number;
  /** All the work on one file: text and thumbnail. */
  fileTimeoutMs: number;
  /** One program's run. */
  toolTimeoutMs: number;
  /** Address space of each program. */
  memoryBytes: number;
  /** Pixels of a picture sharp opens. */
  maxPixels: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxChars: 1_000_000,
  textPages: 100,
  ocrPages: 20,
  fileTimeoutMs: 5 * 60_000,
  toolTimeoutMs: 90_000,
  memoryBytes: 1536 * 1024 * 1024,
  maxPixels: 100_000_000,
};

/** A page with fewer letters than this came from a scanner (or holds a picture only). */
const SCANNED_PAGE_CHARS = 25;
/** OCR in the languages of the school: German first, then French, English, Italian. */
const OCR_LANGUAGES = 'deu+fra+eng+ita';
/** One thread per tesseract: the machine's cores belong to the requests. */
const OCR_ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** The time left of one file's work: each program gets at most that. */
export class Deadline {
  private readonly end: number;
  constructor(
    ms: number,
    /** Ends every program of this file at once (the server stops). */
    readonly signal?: AbortSignal,
  ) {
    this.end = performance.now() + ms;
  }
  left(): number {
    return Math.max(0, this.end - performance.now());
  }
  cap(ms: number): number {
    const left = this.left();
    if (left <= 0) throw new ToolFailure('timeout', 'time for this file used up');
    return Math.min(ms, left);
  }
}

/** Text as the search keeps it: no control characters, no runs of blanks, at most `maxChars`. */
export function cleanText(raw: string, maxChars: number): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n\f]+/g, ' ')
      // Control characters go; line and page breaks stay.
      .replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\f' ? c : ''))
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, maxChars)
  );
}

const letters = (s: string) => s.replace(/\s+/g, '').length;

function outcome(state: TextState, method: TextMethod, text: string, pages: number, error: string | null = null) {
  return { state, method, text, pages, error };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Reads the text of one stored file with the right program, within the limits. Never throws for
 * a bad file: its outcome says 'failed' with the reason.
 */
export class TextExtractor {
  constructor(
    private readonly tools: Tools,
    private readonly pool: ParsePool,
    private readonly limits: FileLimits = DEFAULT_FILE_LIMITS,
  ) {}

  async extract(file: string, kind: FileKind, deadline: Deadline): Promise<TextOutcome> {
    try {
      switch (kind.kind) {
        case 'pdf':
          return await this.pdf(file, deadline);
        case 'office':
          return await this.office(file, kind.format, deadline);
        case 'plain':
          return await this.plain(file);
        case 'image':
          return await this.image(file, deadline);
        default:
          return outcome('unsupported', '', '', 0);
      }
    } catch (error) {
      return outcome('failed', '', '', 0, reasonOf(error));
    }
  }

  private run(command: string, args: string[], deadline: Deadline, maxOutputBytes: number, env?: NodeJS.ProcessEnv) {
    return runTool(this.tools, command, args, {
      timeoutMs: deadline.cap(this.limits.toolTimeoutMs),
      maxOutputBytes,
      memoryBytes: this.limits.memoryBytes,
      env,
      signal: deadline.signal,
    });
  }

  private async pdf(file: string, deadline: Deadline): Promise<TextOutcome> {
    const { pdfinfo, pdftotext } = this.tools;
    if (!pdfinfo || !pdftotext) return outcome('tool-missing', '', '', 0, 'pdftotext/pdfinfo not installed');
    const info = (await this.run(pdfinfo, [file], deadline, 64 * 1024)).stdout.toString('utf8');
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    if (pages === 0) return outcome('failed', '', '', 0, 'pdfinfo found no pages');
    const last = Math.min(pages, this.limits.textPages);
    const { stdout } = await this.run(
      pdftotext,
      ['-q', '-enc', 'UTF-8', '-f', '1', '-l', String(last), file, '-'],
      deadline,
      this.limits.maxChars * 4,
    );
    const pageTexts = stdout.toString('utf8').split('\f').slice(0, last);
    const total = pageTexts.reduce((sum, page) => sum + letters(page), 0);
    if (total >= SCANNED_PAGE_CHARS * last) {
      return this.finish(pageTexts.join('\n\f'), 'pdftotext', pages);
    }
    // Scanned (or pictures only): the pages without text are read by OCR.
    if (!this.tools.pdftoppm || !this.tools.tesseract) {
      return total > 0
        ? this.finish(pageTexts.join('\n\f'), 'pdftotext', pages)
        : outcome('tool-missing', '', '', pages, 'pdftoppm/tesseract not installed');
    }
    const ocrLast = Math.min(pages, this.limits.ocrPages);
    const texts: string[] = [];
    let stopped: string | null = null;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      for (let page = 1; page <= ocrLast; page++) {
        const found = pageTexts[page - 1] ?? '';
        if (letters(found) >= SCANNED_PAGE_CHARS) {
          texts.push(found);
          continue;
        }
        try {
          const prefix = path.join(dir, `p${page}`);
          await this.run(
            this.tools.pdftoppm,
            ['-r', '200', '-gray', '-png', '-singlefile', '-f', String(page), '-l', String(page), file, prefix],
            deadline,
            64 * 1024,
          );
          texts.push(await this.ocr(`${prefix}.png`, deadline));
          await fs.rm(`${prefix}.png`, { force: true });
        } catch (error) {
          // What was read so far is kept; the reason says where it stopped.
          stopped = `OCR stopped at page ${page}: ${reasonOf(error)}`;
          break;
        }
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    const result = this.finish(texts.join('\n\f'), 'ocr', pages);
    if (stopped && result.state === 'empty') return outcome('failed', 'ocr', '', pages, stopped);
    return { ...result, error: stopped };
  }

  private async ocr(png: string, deadline: Deadline): Promise<string> {
    const { stdout } = await this.run(
      this.tools.tesseract!,
      [png, 'stdout', '-l', OCR_LANGUAGES],
      deadline,
      this.limits.maxChars * 4,
      OCR_ENV,
    );
    return stdout.toString('utf8');
  }

  private async image(file: string, deadline: Deadline): Promise<TextOutcome> {
    if (!this.tools.tesseract) return outcome('tool-missing', '', '', 1, 'tesseract not installed');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-'));
    try {
      const png = path.join(dir, 'page.png');
      // sharp reads every picture format (tesseract does not know WebP) in libuv's threads.
      await sharp(file, { limitInputPixels: this.limits.maxPixels, failOn: 'error' })
        .rotate()
        .greyscale()
        .resize(4000, 4000, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 1 })
        .toFile(png);
      return this.finish(await this.ocr(png, deadline), 'ocr', 1);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private async office(file: string, format: OfficeTextJob['format'], deadline: Deadline): Promise<TextOutcome> {
    const job: OfficeTextJob = { kind: 'office-text', path: file, format, maxChars: this.limits.maxChars };
    const left = deadline.cap(this.limits.toolTimeoutMs);
    const result = await this.pool.run<OfficeTextResult>(
      job,
      (timedOut) =>
        new ToolFailure(
          timedOut ? 'timeout' : 'exit',
          timedOut ? `office reader: over ${Math.round(left / 1000)} s` : 'office reader died',
        ),
    );
    if (!result.ok) return outcome('failed', 'office', '', 0, result.error);
    return this.finish(result.text, 'office', result.pages);
  }

  private async plain(file: string): Promise<TextOutcome> {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(this.limits.maxChars);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const bytes = buffer.subarray(0, bytesRead);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        // Cut in the middle of a character, or an old Windows file.
        const valid = bytesRead === buffer.length ? tryUtf8(bytes) : undefined;
        text = valid ?? new TextDecoder('windows-1252').decode(bytes);
      }
      return this.finish(text.replace(/^\ufeff/, ''), 'plain', 0);
    } finally {
      await handle.close();
    }
  }

  private finish(raw: string, method: TextMethod, pages: number): TextOutcome {
    const text = cleanText(raw, this.limits.maxChars);
    return letters(text) < 3 ? outcome('empty', method, '', pages) : outcome('done', method, text, pages);
  }
}

function tryUtf8(bytes: Uint8Array): string | undefined {
  for (let cut = 1; cut < 4; cut++) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
    } catch {
      // try one byte shorter
    }
  }
  return undefined;
}
