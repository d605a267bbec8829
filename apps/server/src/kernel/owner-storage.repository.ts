import type { Transaction } from 'kysely';
import { type Db, type DbExecutor, engineOf } from '../db/connection';
import type { Database } from '../db/schema';
import { planOf } from './account';

/**
 * What documents and card images count against together: the owner's plan and the bytes of
 * everything they stored (one quota per account, SPEC §9).
 */
export class OwnerStorageRepository {
  constructor(private readonly db: Db) {}

  /** The owner's plan today; undefined for an account that does not exist (any more). */
  async planOf(ownerId: string, db: DbExecutor = this.db) {
    const row = await db
      .selectFrom('users')
      .select(['payment', 'payment_lite'])
      .where('id', '=', ownerId)
      .executeTakeFirst();
    return row && planOf(row);
  }

  /** Bytes stored by the owner: documents and card images, optionally without one document. */
  async storageUsed(ownerId: string, except?: string, db: DbExecutor = this.db): Promise<number> {
    let query = db
      .selectFrom('documents')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
      .where('owner_id', '=', ownerId);
    if (except) query = query.where('id', '!=', except);
    const images = db
      .selectFrom('learnset_images')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
      .where('owner_id', '=', ownerId);
    // One after the other: inside a transaction both run on its one connection.
    const documents = await query.executeTakeFirstOrThrow();
    return Number(documents.used) + Number((await images.executeTakeFirstOrThrow()).used);
  }

  /**
   * Serialises the account's uploads until the transaction ends (PostgreSQL; SQLite has one
   * writer anyway), so two parallel uploads cannot both fit into the same free space.
   */
  async lockOwner(trx: Transaction<Database>, ownerId: string): Promise<void> {
    if (engineOf(trx) !== 'postgres') return;
    await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
  }
}
