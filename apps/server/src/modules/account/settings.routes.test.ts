import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

describe.each(ENGINES)('settings on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    const user = await buildUser(t.db.handle.db, { password_hash: await hashPassword('Altes-Passwort-1', 1000) });
    userId = user.id;
    client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
  });

  const info = async () => (await client.get('/api/v1/account')).json().info;

  it.each([
    ['iframe', { iframe: false }, 'Ihre iFrame-Einstellung wurde aktualisiert.', { iframe: false }],
    ['iframe', { iframe: true }, 'Ihre iFrame-Einstellung wurde aktualisiert.', { iframe: true }],
    ['newsletter', { newsletter: true }, 'Ihre Benachrichtigungseinstellung wurde aktualisiert.', { newsletter: true }],
    [
      'newsletter',
      { newsletter: false },
      'Ihre Benachrichtigungseinstellung wurde aktualisiert.',
      { newsletter: false },
    ],
    ['class_', { class_: '6a  BIs1 MAe2' }, 'Ihre Klasse(n) wurde aktualisiert.', { classes: ['6a', 'BIs1', 'MAe2'] }],
    ['class_', { class_: 'SBC-5B 5b' }, 'Ihre Klasse(n) wurde aktualisiert.', { classes: ['SBC-5B', '5b'] }],
    ['grade', { grade: '7' }, 'Ihre Klassenstufe wurde aktualisiert.', { grade: '7' }],
    ['grade', { grade: '-' }, 'Ihre Klassenstufe wurde aktualisiert.', { grade: '-' }],
    ['search', { search: 'DuckDuckGo [TOR]' }, 'Ihre Suchmaschine wurde aktualisiert.', { search: 'DuckDuckGo [TOR]' }],
    ['theme', { theme: 'light' }, 'Ihr Farbschema wurde aktualisiert.', { theme: 'light' }],
    [
      'favorites',
      { favorites: 'https://www.sbb.ch|SBB\r\n\nhttps://de.wikipedia.org/wiki/A,B|Wiki, A|B\n' },
      'Ihre Favoriten wurden aktualisiert.',
      { favorites: ['https://www.sbb.ch|SBB', 'https://de.wikipedia.org/wiki/A,B|Wiki, A|B'] },
    ],
    [
      'favorites',
      { favorites: 'www.sbb.ch|SBB\nde.wikipedia.org/wiki/Bern|Bern' },
      'Ihre Favoriten wurden aktualisiert.',
      { favorites: ['https://www.sbb.ch|SBB', 'https://de.wikipedia.org/wiki/Bern|Bern'] },
    ],
  ])('%s: saves %o and answers its alert', async (key, body, message, expected) => {
    const res = await client.post(`/api/v1/account/settings/${key}`, body);
    expect(res.json()).toEqual({ status: 'success', message });
    expect(await info()).toMatchObject(expected);
  });

  it.each([
    [
      'class_',
      { class_: '6a <b>' },
      'Die Klassen- und Kursbezeichnungen konnten von unserem System nicht erkannt werden.',
    ],
    ['grade', { grade: '9' }, 'Sie müssen Ihre Klassenstufe angeben oder das Feld mit «-» ausfüllen.'],
    ['search', { search: 'Evil' }, 'Sie müssen eine Suchmaschine auswählen.'],
    [
      'favorites',
      { favorites: 'keine-url|x' },
      'Die Favoriten müssen wie im Platzhalter formatiert eingegeben werden.',
    ],
    [
      'favorites',
      { favorites: 'javascript:alert(1)|x' },
      'Die Favoriten müssen wie im Platzhalter formatiert eingegeben werden.',
    ],
    ['iframe', { iframe: 'ja' }, 'Ungültige Eingabe'],
  ])('%s: refuses %o and changes nothing', async (key, body, message) => {
    const before = await info();
    const res = await client.post(`/api/v1/account/settings/${key}`, body);
    expect(res.statusCode).toBe(400);
    if (message !== 'Ungültige Eingabe') expect(res.json().message).toBe(message);
    expect(await info()).toEqual(before);
  });

  it('refuses every setting for a visitor with 401', async () => {
    const visitor = new TestClient(t.app);
    for (const key of ['iframe', 'newsletter', 'class_', 'grade', 'search', 'password', 'favorites', 'theme']) {
      const res = await visitor.post(`/api/v1/account/settings/${key}`, {});
      expect(res.statusCode, key).toBe(401);
    }
  });

  it('changes the password only with the old one, then ends every session', async () => {
    const other = new TestClient(t.app);
    await signInAs(t.db.handle.db, other, userId);

    const wrong = await client.post('/api/v1/account/settings/password', {
      oldPassword: 'falsch-falsch',
      password: 'Neues-Passwort-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Ihr altes Passwort ist nicht korrekt.');
    expect((await client.get('/api/v1/account')).json().valid).toBe(true);

    const short = await client.post('/api/v1/account/settings/password', {
      oldPassword: 'Altes-Passwort-1',
      password: 'kurz',
    });
    expect(short.json().message).toBe('Ihr neues Passwort muss mindestens 8 Zeichen lang sein.');

    const res = await client.post('/api/v1/account/settings/password', {
      oldPassword: 'Altes-Passwort-1',
      password: 'Neues-Passwort-2',
    });
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Ihr Passwort wurde aktualisiert. Sie werden abgemeldet.',
    });
    expect((await client.get('/api/v1/account')).json().valid).toBe(false);
    expect((await other.get('/api/v1/account')).json().valid).toBe(false);

    const user = await t.db.handle.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const signin = await new TestClient(t.app).post('/api/v1/account/signin', {
      email: user.email,
      password: 'Neues-Passwort-2',
    });
    expect(signin.statusCode).toBe(200);
  });
});
