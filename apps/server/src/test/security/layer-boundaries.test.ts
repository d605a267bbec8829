import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../../', import.meta.url).pathname;

/** Lints a made-up file at a real place in the tree, as `npm test` lints the real ones. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers hold by themselves: a violation fails the linter', () => {
  it('keeps Kysely out of services, routes and plugins, and allows it in repositories', async () => {
    const query = "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n";
    expect(await problems('apps/server/src/modules/documents/document.service.ts', query)).toEqual([
      expect.stringContaining('Only repositories'),
    ]);
    expect(await problems('apps/server/src/plugins/session.ts', query)).toHaveLength(1);
    expect(await problems('apps/server/src/modules/documents/document.repository.ts', query)).toEqual([]);
  });

  it("keeps web features out of each other's internals", async () => {
    const reach = "import { getLearnsets } from '../../learnsets/api/get-learnsets';\nexport const x = getLearnsets;\n";
    expect(await problems('apps/web/src/features/documents/api/x.ts', reach)).toEqual([
      expect.stringContaining("Feature 'documents' must not import another feature"),
    ]);
    const own = "import { getDocuments } from './get-documents';\nexport const x = getDocuments;\n";
    expect(await problems('apps/web/src/features/documents/api/x.ts', own)).toEqual([]);
  });

  it('keeps the server out of the web app and the other way round', async () => {
    expect(
      await problems('apps/web/src/lib/x.ts', "import fastify from 'fastify';\nexport default fastify;\n"),
    ).toHaveLength(1);
    expect(
      await problems('apps/server/src/lib/x.ts', "import React from 'react';\nexport default React;\n"),
    ).toHaveLength(1);
  });
});

/** The rules `npm run lint` checks the server's imports with (.dependency-cruiser.cjs). */
const layers = createRequire(import.meta.url)(`${root}.dependency-cruiser.cjs`) as IConfiguration;

/** Cruises a made-up tree of files (paths below the repository root) with the real rules. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-layers-'));
  try {
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
      fs.writeFileSync(path.join(base, file), code);
    }
    const { output } = await cruise(['apps'], {
      ...layers.options,
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: layers.forbidden },
    });
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}

describe('the server keeps its layers: a violation fails the dependency checker', () => {
  const src = 'apps/server/src';
  const use = (target: string) => `import { x } from '${target}';\nexport const y = x;\n`;
  const leaf = 'export const x = 1;\n';

  it('refuses infrastructure importing a module, a module importing a plugin, and a cycle', async () => {
    expect(
      await violations({
        [`${src}/lib/tool.ts`]: use('../modules/notes/notes.service'),
        [`${src}/modules/notes/notes.service.ts`]: use('../../plugins/session'),
        [`${src}/plugins/session.ts`]: leaf,
        [`${src}/kernel/a.ts`]: use('./b'),
        [`${src}/kernel/b.ts`]: use('./a'),
      }),
    ).toEqual([
      `infrastructure-below-modules: ${src}/lib/tool.ts → ${src}/modules/notes/notes.service.ts`,
      `modules-below-plugins: ${src}/modules/notes/notes.service.ts → ${src}/plugins/session.ts`,
      `no-circular: ${src}/kernel/a.ts → ${src}/kernel/b.ts`,
    ]);
  }, 30_000);

  it('lets a feature reach another only through the kernel, while the composition root wires them', async () => {
    expect(
      await violations({
        [`${src}/modules/notes/notes.service.ts`]: use('../calendars/calendar.service'),
        [`${src}/modules/calendars/calendar.service.ts`]: use('../../kernel/session-account'),
        [`${src}/kernel/session-account.ts`]: leaf,
        [`${src}/app.ts`]: use('./modules/notes/notes.service'),
        [`${src}/modules/notes/notes.test.ts`]: use('../calendars/calendar.service'),
      }),
    ).toEqual([
      `features-through-the-kernel: ${src}/modules/notes/notes.service.ts → ${src}/modules/calendars/calendar.service.ts`,
    ]);
  }, 30_000);
});
