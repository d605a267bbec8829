// The learning-set editor in Chromium: a set typed row by row (one card with a formula, one with
// a picture), saved, edited (the statistics and memory state of its rows stay) and learnt; pasting
// a block, reordering, the draft, the messages. Each card is typed by `fillRow`.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTitle, newPage, PHONE, useServerAndBrowser } from './fixtures';
import { axeViolations, smallTargets } from './a11y-checks';
import { apiPost, loginAs, type SeededUser, seedUser } from './login';

/** One card as a pupil types it into a row. */
export interface Card {
  question: string;
  answer: string;
  alternatives?: string[];
  /** As typed, e.g. '2' or '1,5'. */
  weight?: string;
  /** A picture file for the question, chosen from the row. */
  questionImage?: string;
}

const IMAGES = path.resolve(import.meta.dirname, '../apps/server/src/modules/learnsets/images/fixtures');

const CARDS: Card[] = [
  { question: 'Hund', answer: 'dog', alternatives: ['hound'] },
  { question: 'Katze', answer: 'cat' },
  { question: 'Maus', answer: 'mouse', weight: '2' },
  { question: 'Vogel: $\\frac{4}{2}$ Beine', answer: 'bird' },
  { question: 'Fisch', answer: 'fish', weight: '1,5', questionImage: 'karte.png' },
];

const BIRD = CARDS[3]?.question ?? '';

const suite = useServerAndBrowser();
let pupil: SeededUser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let setId = '';

beforeAll(async () => {
  pupil = seedUser(suite.server, { name: 'Erika Editor' });
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url));
  await loginAs(context, suite.server, pupil);
});
afterAll(async () => {
  await context?.close();
});

/** Polls until the value matches: a page with 300 rows and a screen's first load take their time. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000 });
const rows = (scope: Page) => scope.locator('.editor-row');
const rowAt = (scope: Page, index: number): Locator => rows(scope).nth(index);
const field = (scope: Page, index: number, label: string) =>
  rowAt(scope, index).getByLabel(`${label} Zeile ${index + 1}`, { exact: true });

/** Opens the row's further options (pictures, alternatives, weight, move, delete) if closed. */
async function openOptions(scope: Page, index: number): Promise<void> {
  const button = rowAt(scope, index).getByRole('button', { name: `Weitere Optionen für Zeile ${index + 1}` });
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  await eventually(() => button.getAttribute('aria-expanded')).toBe('true');
}

/**
 * Types `card` into row `index` (0-based). A row after the last one is added the way a pupil
 * does it: Enter in the answer of the row before.
 */
async function fillRow(scope: Page, index: number, card: Card): Promise<void> {
  if (index >= (await rows(scope).count())) {
    await field(scope, index - 1, 'Antwort').press('Enter');
    await eventually(() => rows(scope).count()).toBe(index + 1);
    // The new row's question has the focus: typing goes straight in.
    await eventually(() => field(scope, index, 'Frage').evaluate((el) => el === document.activeElement)).toBe(true);
  }
  // Far from the window a row is shown as text; near it, it has its fields.
  await rowAt(scope, index).scrollIntoViewIfNeeded();
  await field(scope, index, 'Frage').fill(card.question);
  await field(scope, index, 'Antwort').fill(card.answer);
  if (!card.alternatives && card.weight === undefined && !card.questionImage) return;
  await openOptions(scope, index);
  for (const [i, alternative] of (card.alternatives ?? []).entries()) {
    await rowAt(scope, index)
      .getByRole('button', { name: `+ Alternative Zeile ${index + 1}` })
      .click();
    await rowAt(scope, index)
      .getByLabel(`Alternative ${i + 1} Zeile ${index + 1}`, { exact: true })
      .fill(alternative);
  }
  if (card.weight !== undefined) await field(scope, index, 'Gewichtung').fill(card.weight);
  if (card.questionImage) {
    // The button opens the file chooser; the file input itself is never a stop of its own.
    const [chooser] = await Promise.all([
      scope.waitForEvent('filechooser'),
      rowAt(scope, index)
        .getByRole('button', { name: `+ Bild zur Frage Zeile ${index + 1}` })
        .click(),
    ]);
    await chooser.setFiles(path.join(IMAGES, card.questionImage));
    // Uploaded at once: the row shows the picture before the set is saved.
    await rowAt(scope, index)
      .getByRole('img', { name: `Bild zur Frage Zeile ${index + 1}` })
      .waitFor();
  }
}

