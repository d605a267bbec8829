// Rewards that respect the pupil (issue #32 item 3, decision 0061): a short celebration and praise
// a screen reader hears at the end of a learn-mode round, none of the motion for a device that
// asks for less; the weekly goal, set in the settings, on the study home.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { newPage, PHONE_390, useServerAndBrowser } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { apiPost, loginAs, seedUser } from './login';

const suite = useServerAndBrowser();

const ANIMALS: Record<string, string> = {
  Hund: 'dog',
  Katze: 'cat',
  Maus: 'mouse',
  Pferd: 'horse',
  Vogel: 'bird',
  Fisch: 'fish',
  Kuh: 'cow',
  Schaf: 'sheep',
  Ziege: 'goat',
  Schwein: 'pig',
};
const LINES = Object.entries(ANIMALS).map(([question, answer]) => `${question}; ${answer}`);
/** The same phone, set to ask for less motion. */
const PHONE_390_STILL = { ...PHONE_390, reducedMotion: 'reduce' as const };

/** Answers the round's 8 questions by keyboard, the first `wrong` of them wrong, the others right. */
async function playRound(page: Page, wrong: number) {
  for (let number = 1; number <= 8; number++) {
    await page.getByText(`Runde 1 · Frage ${number} von 8`).waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement instanceof HTMLTextAreaElement && document.activeElement.value === '',
        ),
      )
      .toBe(true);
    const question = ((await page.locator('.learn-question').textContent()) ?? '').trim();
    if (number <= wrong) {
      await page.keyboard.type('keine Ahnung');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Falsch' }).click();
    } else {
      await page.keyboard.type(ANIMALS[question] as string);
      await page.keyboard.press('Enter');
    }
  }
}

