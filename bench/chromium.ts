// Debian's Chromium for the browser figures, never a downloaded one; the flags are e2e/fixtures.ts's
// CHROMIUM_ARGS (bench/ does not import e2e/, which brings Playwright's test runner along).
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches `/usr/bin/chromium` headless for pages on `origin`, which must be 127.0.0.1. */
export function launchChromium(origin: string): Promise<Browser> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(origin)) throw new Error('benchmarks talk to 127.0.0.1 only');
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
