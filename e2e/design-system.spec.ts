// The design system's page (/design) in each colour scheme, on a desktop and a 390 px phone: no
// axe violation, mode and subject colours that keep their contrast, and a screenshot equal to the
// approved one in e2e/baselines/. A change nobody approved fails; to approve a change, look at the
// new screenshots and run this file with UPDATE_BASELINES=1 (docs/decisions/0057).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, contrastRatio } from './a11y-checks';
import { DESKTOP, newPage, PHONE_390, useServerAndBrowser } from './fixtures';

const suite = useServerAndBrowser();

const SCHEMES = ['light', 'dark', 'contrast', 'system'] as const;
type Scheme = (typeof SCHEMES)[number];
const DEVICES = [
  [1280, DESKTOP],
  [390, PHONE_390],
] as const;
const BASELINES = path.join(import.meta.dirname, 'baselines');
/** Above this share of changed pixels a screenshot differs from its baseline. */
const MAX_CHANGED_SHARE = 0.005;
const UPDATE = process.env.UPDATE_BASELINES === '1';

/** Shows the page in a scheme as the account would; 'Wie Gerät' on a device set to dark. */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme === 'system' ? 'dark' : 'light' });
  await page.evaluate((s) => {
    if (s === 'light') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', s);
  }, scheme);
}

/**
 * The lowest contrast of a mode's or subject's colour, against its soft background and against
 * the card surface, over every coloured element of the page. OKLCH colours are painted on a
 * canvas to read them as sRGB, as the screen shows them.
 */
async function lowestTintContrast(page: Page): Promise<{ ratio: number; where: string }> {
  const pairs = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    // A probe resolves calc() and var() the way the page does; the canvas turns the colour into sRGB.
    const probe = document.body.appendChild(document.createElement('span'));
    const rgb = (colour: string) => {
      probe.style.color = colour;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = getComputedStyle(probe).color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    };
    const pairs = [...document.querySelectorAll('.tint')].map((element) => {
      const style = getComputedStyle(element);
      const read = (name: string) => rgb(style.getPropertyValue(name).trim());
      const where = `${element.className} «${(element.textContent ?? '').trim().slice(0, 24)}»`;
      return { where, tint: read('--tint'), soft: read('--tint-soft'), surface: read('--surface') };
    });
    probe.remove();
    return pairs;
  });
  let lowest = { ratio: Infinity, where: '' };
  for (const { where, tint, soft, surface } of pairs) {
    const ratio = Math.min(contrastRatio(tint, soft), contrastRatio(tint, surface));
    if (ratio < lowest.ratio) lowest = { ratio, where };
  }
  return lowest;
}

/** Compares a screenshot with its approved baseline; writes the baseline when approving. */
function expectLikeBaseline(name: string, screenshot: Buffer): void {
  const file = path.join(BASELINES, `${name}.png`);
  if (UPDATE || !fs.existsSync(file)) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(file, screenshot);
    if (UPDATE) return;
    throw new Error(
      `No approved screenshot e2e/baselines/${name}.png: it has been written now. Look at it; ` +
        'if it is right, commit it (or approve all with UPDATE_BASELINES=1).',
    );
  }
  const expected = PNG.sync.read(fs.readFileSync(file));
  const actual = PNG.sync.read(screenshot);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `design-${name}-`));
  fs.writeFileSync(path.join(outDir, 'actual.png'), screenshot);
  const size = (png: PNG) => `${png.width}×${png.height}`;
  expect(size(actual), `size of ${name}; new screenshot in ${outDir}`).toBe(size(expected));
  const diff = new PNG({ width: expected.width, height: expected.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: 0.1,
  });
  fs.writeFileSync(path.join(outDir, 'diff.png'), PNG.sync.write(diff));
  const share = changed / (expected.width * expected.height);
  expect(share, `changed pixels of ${name}; new screenshot and difference in ${outDir}`).toBeLessThanOrEqual(
    MAX_CHANGED_SHARE,
  );
  fs.rmSync(outDir, { recursive: true });
}

describe('the design system page', () => {
  describe.each(SCHEMES)('in the scheme %s', (scheme) => {
    it.each(DEVICES)('at %i px passes axe, keeps its colours readable and looks as approved', async (width, device) => {
      const { context, page, errors } = await newPage(suite.browser, suite.server.url, device);
      await page.goto('/design');
      await page.getByRole('heading', { level: 1, name: 'Designsystem' }).waitFor();
      await useScheme(page, scheme);
      await page.evaluate(() => document.fonts.ready.then(() => true));

      expect(await axeViolations(page)).toEqual([]);
      const lowest = await lowestTintContrast(page);
      expect(lowest.ratio, `lowest contrast of a mode or subject colour: ${lowest.where}`).toBeGreaterThanOrEqual(
        scheme === 'contrast' ? 7 : 4.5,
      );

      const screenshot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expectLikeBaseline(`design-${scheme}-${width}`, screenshot);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('lets a pupil switch a setting by keyboard and sees the change', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/design');
    const sounds = page.getByRole('switch', { name: 'Töne beim Antworten' });
    await sounds.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => sounds.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => sounds.getAttribute('aria-checked')).toBe('false');
    await context.close();
  });

  it('announces a message in the live region without taking the focus', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/design');
    const button = page.getByRole('button', { name: 'Meldung zeigen' });
    await button.click();
    await expect
      .poll(() => page.locator('.ui-toaster[role="status"]').textContent())
      .toContain('Die Einstellung ist gespeichert.');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
