import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/preact-aliases';

export default defineConfig({
  // The web app's code runs on Preact in the browser; its tests run it on Preact too.
  resolve: { alias: PREACT_ALIASES },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Guards against a hang, not a speed bound: on a machine busy with other work a test may take
    // several times its usual time, and every wait inside a test is for a condition.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One file per core, not Vitest's cores − 1: the integration files wait on PostgreSQL, child
    // servers and SMTP about as much as they compute (on 2 cores: 5.3 instead of 7.2 minutes).
    maxWorkers: os.availableParallelism(),
  },
});
