import { isValidCreditorReference, isValidQrReference, toZurichDay } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

/** Checks without printing a 200 kB SVG on failure. */
const has = (svg: string, text: string) => expect(svg.includes(text), `SVG contains ${text}`).toBe(true);

const PAYEE = {
  PAYEE_NAME: 'Verein Lernplattform',
  PAYEE_ADDRESS: 'Bahnhofstrasse 5',
  PAYEE_ZIP: '6003',
  PAYEE_CITY: 'Luzern',
};

describe.each(ENGINES)('QR-bills on %s', (engine) => {
  let rf: TestApp;
  let qr: TestApp;
  let none: TestApp;
  beforeAll(async () => {
    rf = await buildTestApp(engine, { ...PAYEE, PAYEE_IBAN: 'CH93 0076 2011 6238 5295 7' });
    qr = await buildTestApp(engine, { ...PAYEE, PAYEE_IBAN: 'CH44 3199 9123 0008 8901 2' });
    none = await buildTestApp(engine);
  });
  afterAll(async () => {
    await Promise.all([rf?.close(), qr?.close(), none?.close()]);
  });

  async function signedIn(t: TestApp) {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { user, client };
  }

  it('asks visitors to sign in', async () => {
    const res = await new TestClient(rf.app).get('/api/v1/qrbill/premiumYear');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Sie müssen angemeldet sein.' });
  });

  it('draws a German SVG bill with price, product, account and an RF reference for an IBAN', async () => {
    const { user, client } = await signedIn(rf);
    const res = await client.get('/api/v1/qrbill/premiumYear');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const svg = res.body;
    expect(svg.slice(0, 200)).toMatch(/^<svg viewBox="0 0 793\.70 396\.85" xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    has(svg, 'Zahlteil');
    has(svg, '20.00');
    has(svg, 'CH93 0076 2011 6238 5295 7');
    has(svg, 'Verein Lernplattform');
    // The text wraps across lines of the bill.
    has(svg, 'Lernplattform Premium 1 Jahr, Konto ');
    has(svg, user.email);
    const reference = /RF\d\d(?: [0-9A-Z]{1,4})+/.exec(svg)?.[0] ?? '';
    expect(isValidCreditorReference(reference)).toBe(true);

    // The same account gets the same reference again; Premium Lite a different one.
    has((await client.get('/api/v1/qrbill/premiumYear')).body, reference);
    const lite = (await client.get('/api/v1/qrbill/premiumLiteYear')).body;
    has(lite, '4.00');
    has(lite, 'Lernplattform Premium Lite 1 Jahr');
    expect(lite.includes(reference)).toBe(false);
  });

  it('uses a 27-digit QR reference for a QR-IBAN', async () => {
    const { client } = await signedIn(qr);
    const svg = (await client.get('/api/v1/qrbill/premiumLiteYear')).body;
    const reference = /\d\d(?: \d{5}){5}/.exec(svg)?.[0] ?? '';
    expect(isValidQrReference(reference)).toBe(true);
  });

  it('says payment is not possible yet while no IBAN is configured', async () => {
    const { client } = await signedIn(none);
    const res = await client.get('/api/v1/qrbill/premiumYear');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      message:
        'Die Bezahlung ist noch nicht möglich, da noch kein Zahlungskonto eingerichtet ist. Bitte versuchen Sie es später erneut.',
      error: 'payment not configured',
    });
  });

  it('reports paid and paidLite from the payment dates, valid through the stored day', async () => {
    const today = toZurichDay(new Date());
    const user = await buildUser(rf.db.handle.db, { payment: today, payment_lite: '2001-01-01' });
    const client = new TestClient(rf.app);
    await signInAs(rf.db.handle.db, client, user.id);
    expect((await client.get('/api/v1/account')).json()).toMatchObject({ paid: true, paidLite: false });
  });
});
