import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // Each spec file starts its own server and browser; a few at a time keep the 2 cores busy.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
