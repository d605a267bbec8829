import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

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
      'no-restricted-imports': restrict(
        ['**/server/**', '@app/server*', 'kysely', 'fastify*', 'node:*'],
        'The web app must not import server code.',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/web/**', '@app/web*', 'react', 'react-dom'],
        'The server must not import web code.',
      ),
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['node:*', '**/apps/**', '@app/server*', '@app/web*', 'react', 'kysely', 'fastify*'],
        'packages/shared is pure: zod only, no I/O.',
      ),
    },
  },
  {
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
