import type { Exercise } from '@app/shared';
import type { Db } from '../../db/connection';
import { LEARNING_STATES, REVIEW_STATE } from '../../kernel/review-summary.repository';

/** SQL of the review screen: what is due for one pupil across every set they started (the counts: kernel/review-summary.repository.ts). */
export class ReviewRepository {
  constructor(private readonly db: Db) {}

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
        // learn.ts's isMastered: right more often than wrong, as learn mode's round summary counts.
        eb.fn
          .sum<number>(eb.case().when('card_states.correct', '>', eb.ref('card_states.wrong')).then(1).else(0).end())
          .as('mastered'),
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

  /**
   * Per set and study mode (Karteikarten, Test, Zuordnen): the exercises the pupil answered in it
   * and how many of their latest answers there were right, from the answers log. The log keeps
   * ANSWER_LOG_DAYS days, so older practice is not counted.
   */
  async modeCounts(userId: string, setIds: readonly string[]) {
    const latest = this.db
      .selectFrom('answers')
      .innerJoin('exercises', 'exercises.id', 'answers.exercise_id')
      .select((eb) => [
        'exercises.set_id',
        'answers.mode',
        'answers.value',
        // Ids sort by the time they were logged: the later of two answers at the same moment wins.
        eb.fn
          .agg<number>('row_number')
          .over((over) =>
            over
              .partitionBy(['answers.exercise_id', 'answers.mode'])
              .orderBy('answers.at', 'desc')
              .orderBy('answers.id', 'desc'),
          )
          .as('recency'),
      ])
      .where('answers.user_id', '=', userId)
      .where('answers.mode', 'in', MODES_WITHOUT_MEMORY)
      .where('exercises.set_id', 'in', setIds)
      .as('latest');
    const rows = await this.db
      .selectFrom(latest)
      .where('latest.recency', '=', 1)
      .groupBy(['latest.set_id', 'latest.mode'])
      .select((eb) => [
        'latest.set_id',
        'latest.mode',
        eb.fn.countAll<number>().as('answered'),
        eb.fn.sum<number>('latest.value').as('right'),
      ])
      .execute();
    return rows.map((r) => ({
      set_id: r.set_id,
      mode: r.mode as ModeWithoutMemory,
      answered: Number(r.answered),
      right: Number(r.right ?? 0),
    }));
  }
}

/** The study modes whose progress the answers log tells (learn and review have the memory state). */
export const MODES_WITHOUT_MEMORY = ['cards', 'test', 'match'] as const;
export type ModeWithoutMemory = (typeof MODES_WITHOUT_MEMORY)[number];
