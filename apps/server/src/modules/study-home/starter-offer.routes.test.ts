import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_SETS, starterCardId } from '../../kernel/starter-sets';
import { StarterSetsRepository } from '../../kernel/starter-sets.repository';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { lastCode, VALID_REGISTRATION } from '../account/account.test-helpers';
import { buildLearnset } from '../learnsets/learnsets.test-helpers';

const OFFERED = [
  {
    id: 'starter-franzoesisch-begruessungen',
    title: 'Französisch: Begrüssungen',
    subject: 'FR',
    size: 12,
    mastered: 0,
  },
  {
    id: 'starter-mathematik-binomische-formeln',
    title: 'Mathematik: Binomische Formeln',
    subject: 'MA',
    size: 10,
    mastered: 0,
  },
];

describe.each(ENGINES)("the study home's 'Zum Ausprobieren' on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    // As the server's start does on every installation.
    await new StarterSetsRepository(t.db.handle.db).plantOnce(new Date());
  });
  afterAll(async () => t.close());

  const starters = async (client: TestClient) => {
    const reply = await client.get('/api/v1/study/home');
    expect(reply.statusCode).toBe(200);
    return reply.json().starters;
  };

  async function pupil() {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { user, client };
  }

  it('offers a newly registered pupil the two starter sets, and takes the offer away once they answered in one', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/v1/account/register', VALID_REGISTRATION)).statusCode).toBe(200);
    expect((await client.post('/api/v1/account/register/continue', { code: lastCode(t) })).statusCode).toBe(200);
    const { email, password } = VALID_REGISTRATION;
    expect((await client.post('/api/v1/account/signin', { email, password })).statusCode).toBe(200);
    expect(await starters(client)).toEqual(OFFERED);

    // Anyone may learn them: the maths set's cards carry formulas.
    const maths = (await client.get(`/api/v1/learnsets/data/${OFFERED[1]?.id}`)).json();
    expect(maths.learnset).toMatchObject({ title: 'Mathematik: Binomische Formeln', owner_name: 'Lernplattform' });
    expect(maths.exercises[0]).toMatchObject({ question: 'Erste binomische Formel: $(a+b)^2$' });

    const card = starterCardId(OFFERED[0]?.id ?? '', 0);
    const answered = await client.post(`/api/v1/learnsets/answer/${card}`, { answer: 'bonjour', value: true });
    expect(answered.statusCode).toBe(200);
    expect(await starters(client)).toEqual([]);
  });

  it('takes the offer away once the pupil opened a study mode, or owns a set', async () => {
    const opened = await pupil();
    expect(await starters(opened.client)).toHaveLength(2);
    const study = await opened.client.post('/api/v1/study/recent', { ids: OFFERED[1]?.id, mode: 'cards' });
    expect(study.statusCode).toBe(200);
    expect(await starters(opened.client)).toEqual([]);

    const owner = await pupil();
    await buildLearnset(t.db.handle.db, owner.user.id);
    expect(await starters(owner.client)).toEqual([]);
  });

  it('offers only the starter sets that still exist', async () => {
    const { client } = await pupil();
    await t.db.handle.db
      .deleteFrom('learnsets')
      .where('id', '=', STARTER_SETS[0]?.id ?? '')
      .execute();
    expect(await starters(client)).toEqual([OFFERED[1]]);
  });
});
