import type { Exercise } from '@app/shared';
import type { Db } from '../../db/connection';

/** States of ts-fsrs: 0 new, 1 learning, 2 review, 3 relearning. */
const LEARNING_STATES = [1, 3];

/** SQL of the review screen: what is due for one pupil across every set they started. */
export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /** Counts over the exercises of every set with at least one answer of this pupil. */
  async summary(userId: string, now: Date) {
    const nowIso = now.toISOString();
    const started = this.db
      .selectFrom('exercises')
      .select('exercises.set_id')
      .where((eb) =>
        eb.or([
          eb('exercises.id', 'in', eb.selectFrom('card_states').select('exercise_id').where('user_id', '=', userId)),
          eb('exercises.id', 'in', eb.selectFrom('statistics').select('exercise_id').where('user_id', '=', userId)),
        ]),
      );
    const row = await this.db
      .selectFrom('exercises')
      .leftJoin('card_states', (join) =>
        join.onRef('card_states.exercise_id', '=', 'exercises.id').on('card_states.user_id', '=', userId),
      )
      .where('exercises.set_id', 'in', started)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('card_states.exercise_id').as('seen'),
        eb.fn.sum<number>(eb.case().when('card_states.due', '<=', nowIso).then(1).else(0).end()).as('due'),
        eb.fn
          .sum<number>(eb.case().when('card_states.state', 'in', LEARNING_STATES).then(1).else(0).end())
          .as('learning'),
        eb.fn.sum<number>(eb.case().when('card_states.state', '=', 2).then(1).else(0).end()).as('review'),
      ])
      .executeTakeFirstOrThrow();
    const next = await this.db
      .selectFrom('card_states')
      .select((eb) => eb.fn.min('due').as('next'))
      .where('user_id', '=', userId)
      .where('due', '>', nowIso)
      .executeTakeFirst();
    return {
      due: Number(row.due ?? 0),
      new: Number(row.total) - Number(row.seen),
      learning: Number(row.learning ?? 0),
      review: Number(row.review ?? 0),
      next: (next?.next as string | null | undefined) ?? null,
    };
  }

  /** Up to `limit` cards due now, most overdue first, with the pupil's statistics. */
  async due(userId: string, now: Date, limit: number) {
    const rows = await this.db
      .selectFrom('card_states')
      .innerJoin('exercises', 'exercises.id', 'card_states.exercise_id')
      .leftJoin('statistics', (join) =>
        join.onRef('statistics.exercise_id', '=', 'exercises.id').on('statistics.user_id', '=', userId),
      )
      .select([
        'exercises.id',
        'exercises.set_id',
        'exercises.question',
        'exercises.answer',
        'exercises.answers',
        'exercises.frequency',
        'exercises.auto_check',
        'statistics.correct',
        'statistics.wrong',
      ])
      .where('card_states.user_id', '=', userId)
      .where('card_states.due', '<=', now.toISOString())
      .orderBy('card_states.due')
      .orderBy('exercises.id')
      .limit(limit)
      .execute();
    const exercises: Exercise[] = rows.map((r) => ({
      id_: r.id,
      set_id: r.set_id,
      question: r.question,
      answer: r.answer,
      answers: JSON.parse(r.answers) as string[],
      frequency: Number(r.frequency),
      auto_check: Number(r.auto_check),
    }));
    const stats = Object.fromEntries(
      rows.map((r) => [r.id, { correct: Number(r.correct ?? 0), wrong: Number(r.wrong ?? 0) }]),
    );
    return { exercises, stats };
  }

  /** Per set: exercises never answered, learning and known; the due times of the coming week. */
  async progress(userId: string, setIds: readonly string[], until: Date) {
    const counts = await this.db
      .selectFrom('exercises')
      .leftJoin('card_states', (join) =>
        join.onRef('card_states.exercise_id', '=', 'exercises.id').on('card_states.user_id', '=', userId),
      )
      .where('exercises.set_id', 'in', setIds)
      .groupBy('exercises.set_id')
      .select((eb) => [
        'exercises.set_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('card_states.exercise_id').as('seen'),
        eb.fn
          .sum<number>(eb.case().when('card_states.state', 'in', LEARNING_STATES).then(1).else(0).end())
          .as('learning'),
        eb.fn.sum<number>(eb.case().when('card_states.state', '=', 2).then(1).else(0).end()).as('known'),
      ])
      .execute();
    const due = await this.db
      .selectFrom('card_states')
      .innerJoin('exercises', 'exercises.id', 'card_states.exercise_id')
      .select(['exercises.set_id', 'card_states.due'])
      .where('card_states.user_id', '=', userId)
      .where('exercises.set_id', 'in', setIds)
      .where('card_states.due', '<', until.toISOString())
      .execute();
    return { counts, due };
  }
}
