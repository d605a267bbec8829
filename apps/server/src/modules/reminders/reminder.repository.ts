import type { Db } from '../../db/connection';

/** Tries per account and day before a refused reminder is given up. */
export const REMINDER_MAX_ATTEMPTS = 3;

/** SQL of the learning reminder: who wants it, one claimed row per account and day, coming exams. */
export class ReminderRepository {
  constructor(private readonly db: Db) {}

  /** Opted-in, not banned accounts with no reminder row for the day yet, or one that failed and may be retried. */
  candidates(day: string) {
    return this.db
      .selectFrom('users')
      .select(['users.id', 'users.email', 'users.name'])
      .where('users.reminder', '=', 1)
      .where('users.banned', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reminder_mails')
              .select('reminder_mails.user_id')
              .whereRef('reminder_mails.user_id', '=', 'users.id')
              .where('reminder_mails.day', '=', day)
              .where((eb) =>
                eb.or([
                  eb('reminder_mails.status', '<>', 'failed'),
                  eb('reminder_mails.attempts', '>=', REMINDER_MAX_ATTEMPTS),
                ]),
              ),
          ),
        ),
      )
      .orderBy('users.id')
      .execute();
  }

  /**
   * Claims the account's reminder of the day: a new row, or a failed one with tries left. False
   * when another instance (or an earlier run) has it: at most one mail a day, across restarts.
   */
  async claim(userId: string, day: string): Promise<boolean> {
    const now = new Date().toISOString();
    const inserted = await this.db
      .insertInto('reminder_mails')
      .values({ user_id: userId, day, status: 'sending', attempts: 1, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const retried = await this.db
      .updateTable('reminder_mails')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('status', '=', 'failed')
      .where('attempts', '<', REMINDER_MAX_ATTEMPTS)
      .executeTakeFirst();
    return Number(retried.numUpdatedRows) === 1;
  }

  async finish(userId: string, day: string, status: 'sent' | 'failed' | 'none'): Promise<void> {
    await this.db
      .updateTable('reminder_mails')
      .set({ status, updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .execute();
  }

  /** The pupil's exams from `from` to `to` (days, both included) with their sets' subject and title. */
  exams(userId: string, from: string, to: string) {
    return this.db
      .selectFrom('exam_dates')
      .innerJoin('learnsets', 'learnsets.id', 'exam_dates.set_id')
      .select(['exam_dates.day', 'learnsets.subject', 'learnsets.title'])
      .where('exam_dates.user_id', '=', userId)
      .where('exam_dates.day', '>=', from)
      .where('exam_dates.day', '<=', to)
      .orderBy('exam_dates.day')
      .orderBy('learnsets.title')
      .execute();
  }

  /** Rows older than `day` have done their work (the claim of their day). */
  async prune(day: string): Promise<void> {
    await this.db.deleteFrom('reminder_mails').where('day', '<', day).execute();
  }
}
