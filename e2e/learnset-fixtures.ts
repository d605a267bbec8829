import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from './fixtures';
import { xsrfHeader } from './login';

export interface UploadedLearnset {
  id: string;
  /** Exercise id by question. */
  ids: Record<string, string>;
}

/**
 * Uploads a `.txt` learning set (one `question; answer; alternatives…` per line) through the real
 * form call as the user signed in to `context`, or with `set.id` replaces that set's file through
 * the edit call, and reads back its exercise ids.
 */
export async function uploadLearnset(
  context: BrowserContext,
  server: RunningServer,
  set: { title: string; lines: readonly string[]; subject?: string; language?: string; id?: string },
): Promise<UploadedLearnset> {
  const upload = await context.request.post(`${server.url}/api/v1/learnsets/${set.id ? 'edit' : 'new'}/form`, {
    headers: await xsrfHeader(context, server),
    multipart: {
      ...(set.id ? { id: set.id } : {}),
      title: set.title,
      subject: set.subject ?? 'EN',
      description: `Übungen zu ${set.title}`,
      class: '3a',
      grade: '3',
      language: set.language ?? 'en',
      file: { name: 'set.txt', mimeType: 'text/plain', buffer: Buffer.from(`${set.lines.join('\n')}\n`) },
    },
  });
  const reply = (await upload.json()) as { status: string; id?: string; message?: string };
  const id = set.id ?? reply.id;
  if (reply.status !== 'success' || !id) throw new Error(`upload refused: ${reply.message}`);
  const data = (await (await context.request.get(`${server.url}/api/v1/learnsets/data/${id}`)).json()) as {
    exercises: Array<{ id_: string; question: string }>;
  };
  return { id, ids: Object.fromEntries(data.exercises.map((e) => [e.question, e.id_])) };
}

/** Collects the answer calls the page sends from now on: a visitor's study mode must send none. */
export function watchAnswerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/learnsets/answer/')) calls.push(request.url());
  });
  return calls;
}

/**
 * One line of a set page's 'Weitere Angaben' ('Bearbeitet', 'Sprache der Fragen' …): opens them
 * and returns the value's element.
 */
export async function setDetail(page: Page, term: string): Promise<Locator> {
  const details = page.locator('.set-details');
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) {
    await details.getByText('Weitere Angaben', { exact: true }).click();
  }
  return details
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');
}
