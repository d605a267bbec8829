import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { CardStateRow } from './memory-model';
import {
  type AnswerRecord,
  isDeadlock,
  isForeignKeyViolation,
  pair,
  type RecordOutcome,
  stepCards,
} from './answer-batch';

export interface Before {
  exercises: Array<[id: string, setId: string]>;
  states: CardStateRow[];
  goals: Array<[userId: string, retention: number]>;
  exams: Array<[userId: string, setId: string, day: string]>;
  repeats: Array<[userId: string, clientId: string]>;
}

/**
 * Everything a batch of answers starts from, in one statement: which exercises exist (and their
 * sets), the cards' memory states, the learners' goals and exam dates, and which browser ids are
 * stored already. Cards and browser ids are looked up by their keys, one by one (`lateral …
 * limit 1`): asked as `(user, exercise) in (…)`, the planner scanned the whole table whenever its
 * statistics were older than the table's growth (2.5 ms a batch, and more with every answer).
 */
export function beforeQuery(records: readonly AnswerRecord[]) {
  const exerciseIds = [...new Set(records.map((r) => r.exerciseId))];
  const userIds = [...new Set(records.map((r) => r.userId))];
  const pairs = [...new Map(records.map((r) => [pair(r.userId, r.exerciseId), r])).values()];
  const withId = records.filter((r) => r.clientId !== undefined);
  return sql<Before>`
    select
      (select coalesce(json_agg(json_build_array(e.id, e.set_id)), '[]') from exercises e
        where e.id = any(${exerciseIds}::text[])) as exercises,
      (select coalesce(json_agg(c), '[]')
        from unnest(${pairs.map((r) => r.userId)}::text[], ${pairs.map((r) => r.exerciseId)}::text[]) p (user_id, exercise_id)
        cross join lateral (select * from card_states c
          where c.exercise_id = p.exercise_id and c.user_id = p.user_id limit 1) c) as states,
      (select coalesce(json_agg(json_build_array(u.id, u.retention)), '[]') from users u
        where u.id = any(${userIds}::text[])) as goals,
      (select coalesce(json_agg(json_build_array(x.user_id, x.set_id, x.day)), '[]') from exam_dates x
        where x.user_id = any(${userIds}::text[])
          and x.set_id in (select set_id from exercises where id = any(${exerciseIds}::text[]))) as exams,
      (select coalesce(json_agg(json_build_array(a.user_id, a.client_id)), '[]')
        from unnest(${withId.map((r) => r.userId)}::text[], ${withId.map((r) => r.clientId)}::text[]) p (user_id, client_id)
        cross join lateral (select a.user_id, a.client_id from answers a
          where a.user_id = p.user_id and a.client_id = p.client_id limit 1) a) as repeats`;
}

export const readBefore = (db: Db, records: readonly AnswerRecord[]): Promise<Before> =>
  beforeQuery(records)
    .execute(db)
    .then((result) => result.rows[0] as Before);

/**
 * The answers, their cards' counts and memory states, started sets and statistics versions in one
 * statement (atomic without a transaction around it). Counts follow the rows the log insert
 * returns: an id stored meanwhile by another instance counts nowhere, and its card moves on only
 * with another answer of the batch. Rows arrive sorted by user and exercise, the order every
 * writer locks them in. @returns the ids stored
 */
