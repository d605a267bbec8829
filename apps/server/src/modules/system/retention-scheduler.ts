import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60_000;

/** Deletes what is kept too long by `now`; @returns how many rows went. */
export type RetentionRule = (now: Date) => Promise<number>;

/**
 * Deletes what is kept no longer than the privacy statement says, at start and then hourly, by
 * the rules of the modules that own the rows (app.ts hands them over by name: the answers log,
 * expired unsubscribe links). Every instance runs it; a second run finds nothing left to delete
 * (docs/decisions/0026-privacy-against-the-own-database.md).
 */
export function registerRetention(
  app: FastifyInstance,
  rules: Record<string, RetentionRule>,
  now: () => Date = () => new Date(),
): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      const at = now();
      const deleted: Record<string, number> = {};
      for (const [name, rule] of Object.entries(rules)) deleted[name] = await rule(at);
      if (Object.values(deleted).some((n) => n > 0)) app.log.info(deleted, 'retention: old rows deleted');
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
