import { sql } from 'kysely';
import { type Db, engineOf } from '../../db/connection';
import type { NewRow } from '../../db/schema';
import type { ExercisePlan, ExerciseRow } from './exercise-plan';

/** A new set as stored. */
export type LearnsetRow = NewRow<'learnsets'>;
/** The set's fields an edit may change. */
export type LearnsetChanges = Pick<
  LearnsetRow,
  'title' | 'subject' | 'description' | 'class_' | 'grade' | 'language' | 'question_language' | 'size' | 'edited'
> & { updated_at: string };

/**
 * Rows per multi-row statement: 8 columns × 500 stays far below both engines' parameter limits
 * (SQLite 32,766, PostgreSQL 65,535) while a 10,000-item set needs only 20 statements.
 */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * SQL for learning sets and writes of their exercises (the reads other modules share:
 * kernel/learnset-reads.repository.ts).
 * Every list is one query, never one per row.
 */
export class LearnsetRepository {
  constructor(private readonly db: Db) {}

  /** Changes whenever a set is added, edited or removed (also by another instance): versions the list cache. */
  async listVersion(): Promise<string> {
    const row = await this.db
      .selectFrom('learnsets')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('updated_at').as('latest')])
      .executeTakeFirst();
    return `${Number(row?.n ?? 0)}|${row?.latest ?? ''}`;
  }

  /**
   * Every set with its creator's name (SPEC §3 fields) as a JSON array, newest first, written by
   * the database itself (5,000 sets are never turned into objects and serialised again).
   */
  async listJson(): Promise<string> {
    const query =
      engineOf(this.db) === 'sqlite'
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

  /** Stores a new set with its exercises, all or nothing. */
  /**
   * Deletes a set; its exercises, card states (with the statistics), exam dates and calendar links
   * go with it (foreign keys cascade). Returns the ids of the images its cards showed, whose
   * storage the caller releases unless another set shows them; null when there was no such set.
   */
  async delete(id: string): Promise<string[] | null> {
    return this.db.transaction().execute(async (trx) => {
      const shown = await trx
        .selectFrom('exercises')
        .select(['question_image', 'answer_image'])
        .where('set_id', '=', id)
        .execute();
      const result = await trx.deleteFrom('learnsets').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return null;
      const images = shown.flatMap((e) => [e.question_image, e.answer_image]);
      return [...new Set(images.filter((image): image is string => Boolean(image)))];
    });
  }

  async create(set: LearnsetRow, exercises: readonly ExerciseRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('learnsets').values(set).execute();
      for (const part of chunks(exercises)) await trx.insertInto('exercises').values(part).execute();
    });
  }

  /**
   * Replaces a set's fields and exercises in one transaction. The set row is updated first: on
   * PostgreSQL that locks it, so two edits of one set run one after the other and each plans
   * against the exercises the other committed.
   * @param plan computes the change from the stored rows (in position order)
   * @returns false when the set does not exist or belongs to someone else; nothing is changed
   */
  async replace(
    setId: string,
    ownerId: string,
    changes: LearnsetChanges,
    plan: (existing: ExerciseRow[]) => ExercisePlan,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('learnsets')
        .set(changes)
        .where('id', '=', setId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      const existing = await trx
        .selectFrom('exercises')
        .selectAll()
        .where('set_id', '=', setId)
        .orderBy('position')
        .execute();
      const { write, remove } = plan(existing);
      for (const part of chunks(remove)) await trx.deleteFrom('exercises').where('id', 'in', part).execute();
      for (const part of chunks(write)) {
        await trx
          .insertInto('exercises')
          .values(part)
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({
                // The editor keeps an exercise's id when its text changes (exercise-plan.ts).
                question: eb.ref('excluded.question'),
                answer: eb.ref('excluded.answer'),
                position: eb.ref('excluded.position'),
                answers: eb.ref('excluded.answers'),
                frequency: eb.ref('excluded.frequency'),
                auto_check: eb.ref('excluded.auto_check'),
                question_image: eb.ref('excluded.question_image'),
                answer_image: eb.ref('excluded.answer_image'),
              }))
              // Kept ids come from this set; the guard makes sure no other set's row is ever touched.
              .where('exercises.set_id', '=', setId),
          )
          .execute();
      }
      return true;
    });
  }
}
