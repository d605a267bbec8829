import type { DocumentSummary } from '@app/shared';
import type { Transaction } from 'kysely';
import { type Db, type DbExecutor, engineOf } from '../../db/connection';
import type { Database, NewRow, Row } from '../../db/schema';

export type DocumentRow = Row<'documents'>;
export type DocumentWithOwner = DocumentRow & { owner_name: string };
type Executor = DbExecutor;
/** A transaction handed to the repository's methods. */
export type DocumentTx = Transaction<Database>;

/** The changeable part of a document: what an edit may set. */
export type DocumentChanges = Omit<DocumentRow, 'id' | 'owner_id' | 'created' | 'created_at' | 'downloads'>;

/** SQL for documents; nothing else touches the table. Methods take an optional transaction. */
export class DocumentRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction (the file swap happens inside it, see DocumentService). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Every card of the library, newest first, with the owner's name from one join (no N+1). */
  listSummaries(): Promise<DocumentSummary[]> {
    return this.db
      .selectFrom('documents')
      .innerJoin('users', 'users.id', 'documents.owner_id')
      .select([
        'documents.id as id_',
        'documents.title',
        'documents.subject',
        'documents.description',
        'documents.class_',
        'documents.grade',
        'documents.language',
        'documents.owner_id as owner',
        'users.name as owner_name',
        'documents.created',
        'documents.edited',
        'documents.size',
        'documents.extension',
        'documents.mimetype',
        'documents.formated_size',
      ])
      .orderBy('documents.created_at', 'desc')
      .orderBy('documents.id', 'desc')
      .execute();
  }

  /** One more whole fetch of the document's file (its row's edit time stays: no list changes). */
  async countDownload(id: string): Promise<void> {
    await this.db
      .updateTable('documents')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Changes whenever a document is added, edited or removed: the list cache's key. */
  async listVersion(): Promise<string> {
    const row = await this.db
      .selectFrom('documents')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('updated_at').as('latest')])
      .executeTakeFirst();
    return `${Number(row?.n ?? 0)}|${row?.latest ?? ''}`;
  }

  findById(id: string, db: Executor = this.db): Promise<DocumentWithOwner | undefined> {
    return db
      .selectFrom('documents')
      .innerJoin('users', 'users.id', 'documents.owner_id')
      .selectAll('documents')
      .select('users.name as owner_name')
      .where('documents.id', '=', id)
      .executeTakeFirst();
  }

  /** What the file route needs: the stored name and type. */
  findFile(id: string): Promise<Pick<DocumentRow, 'file_name' | 'mimetype'> | undefined> {
    return this.db.selectFrom('documents').select(['file_name', 'mimetype']).where('id', '=', id).executeTakeFirst();
  }

  /** Reads a document for an edit and, on PostgreSQL, locks its row until the transaction ends. */
  lockForEdit(
    trx: Transaction<Database>,
    id: string,
  ): Promise<Pick<DocumentRow, 'owner_id' | 'file_name'> | undefined> {
    const query = trx.selectFrom('documents').select(['owner_id', 'file_name']).where('id', '=', id);
    // SQLite has no FOR UPDATE; its single writer serialises edits anyway.
    const isPostgres = engineOf(trx) === 'postgres';
    return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
  }

  async insert(row: NewRow<'documents'>, db: Executor = this.db): Promise<void> {
    await db.insertInto('documents').values(row).execute();
  }

  async update(id: string, changes: DocumentChanges, db: Executor = this.db): Promise<void> {
    await db.updateTable('documents').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the document's row; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Ids among `ids` that have a row (for the sweep of orphaned file folders). */
  async existingIds(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db
        .selectFrom('documents')
        .select('id')
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of rows) found.add(r.id);
    }
    return found;
  }
}
