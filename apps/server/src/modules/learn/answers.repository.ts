import { type Db, engineOf } from '../../db/connection';
import { type AnswerRecord, isForeignKeyViolation, type RecordOutcome } from './answer-batch';
import type { CardStateRow } from './memory-model';
import { readBefore, writeAnswersOnPostgres } from './postgres-answers.repository';
import { writeAnswersOnSqlite } from './sqlite-answers.repository';

export type { AnswerRecord, RecordOutcome } from './answer-batch';

/** Decides which answers may be written (the throttle); on SQLite inside the answers' transaction. */
export type Admission = (db: Db, records: readonly AnswerRecord[]) => Promise<boolean[]>;

/**
 * SQL of answers: the append-only answers log, each learner's counts and memory state per card
 * (`card_states`), started sets and statistics versions, on either engine (the batch itself:
 * sqlite-answers.repository.ts, postgres-answers.repository.ts).
 */
export class AnswersRepository {
  constructor(private readonly db: Db) {}

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
   * Logs answers and adds them to their users' counts and memory states, with a fixed number of
   * statements however many answers there are (answers that arrive together are written
   * together). Counts change by upserts that add to the stored values, so concurrent writers
   * (several tabs, several instances) never lose an answer; an answer whose browser id was stored
   * before changes nothing ('repeated'); an unknown exercise writes nothing.
   * @param admit runs first; a record it refuses is 'too many' and not written. On SQLite it
   *   counts in the answers' transaction (one commit for both); on PostgreSQL in a statement of
   *   its own, as in Redis.
   * @returns one outcome per record, in order
   */
  async recordAnswers(records: readonly AnswerRecord[], admit?: Admission): Promise<Array<RecordOutcome | 'too many'>> {
    if (!this.postgres) return this.recordOnSqlite(records, admit);
    // The throttle counts while the batch's rows are read: two round trips side by side.
    const [allowed, before] = await Promise.all([
      admit ? admit(this.db, records) : records.map(() => true),
      readBefore(this.db, records),
    ]);
    return this.admitted(records, allowed, (kept) => writeAnswersOnPostgres(this.db, kept, before));
  }

  private get postgres(): boolean {
    return engineOf(this.db) === 'postgres';
  }

  /** The admitted records written; 'too many' for the others. */
  private async admitted(
    records: readonly AnswerRecord[],
    allowed: boolean[],
    write: (kept: AnswerRecord[]) => Promise<RecordOutcome[]>,
  ): Promise<Array<RecordOutcome | 'too many'>> {
    const kept = records.filter((_, i) => allowed[i]);
    const stored = kept.length > 0 ? await write(kept) : [];
    let next = 0;
    return records.map((_, i) => (allowed[i] ? (stored[next++] as RecordOutcome) : 'too many'));
  }

  /** An account or exercise that went meanwhile fails its own answer only (each alone, admitted anew after the rollback). */
  private async recordOnSqlite(records: readonly AnswerRecord[], admit?: Admission) {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const allowed = admit ? await admit(trx, records) : records.map(() => true);
        return this.admitted(records, allowed, (kept) => writeAnswersOnSqlite(trx, kept));
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      if (records.length === 1) return ['unknown exercise' as const];
      const outcomes: Array<RecordOutcome | 'too many'> = [];
      for (const record of records) outcomes.push(...(await this.recordOnSqlite([record], admit)));
      return outcomes;
    }
  }
}
