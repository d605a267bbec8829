import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../lib/throttle';
import { buildUser, quickPasswordHash } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { type SmtpReceiver, startSmtpReceiver } from '../newsletter/smtp-receiver.test-helpers';
import { SIGNIN_FAILURES_PER_ADDRESS, SIGNIN_FAILURES_PER_DEVICE, SIGNIN_FAILURES_PER_IP } from './sign-in-guard';

const PASSWORD = 'Sonnenblume-42';
const SCHOOL = '198.51.100.7';
const STRANGER = '203.0.113.9';
const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';

describe.each(ENGINES)('strangers cannot lock a pupil out, on %s', (engine) => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://lernen.ksbeispiel.ch' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const pupil = async () =>
    buildUser(t.db.handle.db, { name: 'Lea Muster', password_hash: await quickPasswordHash(PASSWORD) });
  const signIn = (client: TestClient, email: string, password: string, from = SCHOOL) =>
    client.request({
      method: 'POST',
      url: '/api/v1/account/signin',
      payload: { email, password },
      remoteAddress: from,
    });
  /** A browser the pupil signed in with before (and logged out of again). */
  const knownBrowser = async (email: string, from = SCHOOL) => {
    const browser = new TestClient(t.app);
    expect((await signIn(browser, email, PASSWORD, from)).statusCode).toBe(200);
    await browser.post('/api/v1/account/logout');
    return browser;
  };
  const guess = async (client: TestClient, email: string, times: number, from = STRANGER) => {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) codes.push((await signIn(client, email, `geraten-${i}`, from)).statusCode);
    return codes;
  };
  const mailsTo = (email: string) => smtp.mails.filter((m) => !Array.isArray(m.to) && m.to?.text === email);

  it('lets a browser that signed in before in with the right password while the account is locked for others', async () => {
    const lea = await pupil();
    const first = await signIn(new TestClient(t.app), lea.email, PASSWORD);
    const cookie = first.cookies.find((c) => c.name === 'device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/v1/account' });
    expect(cookie?.maxAge).toBe(365 * 24 * 3600);
    expect(cookie?.value).not.toContain(lea.email);
    const home = await knownBrowser(lea.email);

    const stranger = new TestClient(t.app);
    const limit = SIGNIN_FAILURES_PER_ADDRESS.limit;
    expect(await guess(stranger, lea.email, limit)).toEqual(Array(limit).fill(401));
    // Locked for every browser that never signed in to the account, the right password included.
    const refused = await signIn(stranger, lea.email, PASSWORD, STRANGER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    expect((await signIn(new TestClient(t.app), lea.email, PASSWORD)).statusCode).toBe(429);

    const signedIn = await signIn(home, lea.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await home.get('/api/v1/account')).json()).toMatchObject({ valid: true, info: { name: 'Lea Muster' } });
  });

  it("does not let a copied cookie with another signature, or another account's cookie, in", async () => {
    const lea = await pupil();
    const ben = await pupil();
    const leaHome = await knownBrowser(lea.email);
    const benHome = await knownBrowser(ben.email);
    await guess(new TestClient(t.app), lea.email, SIGNIN_FAILURES_PER_ADDRESS.limit);

    const forged = new TestClient(t.app);
    forged.cookies.set('device', `${leaHome.cookies.get('device')?.slice(0, -4)}AAAA`);
    expect((await signIn(forged, lea.email, PASSWORD, STRANGER)).statusCode).toBe(429);
    // Ben's browser knows Ben, not Lea.
    expect((await signIn(benHome, lea.email, PASSWORD, STRANGER)).statusCode).toBe(429);
  });

  it('judges a known browser by its own counter: its wrong guesses lock neither the account nor other browsers', async () => {
    const lea = await pupil();
    const shared = await knownBrowser(lea.email);
    const home = await knownBrowser(lea.email);
    const limit = SIGNIN_FAILURES_PER_DEVICE.limit;
    // Someone at the shared computer guesses: that browser is locked, nothing else.
    expect(await guess(shared, lea.email, limit, SCHOOL)).toEqual(Array(limit).fill(401));
    expect((await signIn(shared, lea.email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(home, lea.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(new TestClient(t.app), lea.email, PASSWORD)).statusCode).toBe(200);
  });

  it("keeps a known browser in when a stranger uses up the school's shared address", async () => {
    const school = '198.51.100.44';
    const lea = await pupil();
    const home = await knownBrowser(lea.email, school);
    // A stranger's wrong sign-ins to many accounts from the school's address, counted as they would be.
    const counters = await Throttle.open(t.db.handle.db);
    for (let i = 0; i < SIGNIN_FAILURES_PER_IP.limit; i++) await counters.hit(SIGNIN_FAILURES_PER_IP, school);
    expect((await signIn(new TestClient(t.app), lea.email, PASSWORD, school)).statusCode).toBe(429);
    expect((await signIn(home, lea.email, PASSWORD, school)).statusCode).toBe(200);
  });

  it('tells the pupil by mail once per lockout, not per guess, and not of their own typing', async () => {
    const lea = await pupil();
    const home = await knownBrowser(lea.email);
    await guess(home, lea.email, SIGNIN_FAILURES_PER_DEVICE.limit + 2, SCHOOL);
    await guess(new TestClient(t.app), lea.email, SIGNIN_FAILURES_PER_ADDRESS.limit + 4);

    await expect.poll(() => mailsTo(lea.email).length, { timeout: 60_000 }).toBe(1);
    // A mail sent after the guesses arrives: any other notice of them would have come before it.
    const after = `neu_${Date.now()}@ksbeispiel.ch`;
    await new TestClient(t.app).post('/api/v1/account/register', {
      name: 'Neu Person',
      class_: '6a',
      grade: '7',
      email: after,
      password: 'ein-langes-Passwort',
      newsletter: false,
    });
    await expect.poll(() => mailsTo(after).length, { timeout: 60_000 }).toBe(1);
    const [mail] = mailsTo(lea.email);
    expect(mail?.subject).toBe('Falsche Passwörter für Ihr Konto bei der Lernplattform');
    expect(mail?.text).toContain('Guten Tag Lea Muster');
    expect(mail?.text).toContain(
      `Soeben wurde ${SIGNIN_FAILURES_PER_ADDRESS.limit}-mal ein falsches Passwort für Ihr Konto eingegeben.`,
    );
    expect(mail?.text).toContain(
      'für 15 Minuten nur in Browsern möglich, in denen Sie sich schon einmal angemeldet haben',
    );
    expect(mail?.text).toContain('https://lernen.ksbeispiel.ch/einstellungen');
    expect(mail?.text).not.toContain(STRANGER);
  });
});
