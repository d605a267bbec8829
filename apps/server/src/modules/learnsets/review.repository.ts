import type { Exercise } from '@app/shared';
import type { Db } from '../../db/connection';

/** States of ts-fsrs: 0 new, 1 learning, 2 review, 3 relearning. */
const LEARNING_STATES = [1, 3];
const REVIEW_STATE = 2;

/** SQL of the review screen: what is due for one pupil across every set they started. */
export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts over the exercises of every set with at least one answer of this pupil. Reads the
   * trigger-kept counts per state, the sizes of the started sets and one index range for what is
   * due, so 100,000 cards cost what four do.
   */
  async summary(userId: string, now: Date) {
    const nowIso = now.toISOString();
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('card_counts')
          .where('user_id', '=', userId)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('n'), q.lit(0)).as('n'))
          .as('seen'),
        eb
          .selectFrom('card_counts')
          .where('user_id', '=', userId)
          .where('state', 'in', LEARNING_STATES)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('n'), q.lit(0)).as('n'))
          .as('learning'),
        eb
          .selectFrom('card_counts')
          .where('user_id', '=', userId)
          .where('state', '=', REVIEW_STATE)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('n'), q.lit(0)).as('n'))
          .as('review'),
        eb
          .selectFrom('started_sets')
          .innerJoin('learnsets', 'learnsets.id', 'started_sets.set_id')
          .where('started_sets.user_id', '=', userId)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('learnsets.size'), q.lit(0)).as('n'))
          .as('total'),
        eb
          .selectFrom('card_states')
          .where('user_id', '=', userId)
          .where('due', '<=', nowIso)
          .select((q) => q.fn.countAll<number>().as('n'))
          .as('due'),
        eb
          .selectFrom('card_states')
          .where('user_id', '=', userId)
          .where('due', '>', nowIso)
          .select((q) => q.fn.min<string>('due').as('n'))
          .as('next'),
      ])
      .executeTakeFirstOrThrow();
    return {
      due: Number(row.due ?? 0),
      new: Math.max(0, Number(row.total ?? 0) - Number(row.seen ?? 0)),
      learning: Number(row.learning ?? 0),
      review: Number(row.review ?? 0),
      next: row.next ?? null,
    };
  }

  /** Up to `limit` cards due now, most overdue first (in index order), with the pupil's statistics. */
  async due(userId: string, now: Date, limit: number) {
    const dueCards = this.db
      .selectFrom('card_states')
      .select(['exercise_id', 'due', 'correct', 'wrong'])
      .where('user_id', '=', userId)
      .where('due', '<=', now.toISOString())
      .orderBy('due')
      .orderBy('exercise_id')
      .limit(limit)
      .as('d');
    const rows = await this.db
      .selectFrom(dueCards)
      .innerJoin('exercises', 'exercises.id', 'd.exercise_id')
      .select([
        'exercises.id',
        'exercises.set_id',
        'exercises.question',
        'exercises.answer',
        'exercises.answers',
        'exercises.frequency',
        'exercises.auto_check',
        'exercises.question_image',
        'exercises.answer_image',
        'd.correct',
        'd.wrong',
      ])
      .orderBy('d.due')
      .orderBy('d.exercise_id')
      .execute();
    const exercises: Exercise[] = rows.map((r) => ({
      id_: r.id,
      set_id: r.set_id,
      question: r.question,
      answer: r.answer,
      answers: JSON.parse(r.answers) as string[],
      frequency: Number(r.frequency),
      auto_check: Number(r.auto_check),
      ...(r.question_image ? { question_image: r.question_image } : {}),
      ...(r.answer_image ? { answer_image: r.answer_image } : {}),
    }));
    const stats = Object.fromEntries(rows.map((r) => [r.id, { correct: Number(r.correct), wrong: Number(r.wrong) }]));
    return { exercises, stats };
  }

  /** The pupil's learning goal and memory state of every card of these sets they answered. */
  async memory(userId: string, setIds: readonly string[]) {
    const goal = await this.db.selectFrom('users').select('retention').where('id', '=', userId).executeTakeFirst();
    const cards = await this.db
      .selectFrom('card_states')
      .innerJoin('exercises', 'exercises.id', 'card_states.exercise_id')
      .select([
        'card_states.exercise_id',
        'exercises.set_id',
        'card_states.due',
        'card_states.stability',
        'card_states.difficulty',
        'card_states.scheduled_days',
        'card_states.learning_steps',
        'card_states.reps',
        'card_states.lapses',
        'card_states.state',
        'card_states.last_review',
      ])
      .where('card_states.user_id', '=', userId)
      .where('exercises.set_id', 'in', setIds)
      .orderBy('card_states.exercise_id')
      .execute();
    return { retention: goal ? Number(goal.retention) : undefined, cards };
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
        eb.fn.sum<number>(eb.case().when('card_states.state', '=', REVIEW_STATE).then(1).else(0).end()).as('known'),
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
