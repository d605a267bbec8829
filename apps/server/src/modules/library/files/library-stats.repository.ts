import type { DocumentStats, LearnsetStats } from '@app/shared';
import type { Db } from '../../../db/connection';

/** Where a thumbnail file is served (lib routes: `GET /dateien/vorschaubilder/:name`). */
export const THUMBNAIL_URL_PREFIX = '/dateien/vorschaubilder/';

/** The counts of `GET /library/stats`: downloads, pages and pictures of documents, learners of sets. */
export class LibraryStatsRepository {
  constructor(private readonly db: Db) {}

  async documents(): Promise<DocumentStats[]> {
    const rows = await this.db
      .selectFrom('documents')
      .leftJoin('document_files', 'document_files.document_id', 'documents.id')
      .select(['documents.id', 'documents.downloads', 'document_files.thumbnail', 'document_files.pages'])
      .orderBy('documents.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      downloads: Number(r.downloads),
      thumbnail: r.thumbnail ? `${THUMBNAIL_URL_PREFIX}${r.thumbnail}` : null,
      pages: Number(r.pages ?? 0),
    }));
  }

  async learnsets(): Promise<LearnsetStats[]> {
    const rows = await this.db
      .selectFrom('learnsets')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('started_sets')
            .select(['set_id', (c) => c.fn.countAll<number | string>().as('learners')])
            .groupBy('set_id')
            .as('started'),
        (join) => join.onRef('started.set_id', '=', 'learnsets.id'),
      )
      .select(['learnsets.id', 'started.learners'])
      .orderBy('learnsets.id')
      .execute();
    return rows.map((r) => ({ id: r.id, learners: Number(r.learners ?? 0) }));
  }

  /**
   * Changes with any count: a download, a file read, a set started, an item added or removed
   * (the cache's key; cheap aggregates, read at most every half second).
   */
  async version(): Promise<string> {
    const [docs, files, started, sets] = await Promise.all([
      this.db
        .selectFrom('documents')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.sum<number | string>('downloads').as('d'),
          eb.fn.max('updated_at').as('latest'),
        ])
        .executeTakeFirst(),
      this.db
        .selectFrom('document_files')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirst(),
      this.db
        .selectFrom('started_sets')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      this.db
        .selectFrom('learnsets')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirst(),
    ]);
    return [
      docs?.n,
      docs?.d ?? 0,
      docs?.latest ?? '',
      files?.n,
      files?.latest ?? '',
      started?.n,
      sets?.n,
      sets?.latest ?? '',
    ].join('|');
  }
}
