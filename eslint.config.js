import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import fs from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...groups) => [
  'error',
  {
    patterns: groups.map(([group, message]) =>
      typeof group === 'string' ? { regex: group, message } : { group, message },
    ),
  },
];
const SERVER_NOT_WEB = [['**/web/**', '@app/web*', 'react', 'react-dom'], 'The server must not import web code.'];
const WEB_FEATURES = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url));

export default tseslint.config(
  { ignores: ['**/dist/**', 'data/**', 'bench/results/**', '**/node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow shared → web only: the browser never sees server code.
      'no-restricted-imports': restrict([
        ['**/server/**', '@app/server*', 'kysely', 'fastify*', 'node:*'],
        'The web app must not import server code.',
      ]),
    },
  },
  // Web features never reach into each other: what two features share lives in components/ or lib/.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        [['**/server/**', '@app/server*', 'kysely', 'fastify*', 'node:*'], 'The web app must not import server code.'],
        [
          `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
          `Feature '${feature}' must not import another feature's internals; share through components/ or lib/.`,
        ],
      ),
    },
  })),
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(SERVER_NOT_WEB) },
  },
  {
    // SQL lives in repositories: every other server file reaches the database through one.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(SERVER_NOT_WEB, [
        ['kysely'],
        'Only repositories, db/ and migrations use Kysely: put this query into a *.repository.ts.',
      ]),
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ['node:*', '**/apps/**', '@app/server*', '@app/web*', 'react', 'kysely', 'fastify*'],
        'packages/shared is pure: zod only, no I/O.',
      ]),
    },
  },
  {
    // Regular expressions see outside input (pages, uploads, headers, bodies): none may backtrack
    // super-linearly, so one crafted request cannot freeze the event loop.
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
