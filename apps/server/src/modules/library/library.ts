import type { Db } from '../../db/connection';
import { JobRunner, type JobRunnerOptions } from '../../lib/jobs/job-runner';
import type { Api, AppContext } from '../../types';
import { SearchIndex } from './search/search-index';
import { searchRoutes } from './search/search.routes';

export const LIBRARY_DOCUMENT_JOB = 'library-document';
export const LIBRARY_LEARNSET_JOB = 'library-learnset';

/** What a document's job does, in order: each step gets the document's id. */
export type DocumentStep = (documentId: string) => Promise<void>;

/**
 * The runner of the library's jobs: a changed document runs its steps (another step, reading the
 * file's text, goes before the index), a changed set is indexed again; a deleted item leaves the index.
 */
export function libraryJobRunner(
  db: Db,
  search: SearchIndex,
  options: JobRunnerOptions = {},
  documentSteps: readonly DocumentStep[] = [(id) => search.indexDocument(id)],
): JobRunner {
  const runner = new JobRunner(db, options);
  runner.handle(LIBRARY_DOCUMENT_JOB, async (id) => {
    for (const step of documentSteps) await step(id);
  });
  runner.handle(LIBRARY_LEARNSET_JOB, (id) => search.indexLearnset(id));
  return runner;
}

/**
 * The library's background work and search: one job runner per instance (started when the app is
 * ready, stopped before the database closes) that keeps the search index in step with documents
 * and sets, and `GET /library/search`.
 */
export async function registerLibrary(
  app: Api,
  ctx: AppContext,
  /** Steps before the index (reading the file's text and picture), run in order. */
  before: readonly DocumentStep[] = [],
  /** Works through the jobs in the background: the server does (main.ts); the CLI and most tests not. */
  runJobs = false,
): Promise<{ search: SearchIndex; runner: JobRunner }> {
  const search = new SearchIndex(ctx.db);
  const runner = libraryJobRunner(ctx.db, search, { log: app.log }, [...before, (id) => search.indexDocument(id)]);
  await searchRoutes(app, search);
  app.addHook('onReady', async () => {
    if (runJobs) runner.start();
  });
  // Before the database closes (onClose hooks run in reverse): the job in hand finishes first.
  app.addHook('onClose', async () => runner.stop());
  return { search, runner };
}
