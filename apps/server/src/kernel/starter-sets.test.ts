import { LearnsetEditorCreateSchema, splitCardText } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-app';
import { PLATFORM_ACCOUNT, STARTER_SETS, starterCardId } from './starter-sets';
import { StarterSetsRepository } from './starter-sets.repository';

describe('the starter sets', () => {
  it.each(STARTER_SETS)('$title keeps every rule a set written in the editor keeps', (set) => {
    const { cards, id: _id, ...fields } = set;
    expect(LearnsetEditorCreateSchema.safeParse({ ...fields, exercises: cards }).error).toBeUndefined();
  });

  it('has one set with a formula on every card, typeset from its dollars', () => {
    const maths = STARTER_SETS.find((set) => set.subject === 'MA');
    for (const card of maths?.cards ?? []) {
      expect(splitCardText(card.question).some((part) => part.kind === 'formula')).toBe(true);
      expect(splitCardText(card.answer)).toEqual([{ kind: 'formula', tex: card.answer.slice(1, -1), display: false }]);
    }
    expect(maths?.cards.length).toBeGreaterThanOrEqual(8);
  });
});

describe.each(ENGINES)('planting the starter sets on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });
  const setIds = async () =>
    (await db.handle.db.selectFrom('learnsets').select('id').orderBy('id').execute()).map((row) => row.id);

  it('plants once, under the platform account; a removed set stays removed; a restore without them gets them again', async () => {
    const starters = new StarterSetsRepository(db.handle.db);
    // Two instances starting together: one plants.
    const planted = await Promise.all([starters.plantOnce(new Date()), starters.plantOnce(new Date())]);
    expect(planted.sort()).toEqual([false, true]);
    expect(await setIds()).toEqual(STARTER_SETS.map((set) => set.id).sort());
    const [first] = STARTER_SETS;
    const stored = await db.handle.db
      .selectFrom('exercises')
      .selectAll()
      .where('id', '=', starterCardId(first?.id ?? '', 0))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ set_id: first?.id, position: 0, question: first?.cards[0]?.question });
    const owner = await db.handle.db.selectFrom('learnsets').select('owner_id').distinct().execute();
    expect(owner).toEqual([{ owner_id: PLATFORM_ACCOUNT.id }]);

    await db.handle.db
      .deleteFrom('learnsets')
      .where('id', '=', first?.id ?? '')
      .execute();
    expect(await starters.plantOnce(new Date())).toBe(false);
    expect(await setIds()).toEqual(STARTER_SETS.slice(1).map((set) => set.id));

    // A backup from before the starter sets, restored: no platform account, so the next start plants.
    await db.handle.db.deleteFrom('users').where('id', '=', PLATFORM_ACCOUNT.id).execute();
    expect(await setIds()).toEqual([]);
    expect(await starters.plantOnce(new Date())).toBe(true);
    expect(await setIds()).toEqual(STARTER_SETS.map((set) => set.id).sort());
  });
});
