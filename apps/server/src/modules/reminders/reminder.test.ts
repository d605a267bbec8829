import path from 'node:path';
import { addDays, zurichStartOfDay } from '@app/shared';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Db, openDatabase } from '../../db/connection';
import { createMailer } from '../../mail/mailer';
import { newId } from '../../lib/ids';
import { buildCard, buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase, testConfig } from '../../test/test-app';
import { type SmtpReceiver, startSmtpReceiver } from '../newsletter/smtp-receiver.test-helpers';
import { UnsubscribeLinks } from '../../kernel/unsubscribe-links';
import { ReminderService } from './reminder.service';

const PUBLIC_URL = 'https://lernen.ksbeispiel.ch';
/** A Monday, weeks away from a change of summer time. */
const DAY = '2030-03-11';

/** The instant of a Zurich wall-clock time on a day. */
const at = (day: string, hhmm: string) =>
  new Date(zurichStartOfDay(day).getTime() + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * 60_000);

/** A set of the pupil's own with cards whose next review is at the given instants. */
async function setWithCards(db: Db, userId: string, title: string, dues: Date[]) {
  const setId = newId();
  await db
    .insertInto('learnsets')
    .values({
      id: setId,
      owner_id: userId,
      title,
      subject: 'EN',
      description: 'Wörter',
      class_: '3a',
      grade: '3',
      language: 'en',
      size: dues.length,
      created: '2030-03-01_10-00-00',
      edited: '2030-03-01_10-00-00',
    })
    .execute();
  for (const [position, due] of dues.entries()) {
    const exerciseId = newId();
    await db
      .insertInto('exercises')
      .values({
        id: exerciseId,
        set_id: setId,
        position,
        question: `q${position}`,
        answer: 'a',
        answers: '[]',
        frequency: 1,
        auto_check: 0,
      })
      .execute();
    await buildCard(db, userId, exerciseId, {
      due: due.toISOString(),
      last_review: at(addDays(DAY, -3), '10:00').toISOString(),
    });
  }
  return setId;
}

const examOn = (db: Db, userId: string, setId: string, day: string) =>
  db.insertInto('exam_dates').values({ user_id: userId, set_id: setId, day }).execute();

