import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { PARSE_CHILD } from '../../../entries';
import { JobQueueRepository } from '../../../lib/jobs/job-queue.repository';
import { JobRunner } from '../../../lib/jobs/job-runner';
import { ParsePool } from '../../../parse-pool/parse-pool';
import { buildDocument, buildUser } from '../../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../../test/test-app';
import { DocumentFiles, type DocumentFilesOptions } from './document-files';
import { GERMAN_PAGE, germanScan, scannedPdf, textPdf, zipBombDocx } from './library-files.test-helpers';
import { findTools, type Tools } from './tools';

const FIXTURES = fileURLToPath(new URL('../../../../../../fixtures/library/', import.meta.url));
const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
} as const;
type Ext = keyof typeof MIME;

/** How many of the German page's words OCR found (it may misread one). */
function germanWordsFound(text: string): number {
  const words = [
    'Arbeitsblatt',
    'Schweiz',
    'Deutschland',
    'Frankreich',
    'Österreich',
    'Liechtenstein',
    'Flüsse',
    'Zürich',
  ];
  return words.filter((w) => text.includes(w)).length;
}

let tools: Tools;
let pool: ParsePool;
beforeAll(async () => {
  tools = await findTools();
  pool = new ParsePool({ child: PARSE_CHILD, maxChildren: 1, timeoutMs: 60_000 });
});
afterAll(async () => pool.close());

