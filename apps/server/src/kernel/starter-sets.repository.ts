import { toStoredDate } from '@app/shared/format/dates';
import type { Db } from '../db/connection';
import { PLATFORM_ACCOUNT, STARTER_SETS, starterCardId } from './starter-sets';

/** SQL that plants the starter sets (kernel/starter-sets.ts); the same statements on both engines. */
export class StarterSetsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Plants the platform account and its starter sets, once per installation: the account is the
   * mark. Instances starting together plant once (the account's key decides, in one transaction);
   * sets an operator removed later stay removed; a backup restored from before the starter sets
   * gets them at the next start. Returns true when it planted.
   */
  async plantOnce(now: Date): Promise<boolean> {
    const stamp = toStoredDate(now);
    return this.db.transaction().execute(async (trx) => {
      const account = await trx
        .insertInto('users')
        .values(PLATFORM_ACCOUNT)
        // Any key: a second instance's insert may meet the first's row on its address's key first.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(account.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      for (const set of STARTER_SETS) {
        await trx
          .insertInto('learnsets')
          .values({
            id: set.id,
            owner_id: PLATFORM_ACCOUNT.id,
            title: set.title,
            subject: set.subject,
            description: set.description,
            class_: set.class,
            grade: set.grade,
            language: set.language,
            question_language: set.question_language,
            size: set.cards.length,
            created: stamp,
            edited: stamp,
            updated_at: now.toISOString(),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('exercises')
          .values(
            set.cards.map((card, position) => ({
              id: starterCardId(set.id, position),
              set_id: set.id,
              position,
              question: card.question,
              answer: card.answer,
              answers: JSON.stringify(card.answers ?? []),
              frequency: 1,
              auto_check: 0,
              question_image: null,
              answer_image: null,
            })),
          )
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      return true;
    });
  }
}
