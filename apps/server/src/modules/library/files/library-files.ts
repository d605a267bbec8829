import type { FastifyInstance } from 'fastify';
import type { ParsePool } from '../../../parse-pool/parse-pool';
import type { AppContext } from '../../../types';
import { DocumentFiles } from './document-files';
import type { FileLimits } from './extract-text';
import { findTools, missingToolEffects, type Tools } from './tools';

export interface DocumentFilesSetup {
  /** The parse child that reads office archives: a pool of its own, so uploads never wait for it. */
  pool: ParsePool;
  /** Found on PATH at start unless given (tests pass a PATH without a program). */
  tools?: Tools;
  limits?: Partial<FileLimits>;
}

/**
 * Builds the documents' text and thumbnail maker: finds the programs once and says at start
 * which formats this server cannot read or picture; stops their programs when the app closes.
 */
export async function startDocumentFiles(
  app: FastifyInstance,
  ctx: AppContext,
  setup: DocumentFilesSetup,
): Promise<DocumentFiles> {
  const tools = setup.tools ?? (await findTools());
  const missing = missingToolEffects(tools);
  if (missing.length > 0) app.log.warn({ missing }, 'library files: some formats get no text or thumbnail');
  const files = new DocumentFiles({
    db: ctx.db,
    filesDir: ctx.config.filesDir,
    tools,
    pool: setup.pool,
    limits: setup.limits,
  });
  // Before the database closes: the programs of the file in hand are ended, its job stays queued.
  app.addHook('preClose', async () => files.close());
  return files;
}
