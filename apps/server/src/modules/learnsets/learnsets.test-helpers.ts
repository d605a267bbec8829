import { type ParsedExercise, toStoredDate } from '@app/shared';
import type { Db } from '../../db/connection';
import { PARSE_CHILD } from '../../entries';
import { newId } from '../../lib/ids';
import { ParsePool, type ParsePoolOptions } from '../../parse-pool/parse-pool';
import { buildUser } from '../../test/factories';
import { planExerciseReplacement } from './exercise-plan';
import { LearnsetFileJobs } from './learnset-file-jobs';
import { type LearnsetRow, LearnsetRepository } from './learnset.repository';

/** Form fields of a valid upload (multipart names of SPEC §7). */
export const VALID_FIELDS = {
  title: 'Zellbiologie',
  subject: 'BI',
  description: 'Mitose und Meiose',
  class: '5b',
  grade: '5',
  language: 'de',
};

/** `count` simple exercises: 'Frage n' → 'Antwort n'. */
export function sampleExercises(count: number): ParsedExercise[] {
  return Array.from({ length: count }, (_, i) => ({
    question: `Frage ${i + 1}`,
    answer: `Antwort ${i + 1}`,
    answers: [],
    frequency: 1,
    auto_check: 0,
  }));
}

/** Stores a set directly (no upload); returns its id. */
export async function buildLearnset(
  db: Db,
  ownerId: string,
  exercises: ParsedExercise[] = sampleExercises(3),
  overrides: Partial<LearnsetRow> = {},
): Promise<string> {
  const id = overrides.id ?? newId();
  const now = toStoredDate(new Date());
  const { write } = planExerciseReplacement(id, [], exercises, newId);
  await new LearnsetRepository(db).create(
    {
      id,
      owner_id: ownerId,
      title: 'Zellbiologie',
      subject: 'BI',
      description: 'Mitose und Meiose',
      class_: '5b',
      grade: '5',
      language: 'de',
      size: exercises.length,
      created: now,
      edited: now,
      updated_at: new Date().toISOString(),
      ...overrides,
    },
    write,
  );
  return id;
}

/** A new pupil who owns a set of `size` simple exercises; the exercise ids in their order. */
export async function buildPupilWithSet(db: Db, size = 3) {
  const user = await buildUser(db);
  const setId = await buildLearnset(db, user.id, sampleExercises(size));
  const rows = await db.selectFrom('exercises').select('id').where('set_id', '=', setId).orderBy('position').execute();
  return { userId: user.id, setId, exercises: rows.map((r) => r.id) };
}

export { multipartBody } from '../../test/multipart-body';

/** A parse pool of the app's child and the learning sets' jobs on it (uploads and exports alike). */
export function testFileJobs(options: Omit<ParsePoolOptions, 'child'> = {}) {
  const pool = new ParsePool({ child: PARSE_CHILD, ...options });
  return { pool, jobs: new LearnsetFileJobs({ parsePool: pool, exportPool: pool }) };
}
