import type { StudyMode } from '@app/shared/learnsets/study-modes';
import type { Db } from '../../db/connection';

/** SQL of the study home: the selections a pupil last studied, their own sets, their sessions. */
export class StudyHomeRepository {
  constructor(private readonly db: Db) {}

  /**
   * Notes that the pupil opened `mode` with these sets (joined ids) now, and keeps only their
   * `keep` newest selections, in one transaction.
   */
  async recordStudy(userId: string, setIds: string, mode: StudyMode, at: string, keep: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Opened within the same millisecond as the newest one, a selection still comes after it:
      // the order decides which ones are kept.
      const newestAt = await trx
        .selectFrom('recent_studies')
        .select('studied_at')
        .where('user_id', '=', userId)
        .orderBy('studied_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const stamp =
        newestAt && newestAt.studied_at >= at ? new Date(Date.parse(newestAt.studied_at) + 1).toISOString() : at;
      await trx
        .insertInto('recent_studies')
        .values({ user_id: userId, set_ids: setIds, mode, studied_at: stamp })
        .onConflict((oc) => oc.columns(['user_id', 'set_ids']).doUpdateSet({ mode, studied_at: stamp }))
        .execute();
      const newest = trx
        .selectFrom('recent_studies')
        .select('set_ids')
        .where('user_id', '=', userId)
        .orderBy('studied_at', 'desc')
        .limit(keep);
      await trx.deleteFrom('recent_studies').where('user_id', '=', userId).where('set_ids', 'not in', newest).execute();
    });
  }

  /** The pupil's selections, newest first. */
  recentStudies(userId: string) {
    return this.db
      .selectFrom('recent_studies')
      .select(['set_ids', 'mode', 'studied_at'])
      .where('user_id', '=', userId)
      .orderBy('studied_at', 'desc')
      .execute();
  }

  /** Title and subject of the sets that exist among `ids`. */
  setNames(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('learnsets').select(['id', 'title', 'subject']).where('id', 'in', ids).execute();
  }

  /** Whether the pupil ever answered in a set or opened a study mode (rows of deleted sets count too). */
  async hasStudied(userId: string): Promise<boolean> {
    const [answered, opened] = await Promise.all([
      this.db.selectFrom('started_sets').select('set_id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
      this.db.selectFrom('recent_studies').select('set_ids').where('user_id', '=', userId).limit(1).executeTakeFirst(),
    ]);
    return answered !== undefined || opened !== undefined;
  }

  /** Title, subject and size of the sets that exist among `ids`. */
  setSummaries(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('learnsets').select(['id', 'title', 'subject', 'size']).where('id', 'in', ids).execute();
  }

  /** The pupil's own sets, newest edited first, and how many they own in all. */
  async ownSets(userId: string, limit: number) {
    const [sets, count] = await Promise.all([
      this.db
        .selectFrom('learnsets')
        .select(['id', 'title', 'subject', 'size', 'edited'])
        .where('owner_id', '=', userId)
        .orderBy('edited', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('learnsets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { sets, total: Number(count.n) };
  }

  /** When the session with this token hash began (ISO), or undefined when it is gone. */
  async sessionStart(tokenHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select('created_at')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.created_at;
  }
}
