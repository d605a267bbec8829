// The web app is written against React's API and types, but runs on Preact through `preact/compat`
// (docs/decisions/0058): the first page's JavaScript is a third of React's. Read by the build
// (vite.config.ts) and by the unit tests (vitest.config.ts at the root), so tests run what users run.
import type { Alias } from 'vite';

export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
