import type { Db } from '../db/connection';
import { examWindow } from '@app/shared/learnsets/memory-model';

/** SQL of exam dates: a pupil's exam day per set, and what it does to the cards' due times. */
export class ExamRepository {
  constructor(private readonly db: Db) {}

  /** The pupil's exam days of these sets. */
  examsOf(userId: string, setIds: readonly string[]) {
    return this.db
      .selectFrom('exam_dates')
      .select(['set_id', 'day'])
      .where('user_id', '=', userId)
      .where('set_id', 'in', setIds)
      .orderBy('day')
      .orderBy('set_id')
      .execute();
  }

  /**
   * Gives the sets an exam day and pulls the cards already scheduled past its caps forward, as
   * if they had been answered with the date set (memory-model's examCap), in one transaction.
   */
  async setExamDay(userId: string, setIds: readonly string[], day: string): Promise<void> {
    const { windowStart, dayBefore } = examWindow(day);
    const [start, before] = [windowStart.toISOString(), dayBefore.toISOString()];
    await this.db.transaction().execute(async (trx) => {
      for (const setId of setIds) {
        await trx
          .insertInto('exam_dates')
          .values({ user_id: userId, set_id: setId, day })
          .onConflict((oc) => oc.columns(['user_id', 'set_id']).doUpdateSet({ day }))
          .execute();
      }
      const cardsOfSets = trx.selectFrom('exercises').select('id').where('set_id', 'in', setIds);
      await trx
        .updateTable('card_states')
        .set({ due: start })
        .where('user_id', '=', userId)
        .where('exercise_id', 'in', cardsOfSets)
        .where('due', '>', start)
        .where((eb) => eb.or([eb('last_review', 'is', null), eb('last_review', '<', start)]))
        .execute();
      await trx
        .updateTable('card_states')
        .set({ due: before })
        .where('user_id', '=', userId)
        .where('exercise_id', 'in', cardsOfSets)
        .where('due', '>', before)
        .where('last_review', '>=', start)
        .where('last_review', '<', before)
        .execute();
    });
  }

  async removeExamDay(userId: string, setIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('exam_dates').where('user_id', '=', userId).where('set_id', 'in', setIds).execute();
  }

  /**
   * Cards of these sets still to review before the exam: all of them but those whose next review
   * lies after the exam began (answered on the day before).
   */
  async cardsBefore(userId: string, setIds: readonly string[], examStart: Date): Promise<number> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('learnsets')
          .where('id', 'in', setIds)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('size'), q.lit(0)).as('n'))
          .as('total'),
        eb
          .selectFrom('card_states')
          .innerJoin('exercises', 'exercises.id', 'card_states.exercise_id')
          .where('card_states.user_id', '=', userId)
          .where('exercises.set_id', 'in', setIds)
          .where('card_states.due', '>=', examStart.toISOString())
          .select((q) => q.fn.countAll<number>().as('n'))
          .as('done'),
      ])
      .executeTakeFirstOrThrow();
    return Math.max(0, Number(row.total ?? 0) - Number(row.done ?? 0));
  }
}
