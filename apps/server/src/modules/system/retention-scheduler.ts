import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../types';
import { pruneAnswerLog } from '../learnsets/answer-retention';
import { UnsubscribeRepository } from '../newsletter/unsubscribe.repository';

const EVERY_MS = 60 * 60_000;

/**
 * Deletes what is kept no longer than the privacy statement says, at start and then hourly: old
 * rows of the answers log and expired unsubscribe links. Every instance runs it; a second run
 * finds nothing left to delete (docs/decisions/0026-privacy-against-the-own-database.md).
 */
export function registerRetention(app: FastifyInstance, ctx: AppContext, now: () => Date = () => new Date()): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      const at = now();
      const answers = await pruneAnswerLog(ctx.db, at);
      const links = await new UnsubscribeRepository(ctx.db).pruneExpired(at);
      if (answers + links > 0) app.log.info({ answers, links }, 'retention: old rows deleted');
    })()
      .catch((err: unknown) => app.log.warn({ err }, 'retention failed; next try in an hour'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  // Before the database closes (onClose hooks run in reverse): a running round finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
