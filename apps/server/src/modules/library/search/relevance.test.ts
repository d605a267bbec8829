import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { buildUser } from '../../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../../test/test-app';
import { FIXTURE_DOCUMENTS, FIXTURE_QUERIES, FIXTURE_SETS } from './relevance-fixture';
import { SearchIndex } from './search-index';
import { documentWithText, indexQueued, setWithCards } from './search.test-helpers';

/**
 * The search ranks as a pupil expects: for each of the fixture's questions (word forms,
 * compounds, typos, umlauts typed as "ae", accents left out, a class), the document or set it
 * names is among the first three, for at least 90 % of the questions, on both engines.
 */
describe.each(ENGINES)('search relevance over a school library (%s)', (engine) => {
  let test: TestDatabase;
  let db: Db;
  const keyOf = new Map<string, string>();

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.handle.db;
    const owners = new Map<string, string>();
    const ownerId = async (name: string) => {
      if (!owners.has(name)) owners.set(name, (await buildUser(db, { name })).id);
      return owners.get(name)!;
    };
    for (const doc of FIXTURE_DOCUMENTS) {
      const id = await documentWithText(db, await ownerId(doc.owner), doc);
      keyOf.set(id, doc.key);
    }
    for (const set of FIXTURE_SETS) {
      const id = await setWithCards(db, await ownerId(set.owner), set, set.cards);
      keyOf.set(id, set.key);
    }
    await indexQueued(db);
  }, 120_000);

  afterAll(async () => {
    await test.handle.db.destroy();
    await test.drop();
  });

  it('puts the expected item in the top three for at least 90 % of the questions', async () => {
    const search = new SearchIndex(db);
    const misses: string[] = [];
    for (const { q, expect: wanted } of FIXTURE_QUERIES) {
      const { hits } = await search.search({ q, kind: 'all', limit: 10 });
      const keys = hits.map((h) => keyOf.get(h.id));
      if (!keys.slice(0, 3).includes(wanted))
        misses.push(`${q} → ${keys.slice(0, 3).join(', ') || 'nothing'} (wanted ${wanted})`);
    }
    const found = FIXTURE_QUERIES.length - misses.length;
    expect(FIXTURE_QUERIES.length).toBe(40);
    expect(found, `missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(36);
  });
});
