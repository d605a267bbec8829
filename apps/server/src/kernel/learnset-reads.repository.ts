import type { Learnset } from '@app/shared';
import { sql } from 'kysely';
import { type Db, type Engine, engineOf } from '../db/connection';

/** SPEC §3's exercise members, in their order (SQLite). */
const BASE_SQLITE = sql`'id_', id, 'set_id', set_id, 'question', question, 'answer', answer,
  'answers', json(answers), 'frequency', frequency, 'auto_check', auto_check`;

/**
 * The reads of sets and their exercises that several modules share (the library's preview and
 * export, learn mode, review, exam dates). The exercises' JSON is written by the database itself,
 * one string per query: 100,000 rows are never turned into objects and serialised again.
 */
export class LearnsetReadRepository {
  private readonly engine: Engine;

  constructor(private readonly db: Db) {
    this.engine = engineOf(db);
  }

  /** Sets with their creator's name (SPEC §3 fields). */
  private selectSets() {
    return this.db
      .selectFrom('learnsets')
      .innerJoin('users', 'users.id', 'learnsets.owner_id')
      .select([
        'learnsets.id as id_',
        'learnsets.title',
        'learnsets.subject',
        'learnsets.description',
        'learnsets.class_',
        'learnsets.grade',
        'learnsets.language',
        'learnsets.question_language',
        'learnsets.owner_id as owner',
        'users.name as owner_name',
        'learnsets.edited',
        'learnsets.created',
        'learnsets.size',
      ]);
  }

  /** The sets with the version of their exercises (`updated_at` changes with every edit). */
  async findSetsWithVersion(ids: readonly string[]): Promise<Array<{ set: Learnset; version: string }>> {
    const rows = await this.selectSets().select('learnsets.updated_at').where('learnsets.id', 'in', ids).execute();
    return rows.map(({ updated_at, ...set }) => ({ set, version: updated_at }));
  }

  findSet(id: string): Promise<Learnset | undefined> {
    return this.selectSets().where('learnsets.id', '=', id).executeTakeFirst();
  }

  findSets(ids: readonly string[]): Promise<Learnset[]> {
    return this.selectSets().where('learnsets.id', 'in', ids).execute();
  }

  /**
   * The exercises of the sets as a JSON array of SPEC §3 objects, by set and position. Image ids
   * are added only to exercises that have an image, so sets without images read as before.
   */
  async exercisesJson(setIds: readonly string[]): Promise<string> {
    if (setIds.length === 0) return '[]';
    const ids = sql.join(setIds.map((id) => sql`${id}`));
    const query =
      this.engine === 'sqlite'
        ? // json_patch leaves out the null member of an exercise with only one image.
          sql<{ json: string | null }>`
            select json_group_array(case
              when question_image is null and answer_image is null then json_object(${BASE_SQLITE})
              else json_patch(json_object(${BASE_SQLITE}),
                              json_object('question_image', question_image, 'answer_image', answer_image))
            end order by set_id, position) as json
            from exercises where set_id in (${ids})`
        : // row_to_json writes no blanks; json_build_object would add ' : ' after every key.
          sql<{ json: string | null }>`
            select '[' || string_agg(case
              when e.question_image is null and e.answer_image is null then row_to_json(r)::text
              else json_strip_nulls(row_to_json(ri))::text
            end, ',' order by e.set_id, e.position) || ']' as json
            from exercises e
            cross join lateral (
              select e.id as id_, e.set_id, e.question, e.answer, e.answers::json as answers,
                     e.frequency, e.auto_check
            ) r
            cross join lateral (select r.*, e.question_image, e.answer_image) ri
            where e.set_id in (${ids})`;
    const { rows } = await query.execute(this.db);
    return rows[0]?.json ?? '[]';
  }
}