async function writeAll(db: Db, counted: readonly AnswerRecord[], cards: ReturnType<typeof stepCards>) {
  const column = <K extends keyof CardStateRow>(key: K) => cards.rows.map((row) => row[key]);
  const { rows } = await sql<{ id: string }>`
    with incoming as (
      select * from unnest(
        ${counted.map((r) => r.id)}::text[], ${counted.map((r) => r.userId)}::text[],
        ${counted.map((r) => r.exerciseId)}::text[], ${counted.map((r) => r.answer)}::text[],
        ${counted.map((r) => (r.correct ? 1 : 0))}::int[], ${counted.map((r) => r.at.toISOString())}::text[],
        ${counted.map((r) => r.clientId ?? null)}::text[], ${counted.map((r) => r.mode ?? null)}::text[]
      ) as s (id, user_id, exercise_id, answer, value, at, client_id, mode)
    ),
    logged as (
      insert into answers (id, user_id, exercise_id, answer, value, at, client_id, mode)
      select * from incoming
      on conflict (user_id, client_id) do nothing
      returning id, user_id, exercise_id, value
    ),
    cards as (
      insert into card_states (user_id, exercise_id, correct, wrong, due, stability, difficulty, scheduled_days,
        learning_steps, reps, lapses, state, last_review)
      select c.user_id, c.exercise_id, l.correct, l.wrong, c.due, c.stability, c.difficulty, c.scheduled_days,
        c.learning_steps, c.reps, c.lapses, c.state, c.last_review
      from unnest(
        ${column('user_id')}::text[], ${column('exercise_id')}::text[], ${column('due')}::text[],
        ${column('stability')}::real[], ${column('difficulty')}::real[], ${column('scheduled_days')}::int[],
        ${column('learning_steps')}::int[], ${column('reps')}::int[], ${column('lapses')}::int[],
        ${column('state')}::int[], ${column('last_review')}::text[]
      ) as c (user_id, exercise_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      join (
        select user_id, exercise_id, count(*) filter (where value = 1) as correct, count(*) filter (where value = 0) as wrong
        from logged group by user_id, exercise_id
      ) l using (user_id, exercise_id)
      order by c.user_id, c.exercise_id
      on conflict (exercise_id, user_id) do update set
        correct = card_states.correct + excluded.correct, wrong = card_states.wrong + excluded.wrong,
        due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
        scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps,
        lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review
    ),
    started as (
      insert into started_sets (user_id, set_id)
      select * from unnest(${cards.started.map((s) => s.user_id)}::text[], ${cards.started.map((s) => s.set_id)}::text[])
      on conflict do nothing
    ),
    versions as (
      insert into stats_versions (user_id, version)
      select user_id, count(*) from logged group by user_id order by user_id
      on conflict (user_id) do update set version = stats_versions.version + excluded.version
    )
    select id from logged`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/**
 * PostgreSQL's way of writing a batch of answers: two round trips (read, then one writing
 * statement) instead of a transaction's dozen, each of which a batch waited for in turn
 * (docs/decisions/0022-answers-in-two-statements.md). Statements that waited for another
 * instance's in a circle run again; an exercise that vanished meanwhile fails its own answer only.
 */
export async function writeAnswersOnPostgres(
  db: Db,
  records: readonly AnswerRecord[],
  before?: Before,
): Promise<RecordOutcome[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(db, records, attempt === 1 ? before : undefined);
    } catch (error) {
      if (isDeadlock(error) && attempt < 3) continue;
      if (!isForeignKeyViolation(error)) throw error;
      if (records.length === 1) return ['unknown exercise'];
      const outcomes: RecordOutcome[] = [];
      for (const record of records) outcomes.push(...(await writeAnswersOnPostgres(db, [record])));
      return outcomes;
    }
  }
}

/**
 * Rows are not locked between the read and the write: two instances moving the same pupil's same
 * card within milliseconds may step its memory state once instead of twice, while statistics and
 * log stay exact.
 */
async function writeOnce(db: Db, records: readonly AnswerRecord[], read?: Before): Promise<RecordOutcome[]> {
  const before = read ?? (await readBefore(db, records));
  const setOf = new Map(before.exercises);
  const stored = new Set(before.repeats.map(([userId, clientId]) => pair(userId, clientId)));
  const outcomes: RecordOutcome[] = [];
  const counted: AnswerRecord[] = [];
  for (const r of records) {
    const browserId = r.clientId === undefined ? undefined : pair(r.userId, r.clientId);
    if (!setOf.has(r.exerciseId)) outcomes.push('unknown exercise');
    else if (browserId !== undefined && stored.has(browserId)) outcomes.push('repeated');
    else {
      if (browserId !== undefined) stored.add(browserId);
      counted.push(r);
      outcomes.push('recorded');
    }
  }
  if (counted.length === 0) return outcomes;
  const cards = stepCards(counted, {
    setOf,
    states: before.states,
    retention: new Map(before.goals),
    examDay: new Map(before.exams.map(([userId, setId, day]) => [pair(userId, setId), day])),
  });
  const logged = await writeAll(db, counted, cards);
  // Stored meanwhile under the same browser id, by another instance: counted there.
  return outcomes.map((outcome, i) =>
    outcome === 'recorded' && !logged.has((records[i] as AnswerRecord).id) ? 'repeated' : outcome,
  );
}