describe.each(ENGINES)('the daily learning reminder, over a real SMTP server, on %s', (engine) => {
  let smtp: SmtpReceiver;
  let db: TestDatabase;
  let links: UnsubscribeLinks;
  let clock = at(DAY, '12:00');
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => smtp.close());
  beforeEach(async () => {
    db = await createTestDatabase(engine);
    links = await UnsubscribeLinks.create(db.handle.db, { publicUrl: PUBLIC_URL });
    smtp.mails.length = 0;
    smtp.acceptOnly(null);
  });
  afterEach(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });

  /** One server instance's reminder service, on the test's clock. */
  const instance = () =>
    new ReminderService({
      db: db.handle.db,
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: 'Lernplattform <noreply@ksbeispiel.ch>',
        outboxDir: '',
        log: () => {},
      }),
      links,
      publicUrl: PUBLIC_URL,
      time: '17:00',
      rate: 1000,
      now: () => clock,
    });
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''));
  const mailTo = (email: string) => smtp.mails.filter((m) => to(m) === email);

  it('mails at 17:00 exactly the opted-in pupils with cards due or an exam within three days, once a day', async () => {
    const db_ = db.handle.db;
    const anna = await buildUser(db_, { name: 'Anna Muster', reminder: 1 });
    await setWithCards(db_, anna.id, 'Vokabeln Unit 2', [
      ...[1, 2, 3].map(() => at(addDays(DAY, -1), '09:00')),
      at(addDays(DAY, 1), '09:00'),
    ]);
    const ben = await buildUser(db_, { reminder: 1 });
    await examOn(
      db_,
      ben.id,
      await setWithCards(db_, ben.id, 'Geschichte', [at(addDays(DAY, 4), '09:00')]),
      addDays(DAY, 5),
    );
    const carla = await buildUser(db_, { name: 'Carla Beispiel', reminder: 1 });
    await examOn(db_, carla.id, await setWithCards(db_, carla.id, 'Vokabeln Unit 3', []), addDays(DAY, 2));
    const fritz = await buildUser(db_, { reminder: 1 });
    await examOn(db_, fritz.id, await setWithCards(db_, fritz.id, 'Heute', []), DAY);
    const dora = await buildUser(db_, { reminder: 0 });
    await setWithCards(db_, dora.id, 'Nicht bestellt', [at(addDays(DAY, -1), '09:00')]);
    const eva = await buildUser(db_, { reminder: 1, banned: 1 });
    await setWithCards(db_, eva.id, 'Gesperrt', [at(addDays(DAY, -1), '09:00')]);

    const first = instance();
    clock = at(DAY, '16:59');
    expect(await first.tick()).toBeNull();
    expect(smtp.mails).toHaveLength(0);

    clock = at(DAY, '17:00');
    expect(await first.tick()).toEqual({ day: DAY, sent: 2, nothingDue: 2, failed: 0 });
    expect(smtp.mails.map(to).sort()).toEqual([anna.email, carla.email].sort());

    const [annaMail] = mailTo(anna.email);
    expect(annaMail?.subject).toBe('Lern-Erinnerung: 3 Karten zum Wiederholen');
    expect(annaMail?.text).toContain('Guten Tag Anna Muster');
    expect(annaMail?.text).toContain('Heute sind 3 Karten zum Wiederholen fällig.');
    expect(annaMail?.text).toContain(`Jetzt wiederholen: ${PUBLIC_URL}/wiederholen`);
    expect(annaMail?.text).toMatch(new RegExp(`Lern-Erinnerung abbestellen: ${PUBLIC_URL}/abbestellen\\?t=[\\w-]{43}`));
    expect(smtp.header(annaMail as ParsedMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [carlaMail] = mailTo(carla.email);
    expect(carlaMail?.subject).toBe('Lern-Erinnerung: Prüfung übermorgen');
    expect(carlaMail?.text).toContain(
      'Ihre nächste Prüfung:\n- [EN] Vokabeln Unit 3: übermorgen (Mittwoch, 13.03.2030)',
    );
    expect(carlaMail?.text).not.toContain('fällig');

    // Later the same day, and after a restart: nothing more.
    clock = at(DAY, '17:30');
    expect(await first.tick()).toBeNull();
    clock = at(DAY, '18:00');
    expect(await instance().tick()).toEqual({ day: DAY, sent: 0, nothingDue: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(2);

    // The next day two instances tick at once: each reminder still goes out once.
    const next = addDays(DAY, 1);
    clock = at(next, '17:00');
    const reports = await Promise.all([instance().tick(), instance().tick()]);
    expect(reports.reduce((sum, r) => sum + (r?.sent ?? 0), 0)).toBe(2);
    expect(mailTo(anna.email)).toHaveLength(2);
    expect(mailTo(carla.email).at(-1)?.subject).toBe('Lern-Erinnerung: Prüfung morgen');
    expect(mailTo(ben.email)).toHaveLength(0);

    // Outside the window (from 17:00 for three hours) nothing is sent, even to a fresh instance.
    clock = at(addDays(DAY, 2), '20:00');
    expect(await instance().tick()).toBeNull();
    expect(smtp.mails).toHaveLength(4);
  });

  it('tries a refused reminder again at the next tick, and never sends it twice', async () => {
    const anna = await buildUser(db.handle.db, { reminder: 1 });
    await setWithCards(db.handle.db, anna.id, 'Vokabeln', [at(addDays(DAY, -1), '09:00')]);
    const service = instance();
    smtp.acceptOnly(0);
    clock = at(DAY, '17:00');
    expect(await service.tick()).toMatchObject({ sent: 0, failed: 1 });
    smtp.acceptOnly(null);
    clock = at(DAY, '17:01');
    expect(await service.tick()).toMatchObject({ sent: 1, failed: 0 });
    clock = at(DAY, '17:02');
    expect(await service.tick()).toBeNull();
    expect(await instance().tick()).toMatchObject({ sent: 0 });
    expect(mailTo(anna.email)).toHaveLength(1);
  });

  it("switches off the reminder, not the newsletter, from the reminder's own link", async () => {
    const anna = await buildUser(db.handle.db, { reminder: 1, newsletter: 1 });
    await setWithCards(db.handle.db, anna.id, 'Vokabeln', [at(addDays(DAY, -1), '09:00')]);
    clock = at(DAY, '17:00');
    await instance().tick();
    const link = /Lern-Erinnerung abbestellen: (\S+)/.exec(mailTo(anna.email)[0]?.text ?? '')?.[1] ?? '';
    const app = await buildApp({
      config: testConfig(db.dataDir, { DATABASE_URL: db.databaseUrl ?? '', PUBLIC_URL }),
      database: openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir }),
      logger: false,
      webDist: path.join(db.dataDir, 'no-web'),
    });
    try {
      const page = await app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });
      expect(page.body).toContain('>Lern-Erinnerung abbestellen</button>');
      const done = await app.inject({ method: 'POST', url: link.slice(PUBLIC_URL.length), payload: '' });
      expect(done.body).toContain('Sie erhalten keine Lern-Erinnerungen mehr.');
    } finally {
      await app.close();
    }
    const row = await db.handle.db
      .selectFrom('users')
      .select(['reminder', 'newsletter'])
      .where('id', '=', anna.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reminder: 0, newsletter: 1 });
    clock = at(addDays(DAY, 1), '17:00');
    expect(await instance().tick()).toEqual({ day: addDays(DAY, 1), sent: 0, nothingDue: 0, failed: 0 });
    expect(mailTo(anna.email)).toHaveLength(1);
  });

  it("gives each day's reminder a link of its own, which changes nothing once the pupil chose the reminder again", async () => {
    const anna = await buildUser(db.handle.db, { reminder: 1 });
    await setWithCards(db.handle.db, anna.id, 'Vokabeln', [at(addDays(DAY, -1), '09:00')]);
    for (const day of [DAY, addDays(DAY, 1)]) {
      clock = at(day, '17:00');
      await instance().tick();
    }
    const [monday, tuesday] = mailTo(anna.email).map(
      (mail) => /Lern-Erinnerung abbestellen: (\S+)/.exec(mail.text ?? '')?.[1] ?? '',
    );
    expect(monday).toMatch(/\/abbestellen\?t=/);
    expect(tuesday).not.toBe(monday);
    const app = await buildApp({
      config: testConfig(db.dataDir, { DATABASE_URL: db.databaseUrl ?? '', PUBLIC_URL }),
      database: openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir }),
      logger: false,
      webDist: path.join(db.dataDir, 'no-web'),
    });
    const reminder = async () =>
      (await db.handle.db.selectFrom('users').select('reminder').where('id', '=', anna.id).executeTakeFirstOrThrow())
        .reminder;
    try {
      const post = (link = '') => app.inject({ method: 'POST', url: link.slice(PUBLIC_URL.length), payload: '' });
      expect((await post(tuesday)).body).toContain('Sie erhalten keine Lern-Erinnerungen mehr.');
      expect(await reminder()).toBe(0);
      // The pupil switches the reminder on again in the settings.
      await db.handle.db.updateTable('users').set({ reminder: 1 }).where('id', '=', anna.id).execute();
      for (const replay of [tuesday, monday]) expect((await post(replay)).statusCode).toBe(404);
      expect(await reminder()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
