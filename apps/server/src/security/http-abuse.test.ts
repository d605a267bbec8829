import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REGISTRATION } from '../modules/account/account.test-helpers';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test/test-app';

describe.each(ENGINES)('abusive requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('answers an oversized JSON body with 413 and a German message, and keeps serving', async () => {
    const client = new TestClient(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/account/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@ksbeispiel.ch', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'Die Anfrage ist zu gross.' });
    expect((await client.get('/api/v1/health')).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/account/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@ksbeispiel.ch", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Die Anfrage ist ungültig.' });
  });

  it('throttles registrations for one address: the fourth within an hour gets 429', async () => {
    const client = new TestClient(t.app);
    const body = { ...VALID_REGISTRATION, email: 'flut_test@ksbeispiel.ch' };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await client.post('/api/v1/account/register', body)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await client.post('/api/v1/account/register', body);
    expect(last.json().message).toBe(
      'Zu viele Registrierungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
    );
  });
});
