import { sql } from 'kysely';
import type { DbExecutor } from '../../db/connection';
import { type AnswerRecord, pair, type RecordOutcome, stepCards } from './answer-batch';
import type { CardStateRow } from './memory-model';

/** A batch's rows as the one parameter of a statement: each text stays the same whatever the batch's size. */
const rows = (values: unknown[]) => JSON.stringify(values);

/**
 * SQLite's way of writing a batch of answers, inside the transaction the caller opened: every
 * statement takes the batch as one JSON parameter (`json_each`), so its text is prepared once per
 * connection instead of once per batch size, and no rows are built by the query builder
 * (docs/decisions/0023-answers-writer-thread.md). An answer whose browser id was stored before
 * changes nothing ('repeated'); an unknown exercise writes nothing.
 */
export async function writeAnswersOnSqlite(
  trx: DbExecutor,
  records: readonly AnswerRecord[],
): Promise<RecordOutcome[]> {
  const exerciseIds = [...new Set(records.map((r) => r.exerciseId))];
  const { rows: exercises } = await sql<{ id: string; set_id: string }>`
    select id, set_id from exercises where id in (select value from json_each(${rows(exerciseIds)}))`.execute(trx);
  const setOf = new Map(exercises.map((e) => [e.id, e.set_id]));
  const known = records.filter((r) => setOf.has(r.exerciseId));
  if (known.length === 0) return records.map(() => 'unknown exercise');

  const { rows: logged } = await sql<{ id: string }>`
    insert into answers (id, user_id, exercise_id, answer, value, at, client_id, mode)
    select value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7
    from json_each(${rows(known.map((r) => [r.id, r.userId, r.exerciseId, r.answer, r.correct ? 1 : 0, r.at.toISOString(), r.clientId ?? null, r.mode ?? null]))})
    where true
    on conflict (user_id, client_id) do nothing
    returning id`.execute(trx);
  const inserted = new Set(logged.map((row) => row.id));
  const counted = known.filter((r) => inserted.has(r.id));
  if (counted.length > 0) await count(trx, counted, setOf);
  return records.map((r) =>
    !setOf.has(r.exerciseId) ? 'unknown exercise' : inserted.has(r.id) ? 'recorded' : 'repeated',
  );
}

/** Counts and memory states of the cards, started sets and statistics versions of the answers just logged. */
async function count(trx: DbExecutor, counted: AnswerRecord[], setOf: Map<string, string>): Promise<void> {
  const sums = new Map<string, [correct: number, wrong: number]>();
  const perUser = new Map<string, number>();
  for (const r of counted) {
    const key = pair(r.userId, r.exerciseId);
    const sum = sums.get(key) ?? [0, 0];
    sum[r.correct ? 0 : 1]++;
    sums.set(key, sum);
    perUser.set(r.userId, (perUser.get(r.userId) ?? 0) + 1);
  }
  const touched = [
    ...new Map(
      counted.map((r) => [pair(r.userId, r.exerciseId), [r.userId, r.exerciseId] as [string, string]]),
    ).values(),
  ];
  const cards = stepCards(counted, await cardsBefore(trx, touched, setOf, [...perUser.keys()]));
  if (cards.started.length > 0) {
    await sql`
      insert into started_sets (user_id, set_id)
      select value->>0, value->>1 from json_each(${rows(cards.started.map((s) => [s.user_id, s.set_id]))}) where true
      on conflict do nothing`.execute(trx);
  }
  const states = cards.rows.map((c) => [
    c.user_id,
    c.exercise_id,
    ...(sums.get(pair(c.user_id, c.exercise_id)) as [number, number]),
    c.due,
    c.stability,
    c.difficulty,
    c.scheduled_days,
    c.learning_steps,
    c.reps,
    c.lapses,
    c.state,
    c.last_review,
  ]);
  await sql`
    insert into card_states (user_id, exercise_id, correct, wrong, due, stability, difficulty, scheduled_days,
      learning_steps, reps, lapses, state, last_review)
    select value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7,
      value->>8, value->>9, value->>10, value->>11, value->>12
    from json_each(${rows(states)}) where true
    on conflict (exercise_id, user_id) do update set
      correct = card_states.correct + excluded.correct, wrong = card_states.wrong + excluded.wrong,
      due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
      scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps,
      lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review`.execute(trx);
  await sql`
    insert into stats_versions (user_id, version)
    select value->>0, value->>1 from json_each(${rows([...perUser])}) where true
    on conflict (user_id) do update set version = stats_versions.version + excluded.version`.execute(trx);
}

/** The touched cards' memory states, with each pupil's learning goal and exam dates. */
async function cardsBefore(
  trx: DbExecutor,
  touched: Array<[userId: string, exerciseId: string]>,
  setOf: Map<string, string>,
  users: string[],
) {
  const userList = rows(users);
  const [states, goals, exams] = await Promise.all([
    sql<CardStateRow>`
      select c.* from json_each(${rows(touched)}) j
      join card_states c on c.exercise_id = j.value->>1 and c.user_id = j.value->>0`.execute(trx),
    sql<{ id: string; retention: number }>`
      select id, retention from users where id in (select value from json_each(${userList}))`.execute(trx),
    sql<{ user_id: string; set_id: string; day: string }>`
      select user_id, set_id, day from exam_dates
      where user_id in (select value from json_each(${userList}))
        and set_id in (select value from json_each(${rows([...new Set(setOf.values())])}))`.execute(trx),
  ]);
  return {
    setOf,
    states: states.rows,
    retention: new Map(goals.rows.map((g) => [g.id, Number(g.retention)])),
    examDay: new Map(exams.rows.map((e) => [pair(e.user_id, e.set_id), e.day])),
  };
}
