// Library file figures for `npm run bench`: how fast documents' text is read and their first pages
// pictured (issue #33), and the server's memory while its background jobs do it. N text PDFs are
// generated (Helvetica pages, as a word processor writes them), stored as documents of the built
// server's SQLite file, and the server's own job runner reads them; the programs themselves run
// in child processes, so the server's RSS is what the event loop's process costs.
// `BENCH_LIBRARY_PDFS` (default 20) × `BENCH_LIBRARY_PAGES` (default 10) pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/connection';
import { PARSE_CHILD } from '../apps/server/src/entries';
import { newId } from '../apps/server/src/lib/ids';
import { Deadline, TextExtractor } from '../apps/server/src/modules/library/files/extract-text';
import { textPdf } from '../apps/server/src/modules/library/files/library-files.test-helpers';
import { ThumbnailMaker } from '../apps/server/src/modules/library/files/thumbnail';
import { findTools } from '../apps/server/src/modules/library/files/tools';
import { ParsePool } from '../apps/server/src/parse-pool/parse-pool';
import { type Row, startBuiltServer } from './lib';
import { sampleRss } from './rss';
import { addUser } from './seed';

const PDFS = Number(process.env.BENCH_LIBRARY_PDFS ?? 20);
const PAGES = Number(process.env.BENCH_LIBRARY_PAGES ?? 10);

/** A page of a worksheet: 40 lines of German text. */
function page(doc: number, n: number): string[] {
  return Array.from(
    { length: 40 },
    (_, line) =>
      `Dokument ${doc}, Seite ${n}, Zeile ${line}: Die Zellteilung (Mitose) verteilt die Chromosomen gleichmässig.`,
  );
}

export async function benchLibraryFiles(): Promise<Row[]> {
  const tools = await findTools();
  if (!tools.pdftotext || !tools.pdftoppm) {
    return [{ figure: 'library files', value: 'skipped: poppler-utils not installed' }];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-library-'));
  const pdfs = Array.from({ length: PDFS }, (_, d) => textPdf(Array.from({ length: PAGES }, (_, p) => page(d, p + 1))));
  const rows: Row[] = [];
  // In this process: the programs alone, one file after the other.
  const pool = new ParsePool({ child: PARSE_CHILD, maxChildren: 1 });
  try {
    const text = new TextExtractor(tools, pool);
    const thumbs = new ThumbnailMaker(tools);
    const files = pdfs.map((pdf, i) => {
      const file = path.join(dir, `blatt-${i}.pdf`);
      fs.writeFileSync(file, pdf);
      return file;
    });
    let started = performance.now();
    for (const file of files) {
      const outcome = await text.extract(file, { kind: 'pdf' }, new Deadline(300_000));
      if (outcome.state !== 'done') throw new Error(`bench PDF not read: ${outcome.error}`);
    }
    const textMs = performance.now() - started;
    started = performance.now();
    for (const [i, file] of files.entries()) {
      await thumbs.make(file, { kind: 'pdf' }, path.join(dir, `t-${i}.webp`), new Deadline(300_000));
    }
    const thumbMs = performance.now() - started;
    rows.push(
      {
        figure: `PDF text (pdftotext, ${PDFS} PDFs × ${PAGES} pages)`,
        value: `${Math.round((PDFS * PAGES) / (textMs / 1000))} pages/s`,
      },
      { figure: 'PDF thumbnail (pdftoppm 480 px → WebP)', value: `${(thumbMs / PDFS / 1000).toFixed(2)} s each` },
    );
  } finally {
    await pool.close();
  }

  // Through the server: its job runner reads what the trigger queued, while its RSS is sampled.
  const server = await startBuiltServer({ DATA_DIR: path.join(dir, 'data') });
  try {
    const { db } = openDatabase({ dataDir: server.dataDir });
    try {
      const owner = await addUser(db);
      const pid = server.child.pid as number;
      const before = Math.round(
        Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
      );
      const rss = sampleRss(pid);
      const started = performance.now();
      const now = new Date().toISOString();
      for (const [i, pdf] of pdfs.entries()) {
        const id = newId();
        const name = `blatt-${i}.pdf`;
        fs.mkdirSync(path.join(server.dataDir, 'files/documents', id), { recursive: true });
        fs.writeFileSync(path.join(server.dataDir, 'files/documents', id, name), pdf);
        await db
          .insertInto('documents')
          .values({
            id,
            owner_id: owner,
            title: `Blatt ${i}`,
            subject: 'BI',
            description: 'Zellbiologie',
            class_: '5b',
            grade: '5',
            language: 'de',
            size: pdf.length,
            extension: 'pdf',
            mimetype: 'application/pdf',
            formated_size: `${Math.round(pdf.length / 1024)} KB`,
            file_name: name,
            created: '2026-11-28_10-00-00',
            edited: '2026-11-28_10-00-00',
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      for (;;) {
        const done = await db
          .selectFrom('document_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('thumb_state', '=', 'done')
          .executeTakeFirst();
        if (Number(done?.n) >= PDFS) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const ms = performance.now() - started;
      const peak = rss.stop();
      rows.push(
        {
          figure: `server: ${PDFS} PDFs read and pictured by its background jobs (SQLite)`,
          value: `${(ms / 1000).toFixed(1)} s, ${Math.round((PDFS * PAGES) / (ms / 1000))} pages/s with thumbnails`,
        },
        { figure: 'server peak RSS while indexing', value: `${peak} MiB (${before} MiB before)` },
      );
    } finally {
      await db.destroy();
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

// `npx tsx bench/library-files.ts` runs this part alone (after `npm run build`).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const row of await benchLibraryFiles()) console.log(`${row.figure}: ${row.value}`);
}
