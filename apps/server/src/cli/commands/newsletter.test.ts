import fs from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { type SmtpReceiver, startSmtpReceiver } from '../../modules/newsletter/smtp-receiver.test-helpers';
import { buildUser, signInAs } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase, TestClient, testConfig } from '../../test/test-app';
import { runCli } from '../admin';

const PUBLIC_URL = 'https://lernen.ksbeispiel.ch';

const MARKDOWN = `# Neu: Lernsets mit Bildern

Hallo zusammen! Ab heute gibt es [Bilder auf Karten](/lernsets/hilfe) und eine [Anleitung](https://example.ch/anleitung).

<script>alert('xss')</script>
<p onclick="steal()">Klick mich</p>
<a href="javascript:alert(1)">Gefährlich</a>
<iframe src="https://evil.example"></iframe>
`;

describe.each(ENGINES)('npm run admin -- newsletter send, over a real SMTP server, on %s', (engine) => {
  let smtp: SmtpReceiver;
  let db: TestDatabase;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => smtp.close());
  beforeEach(async () => {
    db = await createTestDatabase(engine);
    smtp.mails.length = 0;
    smtp.acceptOnly(null);
  });
  afterEach(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });

  const env = () => ({
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    MAIL_RATE: '1000',
    LIST_UNSUBSCRIBE_MAIL: 'abmelden@ksbeispiel.ch',
  });
  async function send(...args: string[]) {
    const out: string[] = [];
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
    try {
      const code = await runCli(['newsletter', 'send', ...args], (line) => out.push(line), env());
      return { code, out: out.join('\n'), err: errors.join('\n') };
    } finally {
      spy.mockRestore();
    }
  }
  const file = (name: string, content: string) => {
    const target = path.join(db.dataDir, name);
    fs.writeFileSync(target, content);
    return target;
  };
  const recipients = () => smtp.mails.map((m) => (Array.isArray(m.to) ? '' : (m.to?.text ?? ''))).sort();
  const linkIn = (mail: ParsedMail) => /Newsletter abbestellen: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
  const subscribers = async () => ({
    anna: await buildUser(db.handle.db, { newsletter: 1 }),
    ben: await buildUser(db.handle.db, { newsletter: 1 }),
    eva: await buildUser(db.handle.db, { newsletter: 1 }),
    carla: await buildUser(db.handle.db, { newsletter: 0 }),
    dora: await buildUser(db.handle.db, { newsletter: 1, banned: 1 }),
  });

  it('reaches exactly the accounts that chose it, sanitised, with a text part and one-click headers', async () => {
    const { anna, ben, eva } = await subscribers();
    const result = await send(file('juni.md', MARKDOWN));
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('Newsletter «Neu: Lernsets mit Bildern»');
    expect(result.out).toContain('3 Empfänger: gesendet 3, übersprungen 0, fehlgeschlagen 0.');
    expect(recipients()).toEqual([anna.email, ben.email, eva.email].sort());

    const tokens = new Set<string>();
    for (const mail of smtp.mails) {
      expect(mail.subject).toBe('Neu: Lernsets mit Bildern');
      const html = mail.html || '';
      expect(html).toContain('Hallo zusammen!');
      expect(html).toContain(`href="${PUBLIC_URL}/lernsets/hilfe"`);
      expect(html).toContain('href="https://example.ch/anleitung"');
      expect(html).toContain('Klick mich');
      for (const bad of ['<script', 'alert(', 'onclick', 'steal()', 'javascript:', '<iframe', 'evil.example']) {
        expect(html, bad).not.toContain(bad);
      }
      expect(mail.text).toContain('Hallo zusammen!');
      expect(mail.text).not.toContain('<p');
      const link = linkIn(mail);
      expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/abbestellen\\?t=[A-Za-z0-9_-]{43}$`));
      expect(html).toContain(`href="${link}"`);
      expect(smtp.header(mail, 'List-Unsubscribe')).toBe(
        `<${link}>, <mailto:abmelden@ksbeispiel.ch?subject=Abbestellen>`,
      );
      expect(smtp.header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      tokens.add(link);
    }
    // Personal links, none naming the account.
    expect(tokens.size).toBe(3);
    for (const link of tokens) for (const user of [anna, ben, eva]) expect(link).not.toContain(user.id);
    const stored = await db.handle.db.selectFrom('unsubscribe_tokens').select('token_hash').execute();
    for (const link of tokens)
      expect(stored.map((r) => r.token_hash)).not.toContain(new URL(link).searchParams.get('t'));

    const again = await send(file('juni-kopie.md', MARKDOWN));
    expect(again.code).toBe(0);
    expect(again.out).toContain('3 Empfänger: gesendet 0, übersprungen 3, fehlgeschlagen 0.');
    expect(smtp.mails).toHaveLength(3);
  });

  it('goes on after a refusing server without sending anyone the same newsletter twice', async () => {
    const { ben } = await subscribers();
    const june = file('juni.md', MARKDOWN);
    smtp.acceptOnly(1);
    const first = await send(june);
    expect(first.code).toBe(1);
    expect(first.out).toContain('3 Empfänger: gesendet 1, übersprungen 0, fehlgeschlagen 2.');
    expect(first.err).toContain('2 Mail(s) fehlgeschlagen');
    expect(first.err).toContain('Mailbox voll');
    expect(smtp.mails).toHaveLength(1);

    // Ben unsubscribes before the second run (unless he already has it: then nothing changes for him).
    const benHasIt = recipients().includes(ben.email);
    await db.handle.db.updateTable('users').set({ newsletter: 0 }).where('id', '=', ben.id).execute();
    smtp.acceptOnly(null);
    const second = await send(june);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain(
      `2 Empfänger: gesendet ${benHasIt ? 2 : 1}, übersprungen ${benHasIt ? 0 : 1}, fehlgeschlagen 0.`,
    );
    const got = recipients();
    expect(new Set(got).size).toBe(got.length);
    expect(got).toHaveLength(benHasIt ? 3 : 2);
    expect(got.includes(ben.email)).toBe(benHasIt);
  });

  it('never sends again to an account whose delivery a crashed run left unfinished', async () => {
    const { anna } = await subscribers();
    const june = file('juni.md', MARKDOWN);
    // As a run killed between the SMTP server's "250 OK" and the database write leaves it.
    await send(june);
    await db.handle.db
      .updateTable('newsletter_deliveries')
      .set({ status: 'sending' })
      .where('user_id', '=', anna.id)
      .execute();
    await db.handle.db.deleteFrom('newsletter_deliveries').where('user_id', '<>', anna.id).execute();
    smtp.mails.length = 0;
    const again = await send(june);
    expect(again.out).toContain('3 Empfänger: gesendet 2, übersprungen 1, fehlgeschlagen 0.');
    expect(recipients()).not.toContain(anna.email);
  });

  it('stops after five refusals in a row and leaves the rest to the next run', async () => {
    for (let i = 0; i < 7; i++) await buildUser(db.handle.db, { newsletter: 1 });
    smtp.acceptOnly(0);
    const first = await send(file('info.md', '# Info\n\nText'));
    expect(first.code).toBe(1);
    expect(first.out).toContain('7 Empfänger: gesendet 0, übersprungen 0, fehlgeschlagen 5, nicht versucht 2.');
    smtp.acceptOnly(null);
    const second = await send(file('info.md', '# Info\n\nText'));
    expect(second.out).toContain('7 Empfänger: gesendet 7, übersprungen 0, fehlgeschlagen 0.');
    expect(new Set(recipients()).size).toBe(7);
  });

  it('takes a whole HTML page and a subject from --subject', async () => {
    const anna = await buildUser(db.handle.db, { newsletter: 1 });
    const page = file(
      'brief.html',
      `<!doctype html><html><head><title>Interner Titel</title><style>p{color:red}</style></head>
       <body><p style="color:red">Liebe Lernende</p><form action="https://evil.example"><input name="pw"></form>
       <img src="https://lernen.ksbeispiel.ch/bild.png" alt="Bild" onerror="alert(1)"></body></html>`,
    );
    const result = await send(page, '--subject', 'Ferien-Info');
    expect(result.code, result.err).toBe(0);
    const [mail] = smtp.mails;
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(anna.email);
    expect(mail?.subject).toBe('Ferien-Info');
    const html = mail?.html || '';
    expect(html).toContain('Liebe Lernende');
    expect(html).toMatch(/<img alt="Bild" src="https:\/\/lernen\.ksbeispiel\.ch\/bild\.png" \/>/);
    for (const bad of ['Interner Titel', 'color:red', '<form', '<input', 'onerror'])
      expect(html, bad).not.toContain(bad);
    expect(mail?.text).toContain('Liebe Lernende');
  });

  it.each([
    [[], 'Es fehlen Angaben. Aufruf: npm run admin -- newsletter send <datei.md|datei.html>'],
    [['/gibt/es/nicht.md'], 'Datei /gibt/es/nicht.md kann nicht gelesen werden.'],
    [['notiz.txt'], 'erwartet wird eine Markdown- (.md) oder HTML-Datei (.html)'],
    [['ohne-titel.md'], 'Kein Betreff.'],
    [['leer.html'], 'keinen Inhalt'],
    [['ohne-titel.md', '--betreff', 'x'], 'Unbekannte Option "--betreff"'],
  ])('refuses %j with a German message, exit code 2, and sends nothing', async (args, message) => {
    await buildUser(db.handle.db, { newsletter: 1 });
    file('notiz.txt', 'Hallo');
    file('ohne-titel.md', 'Nur Text, keine Überschrift.');
    file('leer.html', '<script>alert(1)</script>');
    const result = await send(
      ...args.map((a) => (a.includes('/') || a.startsWith('--') ? a : path.join(db.dataDir, a))),
    );
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(smtp.mails).toHaveLength(0);
    expect(await db.handle.db.selectFrom('newsletter_deliveries').selectAll().execute()).toEqual([]);
  });

  it('unsubscribes by the link (page, then button) and by the one-click POST, without signing in', async () => {
    const { anna, ben, eva } = await subscribers();
    await send(file('juni.md', MARKDOWN));
    const mailOf = (email: string) =>
      smtp.mails.find((m) => !Array.isArray(m.to) && m.to?.text === email) as ParsedMail;
    const annaLink = linkIn(mailOf(anna.email));
    const benOneClick = /^<([^>]+)>/.exec(smtp.header(mailOf(ben.email), 'List-Unsubscribe') ?? '')?.[1] ?? '';

    // The server on the same database, as the operator's instance would run it.
    const app = await buildApp({
      config: testConfig(db.dataDir, { DATABASE_URL: db.databaseUrl ?? '', PUBLIC_URL }),
      database: openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir }),
      logger: false,
      webDist: path.join(db.dataDir, 'no-web'),
    });
    try {
      const choice = async (id: string) =>
        (await db.handle.db.selectFrom('users').select('newsletter').where('id', '=', id).executeTakeFirstOrThrow())
          .newsletter;
      const local = (link: string) => link.slice(PUBLIC_URL.length);

      // A link scanner or a person opening the link: a page with a button, nothing changed yet.
      const page = await app.inject({ method: 'GET', url: local(annaLink) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain('<form method="post"');
      expect(page.body).toContain('>Newsletter abbestellen</button>');
      expect(await choice(anna.id)).toBe(1);

      // The button: a form POST from the page, no cookie and no anti-forgery header.
      const done = await app.inject({
        method: 'POST',
        url: local(annaLink),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Sie erhalten den Newsletter nicht mehr.');
      expect(await choice(anna.id)).toBe(0);
      expect((await app.inject({ method: 'GET', url: local(annaLink) })).body).toContain(
        'Sie erhalten den Newsletter bereits nicht mehr.',
      );

      // RFC 8058: the mail program POSTs to the List-Unsubscribe address itself (here as multipart).
      const boundary = 'grenze42';
      const oneClick = await app.inject({
        method: 'POST',
        url: local(benOneClick),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(oneClick.statusCode).toBe(200);
      expect(await choice(ben.id)).toBe(0);
      expect(await choice(eva.id)).toBe(1);

      // A made-up or damaged token changes nothing.
      for (const url of ['/abbestellen?t=' + 'A'.repeat(43), '/abbestellen?t=kaputt', '/abbestellen']) {
        const res = await app.inject({ method: 'POST', url, payload: '' });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('Dieser Abmeldelink ist ungültig');
      }

      // The next newsletter reaches only Eva; SPEC's setting call brings Anna back.
      smtp.mails.length = 0;
      await send(file('juli.md', '# Juli\n\nSommer'));
      expect(recipients()).toEqual([eva.email]);
      const client = new TestClient(app);
      await signInAs(db.handle.db, client, anna.id);
      expect((await client.post('/api/v1/account/settings/newsletter', { newsletter: true })).statusCode).toBe(200);
      expect((await client.get('/api/v1/account')).json().info.newsletter).toBe(true);
      smtp.mails.length = 0;
      await send(file('august.md', '# August\n\nSchule'));
      expect(recipients()).toEqual([anna.email, eva.email].sort());
    } finally {
      await app.close();
    }
  });
});
