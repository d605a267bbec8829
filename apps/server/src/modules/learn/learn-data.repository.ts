import { sql } from 'kysely';
import type { Db, Engine } from '../../db/connection';

/**
 * A learner's statistics for learn mode, as JSON the database writes itself (10 sets × 10,000
 * exercises): never turned into JavaScript objects, parsed and serialised again. Each engine has
 * its own JSON functions; both produce the same compact JSON. (The sets' exercises:
 * kernel/learnset-reads.repository.ts.)
 */
export class LearnDataRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /**
   * A user's statistics for every exercise of the sets as a JSON object (exercise id →
   * {correct, wrong}). The sub-select keeps the parameters at the number of sets.
   */
  async statsJson(userId: string, setIds: readonly string[]): Promise<string> {
    if (setIds.length === 0) return '{}';
    const ids = sql.join(setIds.map((id) => sql`${id}`));
    const query =
      this.engine === 'sqlite'
        ? sql<{ json: string | null }>`
            select json_group_object(exercise_id, json_object('correct', correct, 'wrong', wrong)) as json
            from card_states
            where exercise_id in (select id from exercises where set_id in (${ids})) and user_id = ${userId}`
        : sql<{ json: string | null }>`
            select '{' || string_agg(
              to_json(exercise_id)::text || ':{"correct":' || correct || ',"wrong":' || wrong || '}', ','
            ) || '}' as json
            from card_states
            where exercise_id in (select id from exercises where set_id in (${ids})) and user_id = ${userId}`;
    const { rows } = await query.execute(this.db);
    return rows[0]?.json ?? '{}';
  }

  /** Moves on with each of the user's answers (0 before the first): versions their cached statistics. */
  async statsVersion(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('stats_versions')
      .select('version')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  }
}
