import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret, sha256Hex } from '../../lib/ids';
import { DELETED_ACCOUNT } from '../../modules/operator/operator.repository';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import { admin, buildDocument, buildLearnset } from './operator.test-helpers';

describe.each(ENGINES)('operator commands on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });
  const count = async (table: 'users' | 'sessions' | 'documents' | 'learnsets' | 'card_states' | 'exercises') =>
    (await db.handle.db.selectFrom(table).selectAll().execute()).length;
  async function session(userId: string) {
    const now = Date.now();
    await db.handle.db
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(newSecret()),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 3600_000).toISOString(),
      })
      .execute();
  }

  it('lists the commands in help', async () => {
    const { code, out } = await admin(db, 'help');
    expect(code).toBe(0);
    for (const usage of [
      'user list',
      'user delete <email> [--keep-content]',
      'ip block <ip|CIDR>',
      'document remove <id>',
    ]) {
      expect(out).toContain(usage);
    }
  });

  it('lists and shows accounts', async () => {
    const user = await buildUser(db.handle.db, { name: 'Mia Beispiel', payment_lite: '2099-12-31' });
    await buildLearnset(db.handle.db, user.id);
    const list = await admin(db, 'user', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`${user.email}  |  Mia Beispiel  |  seit `);
    expect(list.out).toContain('Premium Lite bis 31.12.2099');
    const show = await admin(db, 'user', 'show', user.email);
    expect(show.out).toContain('Name:               Mia Beispiel');
    expect(show.out).toContain('Lernsets:           1');
    expect(show.out).toContain('Statistik-Einträge: 1');
    expect(show.out).toContain('Autorisierungen:    keine');
  });

  it('bans (ending every session) and unbans', async () => {
    const user = await buildUser(db.handle.db);
    await session(user.id);
    await session(user.id);
    const ban = await admin(db, 'user', 'ban', user.email);
    expect(ban).toMatchObject({ code: 0, out: `Konto ${user.email} gesperrt; 2 Sitzung(en) beendet.` });
    const row = await db.handle.db.selectFrom('users').select('banned').where('id', '=', user.id).executeTakeFirst();
    expect(row?.banned).toBe(1);
    expect(await db.handle.db.selectFrom('sessions').where('user_id', '=', user.id).selectAll().execute()).toEqual([]);
    expect((await admin(db, 'user', 'list')).out).toMatch(new RegExp(`${user.email}.*GESPERRT`));
    expect((await admin(db, 'user', 'unban', user.email)).out).toBe(`Sperre von ${user.email} aufgehoben.`);
  });

  it('deletes an account with sessions, statistics, documents, sets and files', async () => {
    const user = await buildUser(db.handle.db);
    await session(user.id);
    const doc = await buildDocument(db, user.id);
    await buildLearnset(db.handle.db, user.id);
    const before = { users: await count('users'), documents: await count('documents'), sets: await count('learnsets') };
    const result = await admin(db, 'user', 'delete', user.email);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('1 Dokument(en) samt Dateien und 1 Lernset(s)');
    expect(await count('users')).toBe(before.users - 1);
    expect(await count('documents')).toBe(before.documents - 1);
    expect(await count('learnsets')).toBe(before.sets - 1);
    expect(fs.existsSync(doc.dir)).toBe(false);
    expect(await db.handle.db.selectFrom('card_states').where('user_id', '=', user.id).selectAll().execute()).toEqual(
      [],
    );
  });

  it('keeps documents and sets under "Gelöschtes Konto" with --keep-content', async () => {
    const user = await buildUser(db.handle.db);
    const doc = await buildDocument(db, user.id);
    const set = await buildLearnset(db.handle.db, user.id);
    const result = await admin(db, 'user', 'delete', user.email, '--keep-content');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('bleiben als «Gelöschtes Konto» erhalten');
    const kept = await db.handle.db
      .selectFrom('documents')
      .select('owner_id')
      .where('id', '=', doc.id)
      .executeTakeFirst();
    expect(kept?.owner_id).toBe(DELETED_ACCOUNT.id);
    expect(fs.existsSync(doc.dir)).toBe(true);
    const keptSet = await db.handle.db
      .selectFrom('learnsets')
      .select('owner_id')
      .where('id', '=', set.id)
      .executeTakeFirst();
    expect(keptSet?.owner_id).toBe(DELETED_ACCOUNT.id);
    expect((await admin(db, 'user', 'list')).out).not.toContain(DELETED_ACCOUNT.email);
  });

  it('removes single documents and sets', async () => {
    const user = await buildUser(db.handle.db);
    const doc = await buildDocument(db, user.id);
    const set = await buildLearnset(db.handle.db, user.id);
    expect((await admin(db, 'document', 'remove', doc.id)).out).toBe(`Dokument ${doc.id} samt Datei entfernt.`);
    expect(fs.existsSync(doc.dir)).toBe(false);
    expect((await admin(db, 'learnset', 'remove', set.id)).out).toBe(
      `Lernset ${set.id} mit Übungen und Statistiken entfernt.`,
    );
    expect(await db.handle.db.selectFrom('exercises').where('set_id', '=', set.id).selectAll().execute()).toEqual([]);
  });

  it('takes an id that starts with a dash (base64url) as the id, not as an option', async () => {
    expect((await admin(db, 'document', 'remove', '-iTibfW3Tj-DBfZg')).err).toContain(
      'Es gibt kein Dokument mit der ID -iTibfW3Tj-DBfZg.',
    );
    expect((await admin(db, 'learnset', 'remove', '-gibtesnicht')).err).toContain(
      'Es gibt kein Lernset mit der ID -gibtesnicht.',
    );
  });

  it('blocks, lists and unblocks addresses and networks', async () => {
    expect((await admin(db, 'ip', 'list')).out).toBe('Keine Adressen gesperrt.');
    expect((await admin(db, 'ip', 'block', '203.0.113.77/24')).out).toBe('203.0.113.0/24 gesperrt.');
    expect((await admin(db, 'ip', 'block', '203.0.113.0/24')).out).toBe('203.0.113.0/24 war bereits gesperrt.');
    expect((await admin(db, 'ip', 'block', '2001:DB8::1')).out).toBe('2001:db8::1 gesperrt.');
    const list = await admin(db, 'ip', 'list');
    expect(list.out).toMatch(/^203\.0\.113\.0\/24 {2}\(seit \d{4}-\d{2}-\d{2}\)\n2001:db8::1 /);
    expect((await admin(db, 'ip', 'unblock', '2001:db8:0::1')).out).toBe('Sperre von 2001:db8::1 aufgehoben.');
  });

  it.each([
    [['user', 'show'], 'Es fehlen Angaben'],
    [['user', 'show', 'a@ksbeispiel.ch', 'b'], 'Zu viele Angaben'],
    [['user', 'ban', 'niemand@ksbeispiel.ch'], 'Es gibt kein Konto mit der E-Mail-Adresse niemand@ksbeispiel.ch.'],
    [['user', 'delete', 'a@ksbeispiel.ch', '--force'], 'Unbekannte Option "--force"'],
    [['document', 'remove', '../../etc'], 'Ungültige ID'],
    [['document', 'remove', 'gibtesnicht'], 'Es gibt kein Dokument mit der ID gibtesnicht.'],
    [['learnset', 'remove', 'gibtesnicht'], 'Es gibt kein Lernset mit der ID gibtesnicht.'],
    [['ip', 'block', 'localhost'], 'ist keine IP-Adresse und kein Netz'],
    [['ip', 'block', '10.0.0.0/40'], 'ist keine IP-Adresse und kein Netz'],
    [['ip', 'unblock', '192.0.2.1'], '192.0.2.1 ist nicht gesperrt.'],
    [['user', 'fly'], 'Unbekannter Befehl "user fly"'],
  ])('refuses %j with a clear message and exit code 2', async (argv, message) => {
    const result = await admin(db, ...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });
});
