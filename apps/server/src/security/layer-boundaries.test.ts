import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url).pathname;

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
