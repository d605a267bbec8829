import { sql } from 'kysely';
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

  /** Title, subject and number of exercises of the sets that exist among `ids`. */
  setNames(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('learnsets').select(['id', 'title', 'subject', 'size']).where('id', 'in', ids).execute();
  }

  /**
   * How many exercises of each of these sets the pupil has mastered: answered right more often
   * than wrong (learn.ts `isMastered`, what learn mode's round summary counts). Sets without any
   * are left out.
   */
  async masteredBySet(userId: string, setIds: readonly string[]): Promise<Map<string, number>> {
    if (setIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('exercises')
      .innerJoin('card_states', (join) =>
        join.onRef('card_states.exercise_id', '=', 'exercises.id').on('card_states.user_id', '=', userId),
      )
      .where('exercises.set_id', 'in', setIds)
      .whereRef('card_states.correct', '>', 'card_states.wrong')
      .groupBy('exercises.set_id')
      .select((eb) => ['exercises.set_id', eb.fn.countAll<number>().as('n')])
      .execute();
    return new Map(rows.map((row) => [row.set_id, Number(row.n)]));
  }

  /**
   * Which of the spans between consecutive `starts` (ISO instants, ascending) hold at least one
   * of the pupil's answers, by the time each was answered: one flag per span. Answers are read by
   * account (its index) and counted per span in SQL, so a busy week sends back a handful of rows.
   */
  async answeredSpans(userId: string, starts: readonly string[]): Promise<boolean[]> {
    const spans = starts.length - 1;
    if (spans < 1) return [];
    // The span's index: how many starts after the first the answer is already past.
    const later = starts.slice(1, spans).map((start, i) => sql`when at < ${start} then ${sql.lit(i)}`);
    const span =
      later.length > 0 ? sql<number>`case ${sql.join(later, sql` `)} else ${sql.lit(spans - 1)} end` : sql<number>`0`;
    const rows = await this.db
      .selectFrom('answers')
      .where('user_id', '=', userId)
      .where('at', '>=', starts[0] as string)
      .where('at', '<', starts[spans] as string)
      .select(span.as('span'))
      .distinct()
      .execute();
    const answered = Array.from({ length: spans }, () => false);
    for (const row of rows) answered[Number(row.span)] = true;
    return answered;
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
