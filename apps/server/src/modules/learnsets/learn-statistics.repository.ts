import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { type CardStateRow, DEFAULT_RETENTION, reviewCard } from './memory-model';

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

export type RecordOutcome = 'recorded' | 'repeated' | 'unknown exercise';

type Tx = Transaction<Database>;

/** Decides, inside the answers' transaction, which of them may be written (the throttle). */
export type Admission = (trx: Tx, records: readonly AnswerRecord[]) => Promise<boolean[]>;
const pair = (userId: string, exerciseId: string) => `${userId} ${exerciseId}`;

/** A foreign-key failure: the exercise vanished (an edit removed it) between check and insert. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Two PostgreSQL transactions waited for each other; running again resolves it. */
function isDeadlock(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '40P01';
}

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
   * Logs answers and adds them to their users' counts and memory states, all in one transaction,
   * with a fixed number of statements however many answers there are (answers that arrive
   * together are written together). Counts change by upserts that add to the stored values, so
   * concurrent writers (several tabs, several instances) never lose an answer; an answer whose
   * browser id was stored before changes nothing ('repeated'); an unknown exercise writes nothing.
   * @param admit runs first in the same transaction; a record it refuses is 'too many' and not written
   * @returns one outcome per record, in order
   */
  async recordAnswers(records: readonly AnswerRecord[], admit?: Admission): Promise<Array<RecordOutcome | 'too many'>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute((trx) => this.admitAndWrite(trx, records, admit));
      } catch (error) {
        if (isDeadlock(error) && attempt < 3) continue;
        // An exercise vanished meanwhile (PostgreSQL): each answer alone, so only its own fails.
        if (isForeignKeyViolation(error) && records.length > 1) {
          const outcomes: Array<RecordOutcome | 'too many'> = [];
          for (const record of records) outcomes.push(...(await this.recordAnswers([record], admit)));
          return outcomes;
        }
        if (isForeignKeyViolation(error)) return ['unknown exercise'];
        throw error;
      }
    }
  }

  /** The admitted records written; 'too many' for the others. */
  private async admitAndWrite(trx: Tx, records: readonly AnswerRecord[], admit?: Admission) {
    const allowed = admit ? await admit(trx, records) : records.map(() => true);
    const kept = records.filter((_, i) => allowed[i]);
    const stored = kept.length > 0 ? await this.write(trx, kept) : [];
    let next = 0;
    return records.map((_, i) => (allowed[i] ? (stored[next++] as RecordOutcome) : 'too many'));
  }

  private async write(trx: Tx, records: readonly AnswerRecord[]): Promise<RecordOutcome[]> {
    const users = [...new Set(records.map((r) => r.userId))].sort();
    const exercises = new Map(
      (
        await trx
          .selectFrom('exercises')
          .select(['id', 'set_id'])
          .where('id', 'in', [...new Set(records.map((r) => r.exerciseId))])
          .execute()
      ).map((e) => [e.id, e.set_id]),
    );
    const known = records.filter((r) => exercises.has(r.exerciseId));
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
    if (counted.length > 0) await this.count(trx, counted, exercises, users);
    return records.map((r) =>
      !exercises.has(r.exerciseId) ? 'unknown exercise' : inserted.has(r.id) ? 'recorded' : 'repeated',
    );
  }

  /** Statistics, memory states, started sets and statistics versions of the answers just logged. */
  private async count(trx: Tx, counted: AnswerRecord[], exercises: Map<string, string>, users: string[]) {
    // Rows in one order everywhere: two instances' transactions never wait for each other in a circle.
    const byPair = new Map<string, { user_id: string; exercise_id: string; correct: number; wrong: number }>();
    for (const r of counted) {
      const key = pair(r.userId, r.exerciseId);
      const sums = byPair.get(key) ?? { user_id: r.userId, exercise_id: r.exerciseId, correct: 0, wrong: 0 };
      if (r.correct) sums.correct++;
      else sums.wrong++;
      byPair.set(key, sums);
    }
    const pairs = [...byPair.keys()].sort();
    await trx
      .insertInto('statistics')
      .values(pairs.map((key) => byPair.get(key) as NonNullable<ReturnType<typeof byPair.get>>))
      .onConflict((oc) =>
        oc.columns(['user_id', 'exercise_id']).doUpdateSet({
          correct: sql<number>`statistics.correct + excluded.correct`,
          wrong: sql<number>`statistics.wrong + excluded.wrong`,
        }),
      )
      .execute();

    const states = await this.moveCards(trx, counted, exercises, users);
    const started = new Map<string, { user_id: string; set_id: string }>();
    for (const { userId, setId } of states.firstAnswers)
      started.set(`${userId} ${setId}`, { user_id: userId, set_id: setId });
    if (started.size > 0) {
      await trx
        .insertInto('started_sets')
        .values([...started.keys()].sort().map((key) => started.get(key) as { user_id: string; set_id: string }))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('card_states')
      .values(states.rows)
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

  /**
   * The cards' memory states after the answers, in answer order (the same card twice moves on
   * twice), with each pupil's learning goal and exam dates; locked on PostgreSQL meanwhile.
   */
  private async moveCards(trx: Tx, counted: AnswerRecord[], exercises: Map<string, string>, users: string[]) {
    const touched = [...new Map(counted.map((r) => [pair(r.userId, r.exerciseId), r])).entries()].sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    const setIds = [...new Set(counted.map((r) => exercises.get(r.exerciseId) as string))];
    let query = trx
      .selectFrom('card_states')
      .selectAll()
      .where((eb) =>
        eb(
          eb.refTuple('user_id', 'exercise_id'),
          'in',
          touched.map(([, r]) => eb.tuple(r.userId, r.exerciseId)),
        ),
      )
      .orderBy('user_id')
      .orderBy('exercise_id');
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const [before, goals, exams] = await Promise.all([
      query.execute(),
      trx.selectFrom('users').select(['id', 'retention']).where('id', 'in', users).execute(),
      trx
        .selectFrom('exam_dates')
        .select(['user_id', 'set_id', 'day'])
        .where('user_id', 'in', users)
        .where('set_id', 'in', setIds)
        .execute(),
    ]);
    const current = new Map<string, CardStateRow>(before.map((row) => [pair(row.user_id, row.exercise_id), row]));
    const retention = new Map(goals.map((g) => [g.id, Number(g.retention ?? DEFAULT_RETENTION)]));
    const examDay = new Map(exams.map((e) => [pair(e.user_id, e.set_id), e.day]));
    const firstAnswers: Array<{ userId: string; setId: string }> = [];
    for (const r of counted) {
      const key = pair(r.userId, r.exerciseId);
      const setId = exercises.get(r.exerciseId) as string;
      const row = current.get(key);
      if (!row) firstAnswers.push({ userId: r.userId, setId });
      const next = reviewCard(row, r.correct, r.at, retention.get(r.userId), examDay.get(pair(r.userId, setId)));
      current.set(key, { user_id: r.userId, exercise_id: r.exerciseId, ...next });
    }
    return { rows: touched.map(([key]) => current.get(key) as CardStateRow), firstAnswers };
  }
}
