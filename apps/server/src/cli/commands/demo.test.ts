import { sanitizeFileName } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { STARTER_SET_IDS } from '../../kernel/starter-sets';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase, TestClient, testConfig } from '../../test/test-app';
import { DEMO_PASSWORD } from '../demo/demo-school';
import { admin } from './operator.test-helpers';

const PUPILS = ['lea_brunner', 'luca_meier', 'mia_keller', 'noah_steiner'].map((m) => `${m}@ksbeispiel.ch`);
const TABLES = ['users', 'learnsets', 'exercises', 'documents', 'answers', 'calendar_events', 'exam_dates'] as const;

describe.each(ENGINES)('npm run demo on %s', (engine) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let first: Awaited<ReturnType<typeof admin>>;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    first = await admin(db, 'demo');
    // The installation as its server then serves it.
    const config = testConfig(db.dataDir, db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {});
    const database = openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
    app = await buildApp({ config, database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await db.handle.db.destroy();
    await db.drop();
  });

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => [table, (await db.handle.db.selectFrom(table).selectAll().execute()).length]),
      ),
    );

  async function signedIn(email: string) {
    const client = new TestClient(app);
    const reply = await client.post('/api/v1/account/signin', { email, password: DEMO_PASSWORD });
    expect(reply.statusCode, `${email}: ${reply.body}`).toBe(200);
    return client;
  }

  it('fills a new installation and says how to sign in', () => {
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('Demo-Schule angelegt: 4 Konten der Klasse 5b, 5 Lernsets, 4 Dokumente');
    expect(first.out).toContain(`mit dem Passwort ${DEMO_PASSWORD}:`);
    for (const email of PUPILS) expect(first.out).toContain(email);
  });

  it('lets every pupil sign in with the printed password', async () => {
    for (const email of PUPILS) await signedIn(email);
  });

  it('has sets in German, French, English and maths, the maths ones with formulas, beside the starter sets', async () => {
    const list = (await new TestClient(app).get('/api/v1/learnsets/list')).json();
    const sets = list.learnsets as Array<{ id_: string; title: string; subject: string; class_: string }>;
    expect(sets.map((set) => set.subject).sort()).toEqual(['DE', 'EN', 'FR', 'FR', 'MA', 'MA', 'MA']);
    expect(sets.map((set) => set.id_)).toEqual(expect.arrayContaining([...STARTER_SET_IDS]));
    const maths = sets.filter((set) => set.subject === 'MA' && !STARTER_SET_IDS.includes(set.id_));
    expect(maths.map((set) => set.class_)).toEqual(['5b', '5b']);
    for (const set of maths) {
      const { exercises } = (await new TestClient(app).get(`/api/v1/learnsets/data/${set.id_}`)).json();
      expect(exercises.length).toBeGreaterThanOrEqual(8);
      for (const exercise of exercises) expect(`${exercise.question} ${exercise.answer}`).toMatch(/\$[^$\s][^$]*\$/);
    }
  });

  it('gives the class shared exams with their sets, statistics and cards due for review', async () => {
    const noah = await signedIn('noah_steiner@ksbeispiel.ch');
    const upcoming = (await noah.get('/api/v1/calendars/upcoming')).json();
    expect(upcoming.exams.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.exams.every((exam: { sets: unknown[] }) => exam.sets.length > 0)).toBe(true);
    expect(upcoming.exams[0].calendar_name).toBe('Prüfungen');
    const review = (await noah.get('/api/v1/review/summary')).json();
    expect(review.due).toBeGreaterThan(0);
    const home = (await noah.get('/api/v1/study/home')).json();
    expect(home.recent.length).toBeGreaterThanOrEqual(3);
    expect(home.starters).toEqual([]);
    const setId = home.recent[0].sets[0].id;
    const bulk = (await noah.get(`/api/v1/learnsets/bulk/${setId}`)).json();
    expect(Object.keys(bulk.stats ?? {}).length).toBeGreaterThan(0);
  });

  it('has documents made at run time: a PDF, a picture, a table and notes', async () => {
    const { documents } = (await new TestClient(app).get('/api/v1/documents/list')).json();
    expect(documents.map((d: { extension: string }) => d.extension).sort()).toEqual(['csv', 'pdf', 'png', 'txt']);
    const pdf = documents.find((d: { extension: string }) => d.extension === 'pdf');
    const file = await new TestClient(app).get(`/dateien/dokumente/${pdf.id_}/${sanitizeFileName(pdf.title, 'pdf')}`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    const news = (await new TestClient(app).get('/api/v1/news/index')).json();
    expect(news.content).toContain('Demo-Schule');
  });

  it('refuses a second run and changes nothing', async () => {
    const before = await counts();
    const again = await admin(db, 'demo');
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('Die Demo-Schule besteht bereits; es wurde nichts geändert.');
    expect(await counts()).toEqual(before);
  });
});

describe.each(ENGINES)('npm run demo on an installation in use, on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });

  it('refuses in German and writes nothing', async () => {
    await buildUser(db.handle.db);
    const result = await admin(db, 'demo');
    expect(result.code).not.toBe(0);
    expect(result.err).toContain('Diese Installation hat bereits Konten; es wurde nichts geändert.');
    expect(await db.handle.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    expect(await db.handle.db.selectFrom('learnsets').select('id').execute()).toEqual([]);
  });

  it('is listed in help and takes no arguments', async () => {
    expect((await admin(db, 'help')).out).toContain('Eine neue Installation mit einer Demo-Schule füllen');
    const extra = await admin(db, 'demo', 'jetzt');
    expect(extra.code).toBe(2);
    expect(extra.err).toContain('Zu viele Angaben. Aufruf: npm run admin -- demo');
  });
});
