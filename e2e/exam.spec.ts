import { describe, expect, it } from 'vitest';
import { newPage, PHONE, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser } from './login';
import { uploadLearnset } from './learnset-fixtures';

const suite = useServerAndBrowser();

/** YYYY-MM-DD in Zurich, `days` from today. */
const zurichDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() + days * 86_400_000));
const swiss = (day: string) => day.split('-').reverse().join('.');

describe('an exam date for a selection of sets, on a phone', () => {
  it('is set on the preview by keyboard, says how many cards a day it means, and is shared by the selection page', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Paula Prüfung' }));
    const { id: setId } = await uploadLearnset(context, suite.server, {
      title: 'Französische Verben',
      subject: 'F',
      language: 'fr',
      lines: ['gehen; aller', 'kommen; venir', 'sehen; voir', 'machen; faire', 'nehmen; prendre', 'sagen; dire'],
    });
    const examDay = zurichDay(3);

    await page.goto(`/lernsets/vorschau/${setId}`);
    await page.getByText('Noch kein Prüfungsdatum.', { exact: false }).waitFor();
    await page.getByLabel('Datum der Prüfung').fill(examDay);
    await page.getByLabel('Datum der Prüfung').focus();
    await page.keyboard.press('Enter');
    await page.getByText('Das Prüfungsdatum wurde gespeichert.').waitFor();
    await page.getByText(`Prüfung am ${swiss(examDay)}.`).waitFor();
    await page
      .getByText(`6 Karten bis zur Prüfung am ${swiss(examDay)}: etwa 2 pro Tag in den nächsten 3 Tagen.`)
      .waitFor();

    // A date in the past is refused with the server's German message, and the saved one stays.
    await page.getByLabel('Datum der Prüfung').fill(zurichDay(-2));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Prüfungsdatum darf nicht in der Vergangenheit liegen.').waitFor();
    await page.getByText(`Prüfung am ${swiss(examDay)}.`).waitFor();

    // The same date from the library's selection: the set list's button opens the selection's page.
    await page.goto('/lernsets');
    await page.getByRole('checkbox', { name: '[F] Französische Verben' }).check();
    await page.getByRole('button', { name: 'Prüfungsdatum' }).first().click();
    await page.waitForURL(`**/lernsets/pruefung/${setId}`);
    await page.getByRole('heading', { name: 'Prüfungsdatum', level: 1 }).waitFor();
    await page.getByText(`Prüfung am ${swiss(examDay)}.`).waitFor();
    await page.getByRole('button', { name: 'Entfernen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Das Prüfungsdatum wurde entfernt.').waitFor();
    await page.getByText('Noch kein Prüfungsdatum.', { exact: false }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
