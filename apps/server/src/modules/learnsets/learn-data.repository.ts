import { sql } from 'kysely';
import type { Db, Engine } from '../../db/connection';

/**
 * Reads whose replies are large (5,000 sets in the library, 10 sets × 10,000 exercises to learn): the database writes the
 * JSON itself, one string per query, so 100,000 rows are never turned into JavaScript objects,
 * parsed and serialised again (four times faster on SQLite, and far less memory). Each engine has
 * its own JSON functions; both produce the same compact JSON.
 */
export class LearnDataRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /** Every set with its creator's name (SPEC §3 fields) as a JSON array, newest first. */
  async listJson(): Promise<string> {
    const query =
      this.engine === 'sqlite'
        ? sql<{ json: string | null }>`
            select json_group_array(json_object(
              'id_', l.id, 'title', l.title, 'subject', l.subject, 'description', l.description,
              'class_', l.class_, 'grade', l.grade, 'language', l.language, 'owner', l.owner_id,
              'owner_name', u.name, 'edited', l.edited, 'created', l.created, 'size', l.size
            ) order by l.created desc, l.id desc) as json
            from learnsets l join users u on u.id = l.owner_id`
        : sql<{ json: string | null }>`
            select '[' || string_agg(row_to_json(r)::text, ',' order by l.created desc, l.id desc) || ']' as json
            from learnsets l
            join users u on u.id = l.owner_id
            cross join lateral (
              select l.id as id_, l.title, l.subject, l.description, l.class_, l.grade, l.language,
                     l.owner_id as owner, u.name as owner_name, l.edited, l.created, l.size
            ) r`;
    const { rows } = await query.execute(this.db);
    return rows[0]?.json ?? '[]';
  }

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
