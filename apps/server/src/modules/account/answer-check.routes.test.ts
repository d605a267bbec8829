import { checkAnswer, matchingLeniency } from '@app/shared/learnsets/answer-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

const URL = '/api/v1/account/settings/answer-check';
const SAVED = 'Ihre Einstellungen zum Prüfen der Antworten wurden aktualisiert.';
const INVALID = 'Die Einstellung zum Prüfen der Antworten ist ungültig.';
const EXACT = { ignoreCase: false, ignoreAccents: false, allowTypo: false };

describe.each(ENGINES)('the answer-check setting on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    userId = (await buildUser(t.db.handle.db)).id;
    client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
  });

  const account = async (who = client) => (await who.get('/api/v1/account')).json();
  const stored = () =>
    t.db.handle.db
      .selectFrom('users')
      .select(['answer_ignore_case', 'answer_ignore_accents', 'answer_allow_typo'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it("starts with SPEC's exact match and keeps every SPEC field of the account reply", async () => {
    const reply = await account();
    expect(reply).toMatchObject({ status: 'success', valid: true, paid: false, paidLite: false });
    expect(reply.info.answerCheck).toEqual(EXACT);
    for (const field of ['id_', 'name', 'newsletter', 'theme', 'iframe', 'payment', 'payment_lite', 'search']) {
      expect(reply.info, field).toHaveProperty(field);
    }
    expect(reply.info).toHaveProperty('classes');
    expect(reply.info).toHaveProperty('grade');
    expect(reply.info).toHaveProperty('favorites');
  });

  it('stores the choices and shows them in GET /api/v1/account', async () => {
    const chosen = { ignoreCase: true, ignoreAccents: false, allowTypo: true };
    const res = await client.post(URL, chosen);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: SAVED });
    expect((await account()).info.answerCheck).toEqual(chosen);
    expect(await stored()).toEqual({ answer_ignore_case: 1, answer_ignore_accents: 0, answer_allow_typo: 1 });

    // Every session of the account sees it, and turning everything off brings SPEC's check back.
    const phone = new TestClient(t.app);
    await signInAs(t.db.handle.db, phone, userId);
    expect((await account(phone)).info.answerCheck).toEqual(chosen);
    await client.post(URL, EXACT);
    expect((await account(phone)).info.answerCheck).toEqual(EXACT);
  });

  it("stores the answer window's one-tap offer, and the stored options judge the next answer as offered", async () => {
    // The pupil already allows a typo: 'le chien' for 'Le chien' is almost right, 'LE CHIEN' wrong only by case.
    await client.post(URL, { ...EXACT, allowTypo: true });
    const exercise = { answer: 'Le chien', answers: [] };
    const before = (await account()).info.answerCheck;
    expect(checkAnswer('le chien', exercise, before).verdict).toBe('almost');
    expect(checkAnswer('le chat', exercise, before).verdict).toBe('wrong');
    const offered = matchingLeniency('LE CHIEN', exercise, before);
    expect(offered).toBe('ignoreCase');

    // The web app posts the options it judged with, the offered one switched on.
    const res = await client.post(URL, { ...before, [offered as string]: true });
    expect(res.json()).toEqual({ status: 'success', message: SAVED });
    const after = (await account()).info.answerCheck;
    expect(after).toEqual({ ignoreCase: true, ignoreAccents: false, allowTypo: true });
    expect(checkAnswer('LE CHIEN', exercise, after).verdict).toBe('correct');
    // The keyboard's curly apostrophe is right under the stored options, as under SPEC's exact ones.
    expect(checkAnswer('l\u2019eau', { answer: "l'eau", answers: [] }, after).verdict).toBe('correct');
    expect(checkAnswer('l\u2019eau', { answer: "l'eau", answers: [] }, EXACT).verdict).toBe('correct');
  });

  it.each([
    [{ ignoreCase: 'ja', ignoreAccents: false, allowTypo: false }],
    [{ ignoreCase: true, ignoreAccents: false }],
    [{ ignoreCase: 1, ignoreAccents: 1, allowTypo: 1 }],
    [{}],
  ])('refuses %o in German and changes nothing', async (body) => {
    await client.post(URL, { ignoreCase: false, ignoreAccents: true, allowTypo: false });
    const before = await stored();
    const res = await client.post(URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: INVALID });
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: 'ignoreCase=true',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).toBe('error');
    expect((await account()).info.answerCheck).toEqual(EXACT);
  });

  it('refuses visitors with 401, and gives them no options in the account reply', async () => {
    const visitor = new TestClient(t.app);
    const res = await visitor.post(URL, { ignoreCase: true, ignoreAccents: true, allowTypo: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Sie müssen angemeldet sein.' });
    expect(await account(visitor)).toEqual({
      status: 'success',
      valid: false,
      paid: false,
      paidLite: false,
      info: null,
    });
  });

  it('refuses a request without the anti-forgery header with 403', async () => {
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: { ignoreCase: true, ignoreAccents: true, allowTypo: true },
      headers: { 'x-xsrf-token': 'falsch' },
    });
    expect(res.statusCode).toBe(403);
    expect((await account()).info.answerCheck).toEqual(EXACT);
  });
});
