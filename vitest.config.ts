import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/preact-aliases';

/**
 * Files that change their process for the files after them: module mocks (`vi.mock`), the
 * process's time zone, sockets measured against the process's own buffers. They get a process of
 * their own; every other file shares its worker's loaded modules with the files before it.
 */
const OWN_PROCESS = [
  'apps/server/src/lib/outbound.test.ts',
  'apps/server/src/modules/calendars/ics-normalise.test.ts',
  'apps/server/src/modules/calendars/ics-rdates.test.ts',
  'apps/server/src/modules/calendars/ics-real-files.test.ts',
  'apps/server/src/modules/documents/document-upload-limits.test.ts',
];
const ALL = ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'];

export default defineConfig({
  // The web app's code runs on Preact in the browser; its tests run it on Preact too.
  resolve: { alias: PREACT_ALIASES },
  test: {
    environment: 'node',
    // Guards against a hang, not a speed bound: on a machine busy with other work a test may take
    // several times its usual time, and every wait inside a test is for a condition.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One file per core, not Vitest's cores − 1: the integration files wait on PostgreSQL, child
    // servers and SMTP about as much as they compute (on 2 cores: 5.3 instead of 7.2 minutes).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        // Loading the app's modules anew for each file took a quarter of the suite's time
        // (297 of 1,290 s); each file still builds its own app, database and clock.
        test: { name: 'shared-modules', include: ALL, exclude: OWN_PROCESS, isolate: false },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});
