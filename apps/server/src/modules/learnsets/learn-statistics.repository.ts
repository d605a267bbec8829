import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { CardStateRow } from './memory-model';
import { type AnswerRecord, isForeignKeyViolation, pair, type RecordOutcome, stepCards } from './answer-batch';
import { writeAnswersOnPostgres } from './postgres-answers.repository';

export type { AnswerRecord, RecordOutcome } from './answer-batch';

type Tx = Transaction<Database>;

/** Decides which answers may be written (the throttle); on SQLite inside the answers' transaction. */
export type Admission = (db: Db, records: readonly AnswerRecord[]) => Promise<boolean[]>;

/** SQL for per-user statistics, memory states and the append-only answers log. */
export class LearnStatisticsRepository {
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
    const allowed = admit ? await admit(this.db, records) : records.map(() => true);
    return this.admitted(records, allowed, (kept) => writeAnswersOnPostgres(this.db, kept));
  }

  private get postgres(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
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
        return this.admitted(records, allowed, (kept) => this.writeOnSqlite(trx, kept));
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      if (records.length === 1) return ['unknown exercise' as const];
      const outcomes: Array<RecordOutcome | 'too many'> = [];
      for (const record of records) outcomes.push(...(await this.recordOnSqlite([record], admit)));
      return outcomes;
    }
  }

  /** SQLite's writes run one at a time on one connection: a statement per table costs no round trip. */
  private async writeOnSqlite(trx: Tx, records: readonly AnswerRecord[]): Promise<RecordOutcome[]> {
    const users = [...new Set(records.map((r) => r.userId))].sort();
    const setOf = new Map(
      (
        await trx
          .selectFrom('exercises')
          .select(['id', 'set_id'])
          .where('id', 'in', [...new Set(records.map((r) => r.exerciseId))])
          .execute()
      ).map((e) => [e.id, e.set_id]),
    );
    const known = records.filter((r) => setOf.has(r.exerciseId));
    if (known.length === 0) return records.map(() => 'unknown exercise');

    const inserted = new Set(
      (
        await trx
          .insertInto('answers')
          .values(
            known.map((r) => ({
              id: r.id,
              user_id: r.userId,
              exercise_id: r.exerciseId,
              answer: r.answer,
              value: r.correct ? 1 : 0,
              at: r.at.toISOString(),
              client_id: r.clientId ?? null,
              mode: r.mode ?? null,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
          .returning('id')
          .execute()
      ).map((row) => row.id),
    );
    const counted = known.filter((r) => inserted.has(r.id));
    if (counted.length > 0) await this.count(trx, counted, setOf, users);
    return records.map((r) =>
      !setOf.has(r.exerciseId) ? 'unknown exercise' : inserted.has(r.id) ? 'recorded' : 'repeated',
    );
  }

  /** Statistics, memory states, started sets and statistics versions of the answers just logged. */
  private async count(trx: Tx, counted: AnswerRecord[], setOf: Map<string, string>, users: string[]) {
    const byPair = new Map<string, { user_id: string; exercise_id: string; correct: number; wrong: number }>();
    for (const r of counted) {
      const key = pair(r.userId, r.exerciseId);
      const sums = byPair.get(key) ?? { user_id: r.userId, exercise_id: r.exerciseId, correct: 0, wrong: 0 };
      if (r.correct) sums.correct++;
      else sums.wrong++;
      byPair.set(key, sums);
    }
    await trx
      .insertInto('statistics')
      .values([...byPair.values()])
      .onConflict((oc) =>
        oc.columns(['user_id', 'exercise_id']).doUpdateSet({
          correct: sql<number>`statistics.correct + excluded.correct`,
          wrong: sql<number>`statistics.wrong + excluded.wrong`,
        }),
      )
      .execute();

    const cards = stepCards(counted, await this.cardsBefore(trx, counted, setOf, users));
    if (cards.started.length > 0) {
      await trx
        .insertInto('started_sets')
        .values(cards.started)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('card_states')
      .values(cards.rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'exercise_id']).doUpdateSet((eb) => ({
          due: eb.ref('excluded.due'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          scheduled_days: eb.ref('excluded.scheduled_days'),
          learning_steps: eb.ref('excluded.learning_steps'),
          reps: eb.ref('excluded.reps'),
          lapses: eb.ref('excluded.lapses'),
          state: eb.ref('excluded.state'),
          last_review: eb.ref('excluded.last_review'),
        })),
      )
      .execute();
    const perUser = new Map<string, number>();
    for (const r of counted) perUser.set(r.userId, (perUser.get(r.userId) ?? 0) + 1);
    await trx
      .insertInto('stats_versions')
      .values(users.filter((u) => perUser.has(u)).map((user_id) => ({ user_id, version: perUser.get(user_id) ?? 1 })))
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ version: sql<number>`stats_versions.version + excluded.version` }),
      )
      .execute();
  }

  /** The touched cards' memory states, with each pupil's learning goal and exam dates. */
  private async cardsBefore(trx: Tx, counted: AnswerRecord[], setOf: Map<string, string>, users: string[]) {
    const touched = [...new Map(counted.map((r) => [pair(r.userId, r.exerciseId), r])).values()];
    const setIds = [...new Set(counted.map((r) => setOf.get(r.exerciseId) as string))];
    const [states, goals, exams] = await Promise.all([
      trx
        .selectFrom('card_states')
        .selectAll()
        .where((eb) =>
          eb(
            eb.refTuple('user_id', 'exercise_id'),
            'in',
            touched.map((r) => eb.tuple(r.userId, r.exerciseId)),
          ),
        )
        .execute(),
      trx.selectFrom('users').select(['id', 'retention']).where('id', 'in', users).execute(),
      trx
        .selectFrom('exam_dates')
        .select(['user_id', 'set_id', 'day'])
        .where('user_id', 'in', users)
        .where('set_id', 'in', setIds)
        .execute(),
    ]);
    return {
      setOf,
      states,
      retention: new Map(goals.map((g) => [g.id, Number(g.retention)])),
      examDay: new Map(exams.map((e) => [pair(e.user_id, e.set_id), e.day])),
    };
  }
}
