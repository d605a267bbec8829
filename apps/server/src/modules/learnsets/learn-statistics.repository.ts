import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** One answer to record: the log row's fields. */
export interface AnswerRecord {
  id: string;
  userId: string;
  exerciseId: string;
  answer: string;
  correct: boolean;
  at: string;
}

/** A foreign-key failure: the exercise vanished (an edit removed it) between check and insert. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** SQL for per-user statistics and the append-only answers log. */
export class LearnStatisticsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Logs one answer and adds it to the user's counts, atomically. The counts change in a single
   * upsert that adds to the stored values, so concurrent answers (several tabs, several server
   * instances) are never lost the way a read-then-write would lose them.
   * @returns false when the exercise does not exist; nothing is written then
   */
  async recordAnswer(record: AnswerRecord): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const exercise = await trx
          .selectFrom('exercises')
          .select('id')
          .where('id', '=', record.exerciseId)
          .executeTakeFirst();
        if (!exercise) return false;
        await trx
          .insertInto('answers')
          .values({
            id: record.id,
            user_id: record.userId,
            exercise_id: record.exerciseId,
            answer: record.answer,
            value: record.correct ? 1 : 0,
            at: record.at,
          })
          .execute();
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
        return true;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  }
}
