import type { Insertable, Transaction } from 'kysely';
import type { Db, DbExecutor } from '../../../db/connection';
import type { Database, Row } from '../../../db/schema';

export type CardImageRow = Row<'learnset_images'>;
const CHUNK = 500;

/** SQL of card images; nothing else touches the table. */
export class CardImageRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(row: Insertable<Database['learnset_images']>, db: DbExecutor = this.db): Promise<void> {
    await db.insertInto('learnset_images').values(row).execute();
  }

  /** What the image route needs. */
  findFile(id: string): Promise<Pick<CardImageRow, 'content_type' | 'storage_key' | 'size'> | undefined> {
    return this.db
      .selectFrom('learnset_images')
      .select(['content_type', 'storage_key', 'size'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** What an export needs of each of the ids that exists, by id. */
  async findFiles(
    ids: readonly string[],
  ): Promise<Map<string, Pick<CardImageRow, 'content_type' | 'storage_key' | 'size'>>> {
    const files = new Map<string, Pick<CardImageRow, 'content_type' | 'storage_key' | 'size'>>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('learnset_images')
        .select(['id', 'content_type', 'storage_key', 'size'])
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute();
      for (const { id, ...file } of rows) files.set(id, file);
    }
    return files;
  }

  /** The owner of each of the ids that exists. */
  async ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('learnset_images')
        .select(['id', 'owner_id'])
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) owners.set(row.id, row.owner_id);
    }
    return owners;
  }

  /** Ids among `ids` that have a row (the sweep of files without one). */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    return new Set((await this.ownersOf(ids)).keys());
  }

  /**
   * Removes the images no exercise shows, among `ids` (or all of them when not given) and created
   * before `createdBefore`; returns their stored names, whose files go next.
   */
  async deleteUnused(options: { ids?: readonly string[]; createdBefore?: string }): Promise<string[]> {
    if (options.ids?.length === 0) return [];
    let query = this.db.deleteFrom('learnset_images').where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exercises')
            .select('exercises.id')
            .where((eb) =>
              eb.or([
                eb('exercises.question_image', '=', eb.ref('learnset_images.id')),
                eb('exercises.answer_image', '=', eb.ref('learnset_images.id')),
              ]),
            ),
        ),
      ),
    );
    if (options.ids) query = query.where('learnset_images.id', 'in', options.ids);
    if (options.createdBefore) query = query.where('learnset_images.created_at', '<', options.createdBefore);
    const rows = await query.returning('learnset_images.storage_key').execute();
    return rows.map((r) => r.storage_key);
  }
}
