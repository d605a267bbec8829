import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './fixtures';
import { type SeededUser, xsrfHeader } from './login';

/** A small valid one-page PDF (shared with the server's upload tests). */
export { tinyPdf } from '../apps/server/src/modules/documents/documents.test-helpers';

export interface UploadFields {
  title: string;
  subject: string;
  description: string;
  class: string;
  grade: string;
  language: string;
}

/** Uploads through the API with the context's session, as the form would; returns the new id. */
export async function apiUpload(
  context: BrowserContext,
  server: RunningServer,
  fields: UploadFields,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const res = await context.request.post(`${server.url}/api/v1/documents/new/form`, {
    headers: await xsrfHeader(context, server),
    multipart: { ...fields, file },
  });
  const body = (await res.json()) as { status: string; id: string; message?: string };
  if (body.status !== 'success') throw new Error(`upload failed: ${res.status()} ${body.message}`);
  return body.id;
}

const SUBJECTS = ['MA', 'DE', 'EN', 'BI', 'CH', 'PS', 'GS', 'GG'];

/**
 * Writes `count` document rows straight into the server's database (no files: the library list
 * only needs rows), with varied fields so filters have something to do.
 */
export function seedDocuments(server: RunningServer, owner: SeededUser, count: number): void {
  const db = new SQLite(path.join(server.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const insert = db.prepare(
      `insert into documents (id, owner_id, title, subject, description, class_, grade, language, size, extension,
        mimetype, formated_size, file_name, created, edited, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, 1024, 'pdf', 'application/pdf', '1 KB', 'x.pdf', ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const day = String(1 + (i % 28)).padStart(2, '0');
        const at = new Date(Date.UTC(2025, i % 12, 1 + (i % 28), 8, 0, i % 60)).toISOString();
        insert.run(
          randomBytes(12).toString('base64url'),
          owner.id,
          `Zusammenfassung ${i} ${SUBJECTS[i % SUBJECTS.length]}`,
          SUBJECTS[i % SUBJECTS.length],
          `Lernunterlagen Nummer ${i} mit Übungen und Lösungen zum Kapitel ${i % 40}`,
          `${1 + (i % 6)}${'abcd'[i % 4]}`,
          String(1 + (i % 7)),
          ['de', 'en', 'fr'][i % 3],
          `2025-${String(1 + (i % 12)).padStart(2, '0')}-${day}_08-00-00`,
          `2025-${String(1 + (i % 12)).padStart(2, '0')}-${day}_09-00-00`,
          at,
          at,
        );
      }
    })();
  } finally {
    db.close();
  }
}