describe('the end of a learn-mode round as a reward, on a 390 px phone', () => {
  it('celebrates briefly, says what was achieved for eyes and screen readers, and offers the next round first', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Rita Runde' }));
    const set = await uploadLearnset(context, suite.server, { title: 'Tiere', lines: LINES });
    await page.goto(`/lernsets/lernen/${set.id}`);
    await playRound(page, 2);

    const summary = page.getByRole('region', { name: 'Runde 1 beendet' });
    await summary.waitFor();
    // The celebration plays over the figure; the heading has the focus.
    await page.locator('.reward .ui-celebration').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Runde 1 beendet');
    await summary.locator('.reward-figure').getByText('6 von 8').waitFor();
    // What a screen reader is told after the heading: the figure and the praise, in a polite status.
    const status = summary.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('6 von 8 Fragen richtig. Gut gemacht. Sie kommen gut voran.');
    expect(await status.getByText('Gut gemacht. Sie kommen gut voran.').isVisible()).toBe(true);
    expect(await summary.getByRole('progressbar', { name: 'Beherrscht' }).getAttribute('aria-valuetext')).toMatch(
      /^\d+ von 10 Übungen \(\d+ %\)$/,
    );
    await page.screenshot({ path: '/tmp/rewards-round-celebrating.png' });
    // Short: it is gone by itself, and the screen stays.
    await page.locator('.reward .ui-celebration').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/rewards-round.png', fullPage: true });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The next step is the first stop after the heading.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Weiter lernen');
    await page.keyboard.press('Enter');
    await page.getByText('Runde 2 · Frage 1 von 8').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the same praise without any celebration when the device asks for less motion', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390_STILL);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Stefan Still' }));
    const set = await uploadLearnset(context, suite.server, { title: 'Tiere ruhig', lines: LINES });
    await page.goto(`/lernsets/lernen/${set.id}`);
    await playRound(page, 0);
    const summary = page.getByRole('region', { name: 'Runde 1 beendet' });
    await summary.getByText('Alle Fragen richtig. Ausgezeichnet.').waitFor();
    // Checked at once: a celebration would still be on screen for more than a second.
    expect(await page.locator('.ui-celebration').count()).toBe(0);
    expect(await summary.getByRole('status').textContent()).toBe(
      '8 von 8 Fragen richtig. Alle Fragen richtig. Ausgezeichnet.',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the weekly goal', () => {
  it('is set in the settings by keyboard and shown on the study home as the days studied this week', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Wanda Woche' }));
    // Off by default: the study home shows no week.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Wanda Woche!' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Wiederholen' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Ihre Woche' }).count()).toBe(0);

    await page.goto('/einstellungen#wochenziel');
    const goalSwitch = page.getByRole('switch', { name: 'Ein Wochenziel setzen' });
    expect(await goalSwitch.getAttribute('aria-checked')).toBe('false');
    await goalSwitch.focus();
    await page.keyboard.press('Space');
    await page.getByText('Ihr Wochenziel wurde aktualisiert.').waitFor();
    expect(await goalSwitch.getAttribute('aria-checked')).toBe('true');
    const days = page.getByRole('group', { name: 'Tage pro Woche:' });
    expect(await days.getByRole('button', { name: '3' }).getAttribute('aria-pressed')).toBe('true');
    await days.getByRole('button', { name: '5' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => days.getByRole('button', { name: '5' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(
        async () =>
          (
            (await (await context.request.get(`${suite.server.url}/api/v1/account`)).json()) as {
              info: { weekGoal: number };
            }
          ).info.weekGoal,
      )
      .toBe(5);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#wochenziel').screenshot({ path: '/tmp/rewards-week-goal-setting.png' });

    // Nothing studied yet this week: seven open days, counted from what is done.
    await page.goto('/');
    const week = page.getByRole('region', { name: 'Ihre Woche' });
    await week.getByText('0 von 5 Tagen diese Woche').waitFor();
    expect(await week.getByRole('listitem').count()).toBe(7);
    expect(await week.locator('.week-day.studied').count()).toBe(0);

    // An answer today marks today.
    const set = await uploadLearnset(context, suite.server, { title: 'Tiere der Woche', lines: LINES.slice(0, 2) });
    expect(
      (await apiPost(context, suite.server, `/learnsets/answer/${set.ids.Hund}`, { answer: 'dog', value: true }))
        .status,
    ).toBe(200);
    await page.reload();
    await week.getByText('1 von 5 Tagen diese Woche').waitFor();
    const today = week.locator('.week-day.today');
    expect(await today.evaluate((el) => el.classList.contains('studied'))).toBe(true);
    expect(await today.locator('.visually-hidden').textContent()).toMatch(
      /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag) \(heute\): gelernt$/,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/rewards-home-week.png', fullPage: true });

    // The set's mastery ring on the study home: 1 of 2 exercises answered right once.
    const own = page.getByRole('region', { name: 'Meine Lernsets' });
    const ring = own.getByRole('progressbar', { name: 'Beherrscht: Tiere der Woche' });
    expect(await ring.getAttribute('aria-valuenow')).toBe('50');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const SCHEMES = ['light', 'dark', 'contrast', 'system'] as const;

/** Shows the page in a scheme as the account would; 'Wie Gerät' on a dark device (as e2e/a11y.spec.ts). */
async function useScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme === 'system' ? 'dark' : 'light' });
  await page.evaluate((s) => {
    if (s === 'light') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', s);
  }, scheme);
}

/** axe in every scheme at 320 and 1280 px; the problems found, one per line. */
async function everyScheme(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      for (const v of await axeViolations(page)) problems.push(`${where} @${width}px ${scheme}: ${v}`);
    }
    await page.screenshot({ path: `/tmp/rewards${where.replace(/\//g, '-')}-${width}.png`, fullPage: true });
    if (width === 320) {
      if ((await sidewaysOverflow(page)) > 0) problems.push(`${where} @320px scrolls sideways`);
      for (const target of await smallTargets(page)) problems.push(`${where} @320px small target: ${target}`);
    }
  }
  await useScheme(page, 'light');
  return problems;
}

describe('the new parts in every colour scheme', () => {
  it('keep axe silent on the week, the mastery rings, the goal setting and a reward, at 320 and 1280 px', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Farah Farben', payment: '2999-12-31' }));
    expect((await apiPost(context, suite.server, '/account/settings/week-goal', { weekGoal: 4 })).status).toBe(200);
    const set = await uploadLearnset(context, suite.server, { title: 'Ein Paar', lines: ['Hund; dog'] });
    expect(
      (await apiPost(context, suite.server, `/learnsets/answer/${set.ids.Hund}`, { answer: 'dog', value: true }))
        .status,
    ).toBe(200);
    await page.goto(`/lernsets/karten/${set.id}`);
    await expect
      .poll(async () => {
        const home = await context.request.get(`${suite.server.url}/api/v1/study/home`);
        return ((await home.json()) as { recent: unknown[] }).recent.length;
      })
      .toBe(1);
    await page.goto('/');
    await page.getByRole('region', { name: 'Ihre Woche' }).getByText('1 von 4 Tagen diese Woche').waitFor();
    await page
      .getByRole('region', { name: 'Weiterlernen' })
      .getByRole('progressbar', { name: 'Beherrscht: Ein Paar' })
      .waitFor();
    const problems = await everyScheme(page, '/');

    await page.goto('/einstellungen#wochenziel');
    await page.getByRole('switch', { name: 'Ein Wochenziel setzen' }).waitFor();
    problems.push(...(await everyScheme(page, '/einstellungen')));

    await page.goto(`/lernsets/zuordnen/${set.id}`);
    await page.locator('.match-grid').getByText('Hund', { exact: true }).click();
    await page.locator('.match-grid').getByText('dog', { exact: true }).click();
    await page.getByRole('heading', { name: 'Alle Paare gefunden' }).waitFor();
    await page.locator('.ui-celebration').waitFor({ state: 'detached' });
    problems.push(...(await everyScheme(page, '/lernsets/zuordnen')));
    await page.setViewportSize(PHONE_390.viewport);
    await useScheme(page, 'dark');
    await page.screenshot({ path: '/tmp/rewards-match-dark.png', fullPage: true });
    await page.goto('/');
    await page.getByRole('region', { name: 'Ihre Woche' }).waitFor();
    await useScheme(page, 'contrast');
    await page.screenshot({ path: '/tmp/rewards-home-contrast.png', fullPage: true });
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