/** The upload form's fields, as on the file upload. */
async function fillSetFields(scope: Page, title: string): Promise<void> {
  await scope.getByLabel('Titel', { exact: true }).fill(title);
  await scope.getByLabel('Fach', { exact: true }).selectOption('EN');
  await scope.getByLabel('Beschreibung', { exact: true }).fill('Tiere auf Englisch');
  await scope.getByLabel('Klasse oder Kursbezeichnung', { exact: true }).fill('3a');
  await scope.getByLabel('Klassenstufe', { exact: true }).selectOption('3');
  await scope.getByLabel('Sprache', { exact: true }).selectOption('en');
}

async function openNewEditor(scope: Page): Promise<void> {
  await scope.goto('/lernsets/neu');
  await expectTitle(scope, 'Lernset erstellen');
  // Each test starts without the draft an earlier one left.
  await scope.evaluate(() => localStorage.clear());
  await scope.getByRole('link', { name: 'Im Browser erstellen' }).click();
  await field(scope, 0, 'Frage').waitFor();
}

interface StoredExercise {
  id_: string;
  question: string;
  answer: string;
  answers: string[];
  frequency: number;
  question_image?: string;
}
async function stored(id: string): Promise<StoredExercise[]> {
  const res = await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${id}`);
  return ((await res.json()) as { exercises: StoredExercise[] }).exercises;
}

/** Types a block into a field as a paste from the clipboard would deliver it. */
async function pasteInto(target: Locator, text: string): Promise<void> {
  await target.focus();
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe('the learning-set editor in Chromium', () => {
  it('types a set of five cards with a formula and a picture, adding rows with Enter, saves it and shows its preview', async () => {
    await openNewEditor(page);
    await fillSetFields(page, 'Tiere im Editor');
    for (const [index, card] of CARDS.entries()) await fillRow(page, index, card);
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    setId = page.url().split('/').at(-1) as string;
    await page.getByRole('heading', { level: 1, name: 'Tiere im Editor', exact: true }).waitFor();
    expect(await page.locator('.exercise-card').count()).toBe(5);
    expect(
      (await stored(setId)).map(({ question, answer, answers, frequency }) => [question, answer, answers, frequency]),
    ).toEqual([
      ['Hund', 'dog', ['hound'], 1],
      ['Katze', 'cat', [], 1],
      ['Maus', 'mouse', [], 2],
      [BIRD, 'bird', [], 1],
      ['Fisch', 'fish', [], 1.5],
    ]);
    expect((await stored(setId)).map((e) => Boolean(e.question_image))).toEqual([false, false, false, false, true]);
    // The formula typeset with MathML for screen readers, the picture with the question as its text.
    await page.locator('.exercise-card .formula .katex-mathml math').first().waitFor({ state: 'attached' });
    expect(await page.locator('.exercise-card img.card-image').first().getAttribute('alt')).toMatch(/^Fisch/);
  });

  it('edits one row: the statistics and memory state of every row stay, the set learns on', async () => {
    const before = await stored(setId);
    for (const exercise of before) {
      const reply = await apiPost(context, suite.server, `/learnsets/answer/${exercise.id_}`, {
        answer: exercise.answer,
        value: true,
        id: randomUUID(),
        mode: 'learn',
      });
      expect(reply.status).toBe(200);
    }

    await page.goto(`/lernsets/bearbeiten/${setId}`);
    await expectTitle(page, 'Lernset bearbeiten');
    await eventually(() => field(page, 4, 'Frage').inputValue()).toBe('Fisch');
    expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe('Tiere im Editor');
    // A row's options are closed; what they hold shows beside them.
    expect(await rowAt(page, 4).locator('.editor-row-extras').textContent()).toBe('Gewichtung 1,5 · Bild zur Frage');
    await openOptions(page, 4);
    expect(await field(page, 4, 'Gewichtung').inputValue()).toBe('1,5');
    // One row changes its answer; the last moves up by keyboard; a sixth row comes with Enter.
    await field(page, 1, 'Antwort').fill('tomcat');
    await field(page, 4, 'Frage').press('Alt+ArrowUp');
    await page.getByText('Zeile 5 ist jetzt Zeile 4 von 5.').waitFor({ state: 'attached' });
    expect(await field(page, 3, 'Frage').evaluate((el) => el === document.activeElement)).toBe(true);
    await fillRow(page, 5, { question: 'Pferd', answer: 'horse' });
    await page.getByRole('button', { name: 'Ändern' }).click();
    await page.waitForURL(`**/lernsets/vorschau/${setId}`);

    const after = await stored(setId);
    const id = (question: string) => before.find((e) => e.question === question)?.id_;
    expect(after.map((e) => [e.question, e.answer, e.id_])).toEqual([
      ['Hund', 'dog', id('Hund')],
      ['Katze', 'tomcat', id('Katze')],
      ['Maus', 'mouse', id('Maus')],
      ['Fisch', 'fish', id('Fisch')],
      [BIRD, 'bird', id(BIRD)],
      ['Pferd', 'horse', expect.any(String)],
    ]);
    const bulk = (await (await context.request.get(`${suite.server.url}/api/v1/learnsets/bulk/${setId}`)).json()) as {
      stats: Record<string, { correct: number; wrong: number }>;
    };
    expect(bulk.stats).toEqual(Object.fromEntries(before.map((e) => [e.id_, { correct: 1, wrong: 0 }])));
    const progress = (await (
      await context.request.get(`${suite.server.url}/api/v1/learnsets/progress/${setId}`)
    ).json()) as {
      progress: Array<{ new: number; learning: number; known: number }>;
    };
    // Five cards with their memory state, one new card.
    expect(progress.progress[0]).toMatchObject({ new: 1 });
    expect((progress.progress[0]?.learning ?? 0) + (progress.progress[0]?.known ?? 0)).toBe(5);

    await page.goto(`/lernsets/lernen/${setId}`);
    const answered = page.locator('[data-status="answered"]');
    // The five answers given before the edit still count.
    await eventually(() => answered.textContent()).toBe('5');
    const shown = await page.locator('.learn-question').innerText();
    // The question's text, beside the card's buttons (read aloud).
    // (A formula shows typeset, so the card is found by its first word.)
    const answer = after.find((e) => shown.includes(e.question.split(':')[0] ?? ''))?.answer ?? '';
    await page.getByLabel('Ihre Antwort').fill(answer);
    await page.getByLabel('Ihre Antwort').press('Enter');
    await eventually(() => answered.textContent()).toBe('6');
    expect(errors).toEqual([]);
  });

  it('splits a pasted spreadsheet range or Quizlet export into rows after a preview with separators', async () => {
    await openNewEditor(page);
    // A spreadsheet copy: tab-separated, a quoted cell with a line break; the third column is an alternative.
    await pasteInto(field(page, 0, 'Frage'), 'Zelle\t"Baustein\ndes Lebens"\tEinheit\nKern\tnucleus\n');
    const dialog = page.getByRole('dialog', { name: 'Mehrere Zeilen einfügen' });
    await dialog.getByText('2 Zeilen erkannt.').waitFor();
    expect(await dialog.getByRole('radio', { name: 'Tabulator' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: '2 Zeilen einfügen' }).click();
    await eventually(() => rows(page).count()).toBe(2);
    expect(await field(page, 0, 'Antwort').inputValue()).toBe('Baustein\ndes Lebens');
    expect(await rowAt(page, 0).locator('.editor-row-extras').textContent()).toBe('Alternativen: Einheit');
    await openOptions(page, 0);
    expect(await rowAt(page, 0).getByLabel('Alternative 1 Zeile 1', { exact: true }).inputValue()).toBe('Einheit');

    // A Quizlet export with own separators, pasted into the dialog opened by its button.
    await page.getByRole('button', { name: 'Mehrere Zeilen einfügen' }).click();
    await dialog.getByLabel('Eingefügter Text').fill('Hund - dog|Katze - cat|Maus - mouse');
    await dialog.getByText('1 Zeile erkannt, davon 1 ohne Antwort.').waitFor();
    await dialog.getByLabel('Eigenes Trennzeichen zwischen Frage und Antwort').fill(' - ');
    await dialog.getByLabel('Eigenes Trennzeichen zwischen den Zeilen').fill('|');
    await dialog.getByText('3 Zeilen erkannt.').waitFor();
    expect(await dialog.getByRole('cell', { name: 'mouse' }).count()).toBe(1);
    await dialog.getByRole('button', { name: '3 Zeilen einfügen' }).click();
    await eventually(() => rows(page).count()).toBe(5);
    expect(await field(page, 4, 'Antwort').inputValue()).toBe('mouse');

    // A block can still go into the field as it is.
    await field(page, 4, 'Antwort').selectText();
    await pasteInto(field(page, 4, 'Antwort'), 'eins\nzwei');
    await dialog.getByRole('button', { name: 'Als Text in das Feld einfügen' }).click();
    await eventually(() => field(page, 4, 'Antwort').inputValue()).toBe('eins\nzwei');
    expect(await rows(page).count()).toBe(5);
  });

  it('reorders rows by mouse drag and by the buttons, announcing the new place', async () => {
    await openNewEditor(page);
    for (const [index, card] of CARDS.slice(0, 3).entries()) await fillRow(page, index, card);
    const order = () => rows(page).evaluateAll((items) => items.map((li) => li.querySelector('textarea')?.value));
    await rowAt(page, 2)
      .locator('.editor-drag')
      .dragTo(rowAt(page, 0), { targetPosition: { x: 20, y: 4 } });
    await eventually(order).toEqual(['Maus', 'Hund', 'Katze']);
    await openOptions(page, 2);
    await page.getByRole('button', { name: 'Nach oben (Zeile 3)' }).click();
    await eventually(order).toEqual(['Maus', 'Katze', 'Hund']);
    await page.getByText('Zeile 3 ist jetzt Zeile 2 von 3.').waitFor({ state: 'attached' });
    // The moved row's options stay open, the focus on its button to move on.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim())).toBe(
      '↑ Nach oben (Zeile 2)',
    );
    await openOptions(page, 0);
    await page.getByRole('button', { name: 'Zeile 1 löschen' }).click();
    await eventually(order).toEqual(['Katze', 'Hund']);
  });

  it('keeps a draft through a reload until it is discarded or saved', async () => {
    await openNewEditor(page);
    await page.getByLabel('Titel', { exact: true }).fill('Entwurf Tiere');
    await fillRow(page, 0, { question: 'Igel', answer: 'hedgehog' });
    await fillRow(page, 1, { question: 'Fuchs', answer: 'fox' });
    // Typing pauses before the draft is written.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lernset-entwurf:')).length))
      .toBe(1);
    await page.reload();
    await page.getByText(/Ihr Entwurf vom .* wurde wiederhergestellt\./).waitFor();
    expect(await field(page, 1, 'Antwort').inputValue()).toBe('fox');
    expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe('Entwurf Tiere');

    await page.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    await eventually(() => rows(page).count()).toBe(1);
    expect(await field(page, 0, 'Frage').inputValue()).toBe('');
    expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe('');
    await page.reload();
    await field(page, 0, 'Frage').waitFor();
    expect(await page.getByText('Entwurf verwerfen').count()).toBe(0);
  });

  it("names a row's problem in German, marks the field and saves nothing", async () => {
    await openNewEditor(page);
    await fillSetFields(page, 'Mit Fehler');
    await fillRow(page, 0, { question: 'Hund', answer: 'dog' });
    await fillRow(page, 1, { question: '', answer: '' });
    await fillRow(page, 2, { question: 'Katze', answer: ' ' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/learnsets/new/json')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Erstellen' }).click();
    // The blank row goes; the numbers are those of the rows that stay.
    await page.getByRole('alert').filter({ hasText: 'Zeile 2: Die Antwort ist leer.' }).waitFor();
    await eventually(() => rows(page).count()).toBe(2);
    const answer = field(page, 1, 'Antwort');
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => answer.evaluate((el) => el === document.activeElement)).toBe(true);
    await openOptions(page, 1);
    await field(page, 1, 'Gewichtung').fill('viel');
    await rowAt(page, 1).getByRole('button', { name: 'Weitere Optionen für Zeile 2' }).click();
    await answer.fill('cat');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Zeile 2: Die Gewichtung muss eine Zahl' }).waitFor();
    // The weight sits behind the closed options: they open, and the focus is on it.
    const weight = field(page, 1, 'Gewichtung');
    await eventually(() => weight.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await weight.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/lernsets/neu');
  });

  it("keeps a long set findable as text, and brings a far row's fields when a problem points there", async () => {
    const exercises = Array.from({ length: 300 }, (_, i) => ({ question: `Wort ${i + 1}`, answer: `word ${i + 1}` }));
    const created = await apiPost(context, suite.server, '/learnsets/new/json', {
      title: 'Langes Set',
      subject: 'EN',
      description: 'Dreihundert Wörter',
      class: '3a',
      grade: '3',
      language: 'en',
      exercises,
    });
    expect(created.body).toMatchObject({ status: 'success' });
    const id = (created.body as { id?: string }).id ?? '';
    await page.goto(`/lernsets/bearbeiten/${id}`);
    await eventually(() => rows(page).count()).toBe(300);
    // Rows far below are text (no fields), yet the browser's find (Ctrl+F) finds them.
    expect(await rowAt(page, 280).locator('textarea').count()).toBe(0);
    const found = await page.evaluate(() =>
      (window as unknown as { find: (text: string) => boolean }).find('word 287'),
    );
    expect(found).toBe(true);
    // Scrolled near, the row's text gives way to its fields (a new element: scrolled to from the page).
    await page.evaluate(() => document.querySelectorAll('.editor-row')[289]?.scrollIntoView({ block: 'center' }));
    await field(page, 289, 'Antwort').fill(' ');
    await page.getByRole('button', { name: 'Ändern' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Ändern' }).click();
    await page.getByRole('alert').filter({ hasText: 'Zeile 290: Die Antwort ist leer.' }).waitFor();
    await eventually(() => field(page, 289, 'Antwort').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('on a 390 px phone: Tab goes question → answer → options → next row, a row is one line per side, saving opens the preview at its top', async () => {
    const phone = await newPage(suite.browser, suite.server.url, { ...PHONE, viewport: { width: 390, height: 844 } });
    await loginAs(phone.context, suite.server, pupil);
    const p = phone.page;
    await openNewEditor(p);
    await fillSetFields(p, 'Tiere per Tastatur');
    /** The focused element's accessible name, as a screen reader would announce it. */
    const focused = () =>
      p.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
        return (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      });
    await field(p, 0, 'Frage').focus();
    await p.keyboard.type('Hund');
    await p.keyboard.press('Tab');
    expect(await focused()).toBe('Antwort Zeile 1');
    await p.keyboard.type('dog');
    // Enter in the last answer: a new row, its question focused.
    await p.keyboard.press('Enter');
    await eventually(focused).toBe('Frage Zeile 2');
    await p.keyboard.type('Katze');
    await p.keyboard.press('Tab');
    await p.keyboard.type('cat');
    // Back through row 1: its answer is followed by its options button, then row 2.
    await p.keyboard.press('Shift+Tab');
    await p.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Weitere Optionen für Zeile 1');
    await p.keyboard.press('Tab');
    expect(await focused()).toBe('Frage Zeile 2');

    // The options open by keyboard; the picture is chosen by a button, never by the hidden file input.
    await p.keyboard.press('Shift+Tab');
    await p.keyboard.press('Space');
    const menu = rowAt(p, 0).getByRole('button', { name: 'Weitere Optionen für Zeile 1' });
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await p.screenshot({ path: '/tmp/basics-editor-options.png' });
    // The open options pass axe, and every target is large enough for a finger (WCAG 2.2).
    expect(await axeViolations(p)).toEqual([]);
    expect(await smallTargets(p)).toEqual([]);
    await p.keyboard.press('Tab');
    expect(await focused()).toBe('+ Bild zur Frage Zeile 1');
    const tabStops: string[] = [];
    for (let i = 0; i < 8; i++) {
      tabStops.push(await p.evaluate(() => (document.activeElement as HTMLInputElement).type ?? ''));
      await p.keyboard.press('Tab');
    }
    expect(tabStops).not.toContain('file');
    await field(p, 0, 'Gewichtung').focus();
    await p.keyboard.type('2');
    // Escape closes them and gives the focus back to their button; the weight shows beside it.
    await p.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('Weitere Optionen für Zeile 1');
    expect(await rowAt(p, 0).locator('.editor-row-extras').textContent()).toBe('Gewichtung 2');

    // One screen line per side: question above answer, both nearly the phone's width.
    const question = await field(p, 1, 'Frage').boundingBox();
    const answer = await field(p, 1, 'Antwort').boundingBox();
    const button = await rowAt(p, 1).getByRole('button', { name: 'Weitere Optionen für Zeile 2' }).boundingBox();
    if (!question || !answer || !button) throw new Error('row not laid out');
    expect(answer.y).toBeGreaterThanOrEqual(question.y + question.height);
    expect(answer.x).toBe(question.x);
    expect(answer.width).toBe(question.width);
    expect(question.width).toBeGreaterThan(390 * 0.65);
    expect(question.height).toBeLessThan(50);
    expect(button.width).toBeGreaterThanOrEqual(24);
    expect(button.height).toBeGreaterThanOrEqual(24);
    expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await rowAt(p, 0).scrollIntoViewIfNeeded();
    await p.screenshot({ path: '/tmp/basics-editor-phone.png' });

    // Saved from the bottom of the page: the preview opens at its top, the focus on the screen.
    const save = p.getByRole('button', { name: 'Erstellen' });
    await save.scrollIntoViewIfNeeded();
    expect(await p.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await save.press('Enter');
    await p.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    await p.getByRole('heading', { level: 1, name: 'Tiere per Tastatur', exact: true }).waitFor();
    expect(await p.evaluate(() => window.scrollY)).toBe(0);
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('inhalt');
    await phone.context.close();
  });

  it('fits a phone of 320 px without sideways scrolling', async () => {
    const phone = await newPage(suite.browser, suite.server.url, { ...PHONE, viewport: { width: 320, height: 640 } });
    await loginAs(phone.context, suite.server, pupil);
    await phone.page.goto(`/lernsets/bearbeiten/${setId}`);
    // On a phone the set's fields come first; the rows are further down.
    await rowAt(phone.page, 0).scrollIntoViewIfNeeded();
    await field(phone.page, 0, 'Frage').waitFor();
    await openOptions(phone.page, 0);
    await rowAt(phone.page, 0).getByRole('button', { name: '+ Alternative Zeile 1' }).click();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.context.close();
  });
});
