import { defineConfig } from 'vitest/config';

/** Load tests that keep both cores busy for most of a minute; they run alone, after the others. */
const LOAD_SPECS = ['e2e/multi-instance.spec.ts'];

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    environment: 'node',
    // Every wait inside a test ends when its condition holds, within a minute on a busy machine
    // (expect.poll, Playwright's locators, waitFor, until); a test may hold several such waits.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 60_000 } },
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.spec.ts'],
          exclude: LOAD_SPECS,
          // Each spec file starts its own server and browser; a few at a time keep the 2 cores busy.
          maxWorkers: 2,
          fileParallelism: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // Beside them a browser spec was starved for half a minute (its offline badge and saving a
        // document timed out); alone, neither waits for the other.
        test: { name: 'load', include: LOAD_SPECS, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