describe.each(ENGINES)('text and first pages of documents (%s)', (engine) => {
  let t: TestDatabase;
  let db: Db;
  let ownerId: string;
  let filesDir: string;
  afterEach(async () => {
    await t.handle.db.destroy();
    await t.drop();
  });

  const open = async (opts: Partial<DocumentFilesOptions> = {}) => {
    t = await createTestDatabase(engine);
    db = t.handle.db;
    filesDir = path.join(t.dataDir, 'files');
    ownerId = (await buildUser(db)).id;
    return new DocumentFiles({ db, filesDir, tools, pool, ...opts });
  };

  /** A stored document whose file is `content`, as an upload leaves it. */
  async function stored(ext: Ext, content: Buffer | string, fileName = `datei.${ext}`) {
    const doc = await buildDocument(db, ownerId, { extension: ext, mimetype: MIME[ext], file_name: fileName });
    await fs.mkdir(path.join(filesDir, 'documents', doc.id), { recursive: true });
    await fs.writeFile(path.join(filesDir, 'documents', doc.id, fileName), content);
    return doc.id;
  }
  const fixture = (name: string) => fs.readFile(path.join(FIXTURES, name));
  const row = (id: string) =>
    db.selectFrom('document_files').selectAll().where('document_id', '=', id).executeTakeFirst();

  it('reads a text PDF with pdftotext and makes its first page a 480-pixel WebP', async () => {
    const files = await open();
    const id = await stored('pdf', await fixture('pdfjs-issue11913-text.pdf'));
    const outcome = await files.process(id);
    expect(outcome.status).toBe('made');
    const saved = await row(id);
    expect(saved).toMatchObject({
      text_state: 'done',
      text_method: 'pdftotext',
      pages: 1,
      thumb_state: 'done',
      error: null,
    });
    expect(saved!.text).toContain('THE SUPREME COURT');
    expect(saved!.text).toContain('JAMIE SINNOTT');
    const picture = await sharp(path.join(files.thumbnailDir, saved!.thumbnail!)).metadata();
    expect(picture.format).toBe('webp');
    expect(Math.max(picture.width!, picture.height!)).toBe(480);
  });

  it.each([
    ['docx', 'python-docx-paras-and-tables.docx', ['Lorem ipsum dolor sit amet', 'Text before', 'Donec semper']],
    ['pptx', 'python-pptx-text.pptx', ['Foo Bar', 'Text run in table cell']],
    ['odt', 'odfpy-serious-poem.odt', ['The boy stood on the burning deck,', 'round the dead']],
    ['odp', 'odfpy-ol.odp', ['Eins', 'Tsvelf', 'fertsn']],
  ] as const)('reads the text of a real %s file', async (ext, name, phrases) => {
    const files = await open();
    const id = await stored(ext, await fixture(name));
    await files.process(id);
    const saved = await row(id);
    expect(saved).toMatchObject({ text_state: 'done', text_method: 'office' });
    for (const phrase of phrases) expect(saved!.text).toContain(phrase);
    // LibreOffice makes office thumbnails where it is installed; without it the state says why.
    expect(saved!.thumb_state).toBe(tools.soffice ? 'done' : 'tool-missing');
    if (ext === 'pptx') expect(saved!.pages).toBe(2);
  });

  it('reads a German page scanned into a PDF and a photo of it by OCR', async () => {
    const files = await open();
    const jpeg = await germanScan('jpeg');
    const pdfId = await stored('pdf', scannedPdf(jpeg.bytes, jpeg.width, jpeg.height));
    const pngId = await stored('png', (await germanScan('png')).bytes);
    const webpId = await stored(
      'webp',
      await sharp((await germanScan('png')).bytes)
        .webp()
        .toBuffer(),
    );
    for (const id of [pdfId, pngId, webpId]) {
      await files.process(id);
      const saved = await row(id);
      expect(saved, id).toMatchObject({ text_state: 'done', text_method: 'ocr', pages: 1, thumb_state: 'done' });
      expect(germanWordsFound(saved!.text), saved!.text).toBeGreaterThanOrEqual(6);
    }
    expect(GERMAN_PAGE.length).toBeGreaterThan(0);
  });

  it('says a picture without words is empty, and a picture-only PDF from pdf.js too', async () => {
    const files = await open();
    const id = await stored('pdf', await fixture('pdfjs-jbig2-image-only.pdf'));
    await files.process(id);
    expect(await row(id)).toMatchObject({ text_state: 'empty', text_method: 'ocr', text: '', thumb_state: 'done' });
  });

  it('keeps plain text and Markdown as they are, in UTF-8 or Windows-1252', async () => {
    const files = await open();
    const utf8 = await stored('txt', '# Brüche\n\nZähler   und Nenner\r\n', 'notizen.md');
    const latin = await stored('txt', Buffer.from('Größe und Maß', 'latin1'));
    await files.process(utf8);
    await files.process(latin);
    expect(await row(utf8)).toMatchObject({
      text_state: 'done',
      text_method: 'plain',
      text: '# Brüche\n\nZähler und Nenner',
    });
    expect(await row(latin)).toMatchObject({ text_state: 'done', text: 'Größe und Maß', thumb_state: 'unsupported' });
  });

  it('does the work once per file version, and again (with a new picture) when the file is replaced', async () => {
    const files = await open();
    const id = await stored('pdf', textPdf([['Erste Fassung des Arbeitsblatts über Brüche und Zähler']]));
    await files.process(id);
    const first = (await row(id))!;
    expect((await files.process(id)).status).toBe('unchanged');
    // An edit replaces the file by renaming a new one into place (documents/document-storage.ts).
    const file = path.join(filesDir, 'documents', id, 'datei.pdf');
    await fs.writeFile(`${file}.new`, textPdf([['Zweite Fassung mit Nennern und gemischten Zahlen']]));
    await fs.rename(`${file}.new`, file);
    expect((await files.process(id)).status).toBe('made');
    const second = (await row(id))!;
    expect(second.file_version).not.toBe(first.file_version);
    expect(second.text).toContain('Zweite Fassung');
    expect(await fs.readdir(files.thumbnailDir)).toEqual([second.thumbnail]);
  });

  it("removes a deleted document's pictures", async () => {
    const files = await open();
    const id = await stored('pdf', textPdf([['Ein Blatt, das bald gelöscht wird, mit genug Text']]));
    const other = await stored(
      'png',
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    await files.process(id);
    await files.process(other);
    expect(await fs.readdir(files.thumbnailDir)).toHaveLength(2);
    await db.deleteFrom('documents').where('id', '=', id).execute();
    expect((await files.process(id)).status).toBe('gone');
    expect(await fs.readdir(files.thumbnailDir)).toEqual([(await row(other))!.thumbnail]);
  });

  it('refuses zip bombs dressed as Word files without inflating them', async () => {
    const files = await open();
    // 2 GiB of spaces from about 2 MB, once declared honestly and once declared as 2,000 bytes.
    const honest = await stored('docx', zipBombDocx(2048, 'honest'));
    const lying = await stored('docx', zipBombDocx(2048, 'small'));
    await files.process(honest);
    await files.process(lying);
    expect(await row(honest)).toMatchObject({ text_state: 'failed', text: '' });
    expect((await row(honest))!.error).toContain('zip expands beyond the limit');
    expect(await row(lying)).toMatchObject({ text_state: 'failed', text: '' });
    expect((await row(lying))!.error).toMatch(/too many bytes in the stream|zip expands beyond the limit/);
  });

  it('records a PDF that is none as failed, with the reason, and never throws', async () => {
    const files = await open();
    const id = await stored('pdf', 'Dies ist kein PDF, nur Text mit der falschen Endung.');
    await expect(files.process(id)).resolves.toMatchObject({ status: 'made' });
    const saved = (await row(id))!;
    expect(saved).toMatchObject({ text_state: 'failed', thumb_state: 'failed', thumbnail: null });
    expect(saved.error).toMatch(/^pdfinfo: exit 1/);
  });

  it('reads at most the page limit, and OCR at most its own, while counting every page', async () => {
    const files = await open({ limits: { textPages: 100, ocrPages: 1 } });
    const pages = Array.from({ length: 130 }, (_, i) => [`Seite ${i + 1} mit Text zur Geschichte der Schweiz`]);
    const long = await stored('pdf', textPdf(pages));
    await files.process(long);
    const saved = (await row(long))!;
    expect(saved).toMatchObject({ text_state: 'done', text_method: 'pdftotext', pages: 130 });
    expect(saved.text).toContain('Seite 100 mit');
    expect(saved.text).not.toContain('Seite 101 mit');
    const scan = await germanScan('jpeg');
    const single = scannedPdf(scan.bytes, scan.width, scan.height);
    const twoPages = await stored('pdf', await joinPdfs(single, single));
    await files.process(twoPages);
    const ocr = (await row(twoPages))!;
    expect(ocr).toMatchObject({ text_state: 'done', text_method: 'ocr', pages: 2 });
    expect(ocr.text.match(/Liechtenstein/g)).toHaveLength(1);
  });

  it('stops a program that hangs at its time limit, records it, and the next file is read', async () => {
    const bin = await fs.mkdtemp(path.join(os.tmpdir(), 'fake-bin-'));
    try {
      // A pdftotext that never finishes, in front of the real programs.
      await fs.writeFile(path.join(bin, 'pdftotext'), '#!/bin/sh\nsleep 600\n', { mode: 0o755 });
      const hanging = await findTools(`${bin}${path.delimiter}${process.env.PATH}`);
      expect(hanging.pdftotext).toBe(path.join(bin, 'pdftotext'));
      const files = await open({ tools: hanging, limits: { toolTimeoutMs: 1_500 } });
      const slow = await stored('pdf', textPdf([['Dieser Text wird nie gelesen, das Programm hängt']]));
      const next = await stored('txt', 'Der nächste Auftrag läuft weiter.');
      await files.process(slow);
      await files.process(next);
      const saved = (await row(slow))!;
      expect(saved).toMatchObject({ text_state: 'failed', thumb_state: 'done' });
      expect(saved.error).toBe('pdftotext: over 2 s');
      expect(await row(next)).toMatchObject({ text_state: 'done', text: 'Der nächste Auftrag läuft weiter.' });
      // The hanging program's process group is gone.
      const left = await fs
        .readdir('/proc')
        .then((pids) => Promise.all(pids.map((p) => fs.readFile(`/proc/${p}/cmdline`, 'utf8').catch(() => ''))));
      expect(left.filter((cmd) => cmd.includes(bin))).toEqual([]);
    } finally {
      await fs.rm(bin, { recursive: true, force: true });
    }
  });

  it("says 'tool-missing' where a program is not installed, and still pictures an image", async () => {
    const files = await open({ tools: await findTools('/nonexistent') });
    const pdf = await stored('pdf', textPdf([['Ein Blatt ohne Programme, die es lesen könnten']]));
    const png = await stored('png', (await germanScan('png')).bytes);
    await files.process(pdf);
    await files.process(png);
    expect(await row(pdf)).toMatchObject({ text_state: 'tool-missing', thumb_state: 'tool-missing' });
    expect(await row(png)).toMatchObject({ text_state: 'tool-missing', thumb_state: 'done' });
  });

  it('is done by the next instance when the one that claimed the job died (lease)', async () => {
    const files = await open();
    const id = await stored('txt', 'Ein Auftrag, dessen erste Instanz abstürzt.');
    const t0 = new Date('2026-11-28T10:00:00Z');
    const queue = new JobQueueRepository(db);
    // Instance A claims the job (queued by the trigger) and dies without finishing it.
    expect(await queue.claim(['library-document'], 'instance-a', t0, 60_000)).toMatchObject({ itemId: id });
    let now = new Date(t0.getTime() + 30_000);
    const b = new JobRunner(db, { now: () => now, leaseMs: 60_000 });
    b.handle('library-document', async (itemId) => {
      await files.process(itemId);
    });
    expect(await b.drain()).toBe(0);
    expect(await row(id)).toBeUndefined();
    now = new Date(t0.getTime() + 61_000);
    expect(await b.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ text_state: 'done', text: 'Ein Auftrag, dessen erste Instanz abstürzt.' });
    expect(await queue.counts(now)).toEqual([]);
  });
});

/** Two PDFs as one (poppler's pdfunite, installed with pdftotext). */
async function joinPdfs(...pdfs: Buffer[]): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'unite-'));
  try {
    const names = await Promise.all(
      pdfs.map(async (pdf, i) => {
        const name = path.join(dir, `${i}.pdf`);
        await fs.writeFile(name, pdf);
        return name;
      }),
    );
    const { execFile } = await import('node:child_process');
    await new Promise<void>((resolve, reject) =>
      execFile('pdfunite', [...names, path.join(dir, 'out.pdf')], (error) => (error ? reject(error) : resolve())),
    );
    return await fs.readFile(path.join(dir, 'out.pdf'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
