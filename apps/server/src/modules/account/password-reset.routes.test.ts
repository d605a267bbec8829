import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, quickPasswordHash } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { type SmtpReceiver, startSmtpReceiver } from '../newsletter/smtp-receiver.test-helpers';

const OLD_PASSWORD = 'Sonnenblume-42';
const NEW_PASSWORD = 'Regenbogen-Wald-77';
const REQUESTED =
  'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link geschickt. Öffnen Sie den Link innerhalb von 15 Minuten, um ein neues Passwort festzulegen.';
const MINUTE = 60_000;

describe.each(ENGINES)("'Passwort vergessen?' on %s", (engine) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let clock = new Date();
  let email = '';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp(
      engine,
      { PUBLIC_URL: 'https://lernen.example.ch', SMTP_URL: smtp.url },
      {},
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  beforeEach(async () => {
    clock = new Date();
    smtp.acceptOnly(null);
    email = `reset_${++counter}_${Date.now()}@ksbeispiel.ch`;
    await buildUser(t.db.handle.db, {
      email,
      name: 'Lea Vergesslich',
      password_hash: await quickPasswordHash(OLD_PASSWORD),
    });
  });

  const ask = (address: string) => new TestClient(t.app).post('/api/v1/account/password-reset', { email: address });
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    new TestClient(t.app).post('/api/v1/account/password-reset/confirm', { token, password });
  const signIn = (client: TestClient, password: string) => client.post('/api/v1/account/signin', { email, password });

  /** The link of the newest mail to the address, once it has arrived over SMTP. */
  async function mailedLink(): Promise<{ mail: ParsedMail; token: string }> {
    const mail = await vi.waitFor(() => {
      const found = smtp.mails.findLast(
        (m) => m.text?.includes('/passwort-vergessen/') && m.to && JSON.stringify(m.to).includes(email),
      );
      if (!found) throw new Error('no mail yet');
      return found;
    });
    const match = /https:\/\/lernen\.example\.ch\/passwort-vergessen\/([A-Za-z0-9_-]{20,})/.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error(`no link in:\n${mail.text}`);
    return { mail, token: match[1] };
  }

  it('mails a link that sets a new password once and ends every session of the account', async () => {
    const phone = new TestClient(t.app);
    expect((await signIn(phone, OLD_PASSWORD)).statusCode).toBe(200);
    expect((await phone.get('/api/v1/account')).json().valid).toBe(true);

    const res = await ask(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: REQUESTED });

    const { mail, token } = await mailedLink();
    expect(mail.subject).toContain('Neues Passwort');
    expect(mail.text).toContain('innerhalb von 15 Minuten');
    const stored = await t.db.handle.db.selectFrom('password_resets').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await setPassword(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toContain('Ihr Passwort wurde geändert.');
    expect((await phone.get('/api/v1/account')).json().valid).toBe(false);
    expect((await signIn(new TestClient(t.app), OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(new TestClient(t.app), NEW_PASSWORD)).statusCode).toBe(200);

    const again = await setPassword(token, 'Noch-ein-Passwort-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Dieser Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
    );
    expect((await signIn(new TestClient(t.app), NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("leaves the sign-in lockout of unknown browsers as it was: a new password does not lift a stranger's lock", async () => {
    const stranger = new TestClient(t.app);
    for (let i = 0; i < 8; i++) expect((await signIn(stranger, 'geraten-geraten')).statusCode).toBe(401);
    expect((await signIn(new TestClient(t.app), OLD_PASSWORD)).statusCode).toBe(429);
    await ask(email);
    const { token } = await mailedLink();
    expect((await setPassword(token)).statusCode).toBe(200);
    const unknownBrowser = await signIn(new TestClient(t.app), NEW_PASSWORD);
    expect(unknownBrowser.statusCode).toBe(429);
    expect(unknownBrowser.json().message).toContain('Zu viele Anmeldeversuche');
  });

  it('refuses the link after 15 minutes and keeps the old password', async () => {
    await ask(email);
    const { token } = await mailedLink();
    clock = new Date(clock.getTime() + 15 * MINUTE + 1000);
    const late = await setPassword(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen Link an.');
    expect((await signIn(new TestClient(t.app), OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('works just before the 15 minutes are over', async () => {
    await ask(email);
    const { token } = await mailedLink();
    clock = new Date(clock.getTime() + 15 * MINUTE - 1000);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('refuses a too short new password with the settings message', async () => {
    await ask(email);
    const { token } = await mailedLink();
    const short = await setPassword(token, 'kurz');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Ihr neues Passwort muss mindestens 8 Zeichen lang sein.');
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const before = smtp.mails.length;
    const unknown = await ask('niemand_hier@ksbeispiel.ch');
    const known = await ask(email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await mailedLink();
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('answers the same when the mail server refuses the mail: the reply does not wait for it', async () => {
    smtp.acceptOnly(0);
    const res = await ask(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: REQUESTED });
  });

  it('throttles requests per address with 429 in German, for unknown addresses alike', async () => {
    for (const address of [email, 'auch_niemand@ksbeispiel.ch']) {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await ask(address)).statusCode);
      expect(codes).toEqual([200, 200, 200]);
      const blocked = await ask(address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        status: 'error',
        message:
          'Zu viele Anfragen für diese E-Mail-Adresse. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.',
      });
    }
  });
});
