import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { fillField, freePort, newPage, signUp, useServerAndBrowser, PHONE_390 } from './fixtures';
import { setDetail } from './learnset-fixtures';
import { apiPost, xsrfHeader } from './login';

// The mailed registration link points at the server itself.
const suite = useServerAndBrowser(async () => {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
});

const PASSWORD = 'Kantonsschule-Lernen-2025!';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
const swissToday = () => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date()).split('-');
  return `${d}.${m}.${y}`;
};

/** Tabs forward until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, maxStops = 60): Promise<void> {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/anmelden');
  await fillField(page, 'E-Mail', email);
  await page.getByLabel('Passwort', { exact: true }).focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/');
}

/** Uploads a three-card English set as the signed-in pupil; its id and exercises. */
async function uploadAnimals(context: BrowserContext) {
  const upload = await context.request.post(`${suite.server.url}/api/v1/learnsets/new/form`, {
    headers: await xsrfHeader(context, suite.server),
    multipart: {
      title: 'Tiere auf Englisch',
      subject: 'EN',
      description: 'Wortschatz Tiere',
      class: '3a',
      grade: '3',
      language: 'en',
      file: { name: 'tiere.txt', mimeType: 'text/plain', buffer: Buffer.from('Hund; dog\nKatze; cat\nMaus; mouse\n') },
    },
  });
  const setId = ((await upload.json()) as { id: string }).id;
  const data = (await (await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${setId}`)).json()) as {
    exercises: Array<{ id_: string; answer: string }>;
  };
  return { setId, exercises: data.exercises };
}

describe('the study home on a 390 px phone, by keyboard', () => {
  it("greets a new account with 'Willkommen', then leads with the sets to go on with, the due cards and the own sets", async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    const email = `mia_neu_${Date.now()}@ksbeispiel.ch`;
    await signUp(page, suite.server, { name: 'Mia Neu', email, password: PASSWORD });
    await signInByKeyboard(page, email);
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Mia Neu!' }).waitFor();
    // Nothing studied yet: no 'Weiterlernen', an empty 'Meine Lernsets' with the way to make one.
    const own = page.getByRole('region', { name: 'Meine Lernsets' });
    await own.getByText('Sie haben noch kein eigenes Lernset.').waitFor();
    expect(await own.getByRole('link', { name: 'Lernset erstellen' }).getAttribute('href')).toBe('/lernsets/neu');
    expect(await page.getByRole('heading', { name: 'Weiterlernen' }).count()).toBe(0);
    await page.getByText('Im Moment ist keine Karte fällig.', { exact: false }).waitFor();
    // SPEC's search box stays, below the study parts.
    const searchTop = (await page.getByRole('searchbox', { name: 'Im Internet suchen' }).boundingBox())?.y ?? 0;
    expect(searchTop).toBeGreaterThan((await own.boundingBox())?.y ?? Infinity);

    // Learned last week: two cards came due since; then the flash cards opened.
    const { setId, exercises } = await uploadAnimals(context);
    const [dog, cat] = exercises;
    await apiPost(context, suite.server, `/learnsets/answer/${dog?.id_}`, {
      answer: 'dog',
      value: true,
      at: daysAgo(5),
    });
    await apiPost(context, suite.server, `/learnsets/answer/${cat?.id_}`, {
      answer: 'cat',
      value: true,
      at: daysAgo(5),
    });
    await page.goto(`/lernsets/karten/${setId}`);
    await expect
      .poll(async () => {
        const home = (await (await context.request.get(`${suite.server.url}/api/v1/study/home`)).json()) as {
          recent: unknown[];
        };
        return home.recent.length;
      })
      .toBe(1);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Mia Neu!' }).waitFor();
    const again = page.getByRole('link', { name: 'Tiere auf Englisch Karteikarten · zuletzt heute' });
    await again.waitFor();
    await page.getByText('2 Karten sind heute fällig').waitFor();
    expect(await page.getByRole('link', { name: 'Jetzt wiederholen' }).getAttribute('href')).toBe('/wiederholen');
    await own.getByRole('link', { name: '[EN] Tiere auf Englisch' }).waitFor();
    await own.getByText('3 Karten').waitFor();
    expect(await own.getByRole('link', { name: 'Lernen: Tiere auf Englisch' }).getAttribute('href')).toBe(
      `/lernsets/lernen/${setId}`,
    );
    // The order the pupil reads: greeting, go on, due cards, own sets, then the web search.
    const tops = await Promise.all(
      ['Weiterlernen', 'Wiederholen', 'Meine Lernsets', 'Im Internet suchen', 'Favoriten'].map(
        async (name) => (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())?.y ?? -1,
      ),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/home-study-home.png', fullPage: true });

    // The phone menu offers 'Wiederholen' with the due count, read as "2 fällig".
    await tabTo(page, page.getByRole('button', { name: 'Menü' }));
    await page.keyboard.press('Enter');
    const review = page.locator('nav#sidebar').getByRole('link', { name: 'Wiederholen 2 fällig' });
    await review.waitFor();
    expect(await review.getAttribute('href')).toBe('/wiederholen');
    await page.screenshot({ path: '/tmp/home-menu.png' });
    await page.getByRole('button', { name: 'Schliessen', exact: true }).press('Enter');

    // One key back into the mode last used.
    await page.locator('main').focus();
    await tabTo(page, again);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/lernsets/karten/${setId}`);

    // Languages by name, dates as DD.MM.YYYY.
    await page.goto(`/lernsets/vorschau/${setId}`);
    await (await setDetail(page, 'Bearbeitet')).getByText(swissToday(), { exact: true }).waitFor();
    await (await setDetail(page, 'Sprache')).getByText('Englisch', { exact: true }).waitFor();

    // A later sign-in is a return.
    await page.goto('/abmelden');
    await page.locator('.landing').waitFor();
    expect(
      await page
        .locator('nav#sidebar')
        .getByRole('link', { name: /Wiederholen/ })
        .count(),
    ).toBe(0);
    await signInByKeyboard(page, email);
    await page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Mia Neu!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
