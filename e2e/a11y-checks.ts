// Accessibility checks run inside the page: axe-core for WCAG 2.0/2.1/2.2 A and AA, plus the two
// layout rules axe cannot see the way a pupil's phone does (sideways scrolling, 24 px targets).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe's tags for the success criteria of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}
type AxeWindow = Window & { axe?: { run: (ctx: Document, options: object) => Promise<AxeResult> } };

/**
 * axe's WCAG A/AA violations on the page as it is now, one readable line each (empty: none).
 * `rules` narrows the run (e.g. to the colour rules after a scheme change).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') stays as it is.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, only }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core not loaded');
      // A card still fading in has its final colours only at the end: contrast is judged then.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const runOnly = only ? { type: 'rule', values: only } : { type: 'tag', values: tags };
      const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
      return result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 4)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    },
    { tags: WCAG_AA, only: rules ? [...rules] : null },
  );
}

/** The axe rules whose outcome depends on colours: the ones a change of scheme can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Pixels the page scrolls sideways (0 when it fits the viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return Math.max(0, scroller.scrollWidth - window.innerWidth);
  });
}

/**
 * Visible controls under 24 × 24 CSS px (WCAG 2.5.8), described for the failure message. Only
 * links inside a line of text are exempt, the criterion's inline exception; the looser spacing
 * exception is not used: every control gets the full size. Disabled controls and the visually
 * hidden inputs behind a styled label (the label is the target) are left out.
 */
export function smallTargets(page: Page): Promise<string[]> {
  // No helper functions inside: the page receives this function's source as it is.
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if ((el as HTMLInputElement).disabled) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (style.opacity === '0' || (rect.width <= 1 && rect.height <= 1)) continue;
      // Sub-pixel layout: 23.99 px is 24 px on the screen.
      if (rect.width > 23.5 && rect.height > 23.5) continue;
      if (el.tagName === 'A' && style.display === 'inline') {
        // Part of a sentence: other text in the same block.
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        if ((block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
      }
      const text = (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      small.push(`${el.tagName.toLowerCase()}${cls} «${text}» ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return small;
  }, TARGETS);
}

/** Everything a pupil can click, tap or reach by Tab. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** WCAG's contrast ratio of two computed colours, e.g. 'rgb(20, 24, 28)' (alpha ignored). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
