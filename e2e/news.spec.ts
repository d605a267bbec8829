import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './fixtures';

const suite = useServerAndBrowser();

function admin(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('news pages', () => {
  it('shows the article the operator stored, without running its script', async () => {
    const file = path.join(suite.server.dataDir, 'artikel.html');
    fs.writeFileSync(
      file,
      '<h2>Neue Lernsets</h2><p>Ab sofort <b>verfügbar</b>.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">',
    );
    const result = admin(['news', 'set', 'index', file], suite.server.env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('gespeichert');

    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/news');
    await page.getByRole('heading', { name: 'Neue Lernsets' }).waitFor();
    expect(await page.locator('article b').textContent()).toBe('verfügbar');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });

  it("says 'Artikel wurde nicht gefunden' for an unknown article", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/news/gibt-es-nicht');
    await page.getByText('Artikel wurde nicht gefunden').waitFor();
    await context.close();
  });

  it('refuses a bad id on the command line with a clear message', () => {
    const result = admin(['news', 'set', '../x', 'y.html'], suite.server.env);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Ungültige News-ID');
  });
});
