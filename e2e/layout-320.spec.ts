import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser, xsrfHeader } from './login';

const suite = useServerAndBrowser();

const NARROW = { viewport: { width: 320, height: 640 } };
const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenhalterung';
const LONG_URL = 'https://www.example.com/ein/sehr/langer/pfad/der/nirgends/umbrechen/kann/und/weiter/geht';

describe('every screen fits a 320 px phone and works by keyboard', () => {
  it('never scrolls sideways, also with long words and addresses in a set', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, NARROW);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Wanda Schmal' }));
    const res = await context.request.post(`${suite.server.url}/api/v1/learnsets/new/form`, {
      headers: await xsrfHeader(context, suite.server),
      multipart: {
        title: 'Lange Wörter',
        subject: 'DE',
        description: `${LONG_WORD} ${LONG_URL}`,
        class: '5b',
        grade: '5',
        language: 'de',
        file: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from(`${LONG_WORD}; ${LONG_URL}\n`) },
      },
    });
    const id = ((await res.json()) as { id: string }).id;
    // Each screen with what shows once it has loaded its content.
    const screens: Array<[string, string]> = [
      [`/lernsets/vorschau/${id}`, 'main h1'],
      ['/über/datenschutz', 'main h1'],
      ['/über/agb', 'main h1'],
      ['/lernsets/hilfe', 'main h1'],
      ['/', 'main h1'],
      ['/dokumente', 'main h1'],
      ['/lernsets', 'main h1'],
      ['/premium', 'main h1'],
      ['/einstellungen', 'main h1'],
      [`/lernsets/lernen/${id}`, '.learn-question'],
      [`/lernsets/karten/${id}`, '.flashcard'],
      [`/lernsets/test/${id}`, 'main form'],
      [`/lernsets/zuordnen/${id}`, '.match-grid'],
      [`/lernsets/pruefung/${id}`, '.exam-date'],
      ['/wiederholen', 'main h1'],
    ];
    for (const [screen, loaded] of screens) {
      await page.goto(screen);
      await page.locator(loaded).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, screen).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('reaches every code example of the help page by Tab, with a visible focus', async () => {
    const { page } = await newPage(suite.browser, suite.server.url, NARROW);
    await page.goto('/lernsets/hilfe');
    const examples = page.getByRole('region', { name: /^Beispiel:/ });
    await examples.first().waitFor();
    const names = await examples.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThanOrEqual(3);
    const reached: string[] = [];
    for (let i = 0; i < 80 && reached.length < names.length; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (el?.tagName !== 'PRE') return null;
        return { name: el.getAttribute('aria-label'), outline: getComputedStyle(el).outlineStyle };
      });
      if (focused?.name && !reached.includes(focused.name)) {
        expect(focused.outline).not.toBe('none');
        reached.push(focused.name);
      }
    }
    expect(reached).toEqual(names);
  });

  it("keeps the sidebar's colour down to the bottom of a long page", async () => {
    const { page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/über/datenschutz');
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const colours = await page.evaluate(() => {
      const sidebar = document.querySelector('.sidebar') as HTMLElement;
      const soft = getComputedStyle(sidebar).backgroundColor;
      const shell = getComputedStyle(document.querySelector('.shell') as HTMLElement).backgroundImage;
      return { soft, shell, tall: document.documentElement.scrollHeight > window.innerHeight * 1.5 };
    });
    expect(colours.tall).toBe(true);
    // The shell paints the sidebar's column over the whole page height.
    expect(colours.shell).toContain(colours.soft);
  });
});
