import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { fillField, freePort, newPage, PHONE_390, signUp, useServerAndBrowser } from './fixtures';

// The mailed registration link points at the server itself.
const suite = useServerAndBrowser(async () => {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
});

const PASSWORD = 'Erster-Schultag-2026!';
const MATHS = 'starter-mathematik-binomische-formeln';

describe("'Zum Ausprobieren' on the study home of a 390 px phone", () => {
  it('offers a freshly registered pupil the two starter sets, learns one, and then offers them no more', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    const email = `nina_neu_${Date.now()}@ksbeispiel.ch`;
    await signUp(page, suite.server, { name: 'Nina Neu', email, password: PASSWORD });
    await page.goto('/anmelden');
    await fillField(page, 'E-Mail', email);
    await fillField(page, 'Passwort', PASSWORD);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Nina Neu!' }).waitFor();

    // Both starter sets, right under the greeting, each with its cards and one tap into learn mode.
    const offer = page.getByRole('region', { name: 'Zum Ausprobieren' });
    await offer.getByRole('link', { name: '[FR] Französisch: Begrüssungen' }).waitFor();
    await offer.getByRole('link', { name: '[MA] Mathematik: Binomische Formeln' }).waitFor();
    await offer.getByText('12 Karten').waitFor();
    await offer.getByText('10 Karten').waitFor();
    const learn = offer.getByRole('link', { name: 'Lernen: Mathematik: Binomische Formeln' });
    expect(await learn.getAttribute('href')).toBe(`/lernsets/lernen/${MATHS}`);
    const top = async (name: string) =>
      (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())?.y ?? -1;
    expect(await top('Zum Ausprobieren')).toBeLessThan(await top('Meine Lernsets'));
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/starter-sets-home.png', fullPage: true });

    // Learn mode: the question with its formula typeset; one answer, rated by the pupil.
    await learn.click();
    await page.waitForURL((u) => u.pathname === `/lernsets/lernen/${MATHS}`);
    await page.locator('.learn-question .formula .katex-mathml math').first().waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Ihre Antwort' }).fill('weiss ich nicht');
    await page.keyboard.press('Enter');
    await page.getByText('War Ihre Antwort richtig?').waitFor();
    await page.screenshot({ path: '/tmp/starter-sets-learn.png', fullPage: true });
    await page.getByRole('button', { name: 'Falsch' }).click();
    await expect.poll(() => page.locator('[data-status="answered"]').textContent()).toBe('1');

    // Back on the study home the set waits under 'Weiterlernen'; the offer is gone.
    await page.goto('/');
    await page.getByRole('link', { name: /^Mathematik: Binomische Formeln Lernen/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Zum Ausprobieren' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
