// Test data for the bench, written straight into the database (registration needs mail): on
// SQLite or PostgreSQL alike, through the server's own Kysely types and repositories.
import { PLANS, parseLearnsetFile, toStoredDate } from '@app/shared';
import type { Db } from '../apps/server/src/db/connection';
import { newId, newSecret, sha256Hex } from '../apps/server/src/lib/ids';
import { planExerciseReplacement } from '../apps/server/src/modules/learnsets/exercise-plan';
import { LearnsetRepository } from '../apps/server/src/modules/learnsets/learnset.repository';

/** Exercises in each big set. */
export const ITEMS = 10_000;
/** Users answering in turn: the answer throttle allows each 600 answers a minute. */
const ANSWER_USERS = 200;

/** A `.txt` learning set of `count` lines with alternatives, as a pupil would upload it. */
export function textSet(count: number): Uint8Array {
  const lines = Array.from({ length: count }, (_, i) => `Frage ${i}: Was heisst Wort ${i}?; Antwort ${i}; alt ${i}`);
  return new TextEncoder().encode(lines.join('\n'));
}

/** A stored account for the bench (Premium by default, so set and upload limits never get in the way). */
export async function addUser(db: Db, payment = '2999-12-31'): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      email: `bench_${id.toLowerCase().replace(/[^a-z0-9]/g, '')}@ksbeispiel.ch`,
      name: 'Bea Bench',
      password_hash: 'bench-only',
      classes: '5b',
      grade: '5',
      newsletter: 0,
      iframe: 1,
      theme: 'light',
      search: 'Startpage',
      favorites: '[]',
      payment,
      payment_lite: '2000-01-01',
      banned: 0,
      created_at: new Date().toISOString(),
      retention: 0.9,
      answer_ignore_case: 0,
      answer_ignore_accents: 0,
      answer_allow_typo: 0,
    })
    .execute();
  return id;
}

/** A session for `userId`, as the `cookie` header of a browser that has loaded a page. */
export async function addSession(db: Db, userId: string): Promise<string> {
  const token = newSecret();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
    })
    .execute();
  return `session=${token}; XSRF-TOKEN=bench`;
}

/** Parses `bytes` as an upload would and stores the set; returns its id. */
export async function addSet(db: Db, ownerId: string, bytes: Uint8Array, title: string): Promise<string> {
  const parsed = parseLearnsetFile('set.txt', bytes, PLANS.premium.maxLearnsetItems);
  if (!parsed.ok) throw new Error(parsed.message);
  const id = newId();
  const now = toStoredDate(new Date());
  const { write } = planExerciseReplacement(id, [], parsed.exercises, newId);
  const fields = { title, subject: 'EN', description: 'Vokabeln', class_: '5b', grade: '5', language: 'en' };
  await new LearnsetRepository(db).create(
    {
      id,
      owner_id: ownerId,
      ...fields,
      size: write.length,
      created: now,
      edited: now,
      updated_at: new Date().toISOString(),
    },
    write,
  );
  return id;
}

export interface LearnsetSeed {
  bigSets: string[];
  /** The learner with statistics for half the exercises of the big sets. */
  cookie: string;
  /** One signed-in cookie per answering user. */
  answerCookies: string[];
  exerciseIds: string[];
}

/**
 * Ten 10,000-exercise sets with statistics for half their exercises, 5,000 small sets for the
 * library list, and signed-in users who answer in turn.
 */
export async function seedLearnsets(db: Db): Promise<LearnsetSeed> {
  const ownerId = await addUser(db);
  const bigSets: string[] = [];
  for (let i = 0; i < 10; i++) bigSets.push(await addSet(db, ownerId, textSet(ITEMS), `Grosses Set ${i}`));
  const small = textSet(5);
  for (let i = 0; i < 5_000; i++) await addSet(db, ownerId, small, `Kleines Set ${i}`);

  const learnerId = await addUser(db, '2000-01-01');
  const exercises = await db
    .selectFrom('exercises')
    .select('id')
    .where('set_id', 'in', bigSets)
    .orderBy('set_id')
    .orderBy('position')
    .execute();
  // Half the cards answered: their counts and a memory state each.
  const cards = exercises
    .filter((_, i) => i % 2 === 0)
    .map((e, i) => ({
      user_id: learnerId,
      exercise_id: e.id,
      correct: i % 5,
      wrong: i % 3,
      due: new Date(Date.UTC(2026, 11, 1 + (i % 28))).toISOString(),
      stability: 4 + (i % 20),
      difficulty: 5,
      scheduled_days: 4 + (i % 20),
      learning_steps: 0,
      reps: 1 + (i % 5),
      lapses: i % 3,
      state: 2,
      last_review: '2026-11-20T08:00:00.000Z',
    }));
  for (let i = 0; i < cards.length; i += 1_000) {
    await db
      .insertInto('card_states')
      .values(cards.slice(i, i + 1_000))
      .execute();
  }
  const answerCookies: string[] = [];
  for (let i = 0; i < ANSWER_USERS; i++) answerCookies.push(await addSession(db, await addUser(db, '2000-01-01')));
  return {
    bigSets,
    cookie: await addSession(db, learnerId),
    answerCookies,
    exerciseIds: exercises.filter((_, i) => i % 97 === 0).map((e) => e.id),
  };
}

/** Document rows for the library list (the list needs rows, not files), 500 to an insert. */
export async function seedDocuments(db: Db, count: number): Promise<void> {
  const ownerId = await addUser(db);
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2025, i % 12, 1 + (i % 28), 8, 0, i % 60));
    const stored = `${at.toISOString().slice(0, 10)}_09-00-00`;
    return {
      id: newId(),
      owner_id: ownerId,
      title: `Zusammenfassung ${i}`,
      subject: ['MA', 'DE', 'EN', 'BI'][i % 4] as string,
      description: `Lernunterlagen Nummer ${i} mit Übungen und Lösungen zum Kapitel ${i % 40}, geprüft von der Klasse.`,
      class_: '5b',
      grade: String(1 + (i % 7)),
      language: 'de',
      size: 1468006,
      extension: 'PDF',
      mimetype: 'application/pdf',
      formated_size: '1.4 MB',
      file_name: 'x.pdf',
      created: stored,
      edited: stored,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('documents')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  });
}
