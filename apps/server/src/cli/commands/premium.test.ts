import fs from 'node:fs';
import path from 'node:path';
import { addYears, toSwissDate, toZurichDay } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PremiumService } from '../../modules/premium/premium.service';
import { buildCamt054 } from '../../test/camt';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase, testConfig } from '../../test/test-app';
import { admin } from './operator.test-helpers';

describe.each(ENGINES)('premium commands on %s', (engine) => {
  let db: TestDatabase;
  const today = toZurichDay(new Date());
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });
  const userRow = (id: string) =>
    db.handle.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('grants a year from today, then extends from the current end', async () => {
    const user = await buildUser(db.handle.db);
    const first = await admin(db, 'premium', 'grant', user.email, 'premium');
    expect(first.code).toBe(0);
    const oneYear = addYears(today, 1);
    expect(first.out).toBe(`Premium für ${user.email} um 1 Jahr(e) verlängert: gültig bis ${toSwissDate(oneYear)}.`);
    expect((await userRow(user.id)).payment).toBe(oneYear);

    const more = await admin(db, 'premium', 'grant', user.email.toUpperCase(), 'lite', '--years', '2');
    expect(more.code).toBe(0);
    expect((await userRow(user.id)).payment_lite).toBe(addYears(today, 2));
    await admin(db, 'premium', 'grant', user.email, 'premium', '--years=2');
    expect((await userRow(user.id)).payment).toBe(addYears(today, 3));
  });

  it.each([
    [['premium', 'grant'], 'Es fehlen Angaben'],
    [['premium', 'grant', 'niemand@ksbeispiel.ch', 'premium'], 'Es gibt kein Konto'],
    [['premium', 'grant', 'kein-mail', 'premium'], 'keine E-Mail-Adresse'],
    [['premium', 'grant', 'a@ksbeispiel.ch', 'gold'], 'Plan "gold" gibt es nicht'],
    [['premium', 'grant', 'a@ksbeispiel.ch', 'lite', '--years', 'zwei'], '--years muss eine ganze Zahl'],
    [['premium', 'grant', 'a@ksbeispiel.ch', 'lite', '--monate', '2'], 'Unbekannte Option "--monate"'],
    [['payments', 'import'], 'Es fehlen Angaben'],
    [['payments', 'import', '/gibt/es/nicht.xml'], 'kann nicht gelesen werden'],
  ])('refuses %j with a clear message and exit code 2', async (argv, message) => {
    const result = await admin(db, ...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });

  it('imports a camt.054: grants matched payments once and lists the rest', async () => {
    const anna = await buildUser(db.handle.db);
    const ben = await buildUser(db.handle.db);
    const premium = new PremiumService(db.handle.db, testConfig(db.dataDir).payee);
    const annaRef = await premium.referenceFor(anna.id, 'premium');
    const benRef = await premium.referenceFor(ben.id, 'lite');
    const file = path.join(db.dataDir, 'camt054.xml');
    fs.writeFileSync(
      file,
      buildCamt054([
        { id: `${engine}-1`, amount: '20.00', reference: annaRef },
        { id: `${engine}-2`, amount: '20.00', reference: benRef },
        { id: `${engine}-3`, amount: '20.00', reference: 'RF18539007547034' },
        { id: `${engine}-4`, amount: '4.00', reference: null },
      ]),
    );

    const first = await admin(db, 'payments', 'import', file);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('camt.054: 4 Gutschrift(en) gelesen, 1 andere Buchung(en) übersprungen.');
    expect(first.out).toContain('Zugeordnet und freigeschaltet: 1');
    expect(first.out).toContain(`${anna.email}: Premium gültig bis ${toSwissDate(addYears(today, 1))}`);
    expect(first.out).toContain('Falscher Betrag (nichts freigeschaltet): 1');
    expect(first.out).toContain(`${ben.email}, Premium Lite: erwartet CHF 4.00`);
    expect(first.out).toContain('Nicht zugeordnet: 2');
    expect(first.out).toContain('RF18539007547034  fremde Referenz');
    expect(first.out).toContain('ohne Referenz  ohne strukturierte Referenz');
    expect((await userRow(anna.id)).payment).toBe(addYears(today, 1));
    expect((await userRow(ben.id)).payment_lite).toBe('2000-01-01');

    const again = await admin(db, 'payments', 'import', file);
    expect(again.code).toBe(0);
    expect(again.out).toContain('Zugeordnet und freigeschaltet: 0');
    expect(again.out).toContain('Bereits früher importiert: 2');
    expect((await userRow(anna.id)).payment).toBe(addYears(today, 1));

    const stored = await db.handle.db.selectFrom('payments').selectAll().where('user_id', '=', anna.id).execute();
    expect(stored).toMatchObject([
      { reference: annaRef, amount_cents: 2000, currency: 'CHF', booked_on: '2026-11-20', plan: 'premium' },
    ]);
  });

  it('refuses a file that is not a camt bank file', async () => {
    const file = path.join(db.dataDir, 'pain.xml');
    fs.writeFileSync(file, '<Document><CstmrCdtTrfInitn/></Document>');
    const result = await admin(db, 'payments', 'import', file);
    expect(result.code).toBe(2);
    expect(result.err).toContain('keine camt.052/053/054-Datei');
  });
});
