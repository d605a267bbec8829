import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { type CardStateRow, reviewCard } from './memory-model';

/** One answer to record: the log row's fields. */
export interface AnswerRecord {
  id: string;
  userId: string;
  exerciseId: string;
  answer: string;
  correct: boolean;
  at: Date;
  /** The browser's id: the same id again changes nothing. */
  clientId?: string;
  mode?: string;
}

/** What the answer transaction reads about the exercise and its pupil. */
interface AnsweredExercise {
  set_id: string;
  exam_day: string | null;
  retention: number | null;
}

export type RecordOutcome = 'recorded' | 'repeated' | 'unknown exercise';

/** A foreign-key failure: the exercise vanished (an edit removed it) between check and insert. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** SQL for per-user statistics, memory states and the append-only answers log. */
export class LearnStatisticsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Moves the card's memory state on by one answer, with the pupil's learning goal and the exam
   * date of the set; the row is locked on PostgreSQL meanwhile. A card's first answer marks its
   * set as started (the review summary counts the sets' cards).
   */
  private async reviewCard(trx: Transaction<Database>, record: AnswerRecord, exercise: AnsweredExercise) {
    let query = trx
      .selectFrom('card_states')
      .selectAll()
      .where('user_id', '=', record.userId)
      .where('exercise_id', '=', record.exerciseId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const before = await query.executeTakeFirst();
    const next = reviewCard(before, record.correct, record.at, Number(exercise.retention ?? 0.9), exercise.exam_day);
    if (!before) {
      await trx
        .insertInto('started_sets')
        .values({ user_id: record.userId, set_id: exercise.set_id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('card_states')
      .values({ user_id: record.userId, exercise_id: record.exerciseId, ...next })
      .onConflict((oc) => oc.columns(['user_id', 'exercise_id']).doUpdateSet(next))
      .execute();
  }

  /** The memory state of one card, for tests and the review calls. */
  cardState(userId: string, exerciseId: string): Promise<CardStateRow | undefined> {
    return this.db
      .selectFrom('card_states')
      .selectAll()
      .where('user_id', '=', userId)
      .where('exercise_id', '=', exerciseId)
      .executeTakeFirst();
  }

  /**
   * Logs one answer and adds it to the user's counts, atomically. The counts change in a single
   * upsert that adds to the stored values, so concurrent answers (several tabs, several server
   * instances) are never lost the way a read-then-write would lose them.
   * The learner's memory state of the card moves on in the same transaction (memory-model.ts).
   * An answer whose browser id was stored before changes nothing ('repeated').
   * @returns 'unknown exercise' when the exercise does not exist; nothing is written then
   */
  async recordAnswer(record: AnswerRecord): Promise<RecordOutcome> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const exercise = await trx
          .selectFrom('exercises')
          .leftJoin('exam_dates', (join) =>
            join.onRef('exam_dates.set_id', '=', 'exercises.set_id').on('exam_dates.user_id', '=', record.userId),
          )
          .select((eb) => [
            'exercises.set_id',
            'exam_dates.day as exam_day',
            eb.selectFrom('users').select('retention').where('id', '=', record.userId).as('retention'),
          ])
          .where('exercises.id', '=', record.exerciseId)
          .executeTakeFirst();
        if (!exercise) return 'unknown exercise';
        const logged = await trx
          .insertInto('answers')
          .values({
            id: record.id,
            user_id: record.userId,
            exercise_id: record.exerciseId,
            answer: record.answer,
            value: record.correct ? 1 : 0,
            at: record.at.toISOString(),
            client_id: record.clientId ?? null,
            mode: record.mode ?? null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
          .executeTakeFirst();
        if (Number(logged.numInsertedOrUpdatedRows ?? 0) === 0) return 'repeated';
        await trx
          .insertInto('statistics')
          .values({
            user_id: record.userId,
            exercise_id: record.exerciseId,
            correct: record.correct ? 1 : 0,
            wrong: record.correct ? 0 : 1,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'exercise_id']).doUpdateSet({
              correct: sql<number>`statistics.correct + excluded.correct`,
              wrong: sql<number>`statistics.wrong + excluded.wrong`,
            }),
          )
          .execute();
        await this.reviewCard(trx, record, exercise);
        await trx
          .insertInto('stats_versions')
          .values({ user_id: record.userId, version: 1 })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ version: sql<number>`stats_versions.version + 1` }))
          .execute();
        return 'recorded';
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'unknown exercise';
      throw error;
    }
  }
}
