import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../lib/throttle';
import { VALID_REGISTRATION } from '../../modules/account/account.test-helpers';
import { TOO_MANY_UPLOADS, uploadRule } from '../../plugins/upload-throttle';
import { buildUser, signInAs } from '../factories';
import { listenOnLoopback } from '../raw-http';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test-app';

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
      payload: JSON.stringify({ email: 'a@ksbeispiel.ch', password: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'Die Anfrage ist zu gross.' });
    expect((await client.get('/api/v1/health')).statusCode).toBe(200);
  });

  it('lets a client that is still sending an oversized JSON body read the German 413', async () => {
    const port = await listenOnLoopback(t.app);
    const body = JSON.stringify({ email: 'a@ksbeispiel.ch', password: 'x'.repeat(6 * 1024 * 1024) });
    const outcome = await new Promise<{ status?: number; message?: string; error?: string }>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/account/signin',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: 'XSRF-TOKEN=abc',
          'x-xsrf-token': 'abc',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, message: JSON.parse(text).message }));
      });
      req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code }));
      // Sent in pieces, as a slow uplink would: the server answers long before the last one.
      let at = 0;
      const sendMore = () => {
        if (at >= body.length) return req.end();
        req.write(body.slice(at, (at += 64 * 1024)));
        setImmediate(sendMore);
      };
      sendMore();
    });
    expect(outcome).toEqual({ status: 413, message: 'Die Anfrage ist zu gross.' });
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

  it('refuses uploads beyond the hourly allowance with 429 before reading the body, on both item kinds', async () => {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    const counters = await Throttle.open(t.db.handle.db);
    // The default allowance (UPLOADS_PER_HOUR unset): 60 an hour.
    for (let i = 0; i < 60; i++) await counters.hit(uploadRule(60), user.id);
    for (const url of ['/api/v1/documents/new/form', '/api/v1/learnsets/new/form', '/api/v1/learnsets/edit/form']) {
      const res = await client.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitel\r\n--x--\r\n',
      });
      expect(res.statusCode, url).toBe(429);
      expect(res.json().message).toBe(TOO_MANY_UPLOADS);
    }
  });

  it('follows UPLOADS_PER_HOUR: an operator importing an archive raises the allowance', async () => {
    const raised = await buildTestApp(engine, { UPLOADS_PER_HOUR: '62' });
    try {
      const user = await buildUser(raised.db.handle.db);
      const client = new TestClient(raised.app);
      await signInAs(raised.db.handle.db, client, user.id);
      const counters = await Throttle.open(raised.db.handle.db);
      for (let i = 0; i < 60; i++) await counters.hit(uploadRule(62), user.id);
      const upload = () =>
        client.request({
          method: 'POST',
          url: '/api/v1/learnsets/new/form',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitel\r\n--x--\r\n',
        });
      // The 61st and 62nd are read (and refused for their missing fields), the 63rd is not.
      expect((await upload()).statusCode).toBe(400);
      expect((await upload()).statusCode).toBe(400);
      expect((await upload()).statusCode).toBe(429);
    } finally {
      await raised.close();
    }
  });
});
