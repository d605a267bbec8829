import type { Db } from '../../../db/connection';
import type { Row } from '../../../db/schema';

export type DocumentFileRow = Row<'document_files'>;

/** What the file jobs need of a document: where its file is and what type it proved to be. */
export interface DocumentFileSource {
  id: string;
  file_name: string;
  extension: string;
  mimetype: string;
}

/** SQL of `document_files` (migration 0028): a document's text and first page, per file version. */
export class DocumentFilesRepository {
  constructor(private readonly db: Db) {}

  source(documentId: string): Promise<DocumentFileSource | undefined> {
    return this.db
      .selectFrom('documents')
      .select(['id', 'file_name', 'extension', 'mimetype'])
      .where('id', '=', documentId)
      .executeTakeFirst();
  }

  find(documentId: string): Promise<DocumentFileRow | undefined> {
    return this.db.selectFrom('document_files').selectAll().where('document_id', '=', documentId).executeTakeFirst();
  }

  /** Stores the outcome, unless the document was removed meanwhile (then nothing is stored). */
  async save(row: DocumentFileRow): Promise<boolean> {
    const { document_id: _id, ...changes } = row;
    const result = await this.db
      .insertInto('document_files')
      .columns([
        'document_id',
        'file_version',
        'text',
        'pages',
        'text_state',
        'text_method',
        'thumbnail',
        'thumb_state',
        'error',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('documents')
          .select([
            'documents.id',
            eb.val(row.file_version).as('file_version'),
            eb.val(row.text).as('text'),
            eb.val(row.pages).as('pages'),
            eb.val(row.text_state).as('text_state'),
            eb.val(row.text_method).as('text_method'),
            eb.val(row.thumbnail).as('thumbnail'),
            eb.val(row.thumb_state).as('thumb_state'),
            eb.val(row.error).as('error'),
            eb.val(row.updated_at).as('updated_at'),
          ])
          .where('documents.id', '=', row.document_id),
      )
      .onConflict((oc) => oc.column('document_id').doUpdateSet(changes))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async remove(documentId: string): Promise<void> {
    await this.db.deleteFrom('document_files').where('document_id', '=', documentId).execute();
  }

  /** Documents per text state and per picture state, for the operator's status. */
  async stateCounts(): Promise<{ text: Record<string, number>; thumbnail: Record<string, number>; none: number }> {
    const [text, thumbs, none] = await Promise.all([
      this.db
        .selectFrom('document_files')
        .select(['text_state as state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('text_state')
        .execute(),
      this.db
        .selectFrom('document_files')
        .select(['thumb_state as state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('thumb_state')
        .execute(),
      this.db
        .selectFrom('documents')
        .leftJoin('document_files', 'document_files.document_id', 'documents.id')
        .where('document_files.document_id', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    const byState = (rows: Array<{ state: string; n: number | string }>) =>
      Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
    return { text: byState(text), thumbnail: byState(thumbs), none: Number(none?.n ?? 0) };
  }
}
