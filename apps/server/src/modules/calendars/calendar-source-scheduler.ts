import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../types';
import { CalendarSourceService } from './calendar-source.service';

/** How often due subscriptions are looked for; each is fetched every few hours (SOURCE_REFRESH_HOURS). */
const TICK_MS = 5 * 60_000;

/**
 * Starts the subscribed calendars' timer with the server and stops it on close. Every instance
 * ticks; a source is claimed before it is fetched, so only one instance fetches each.
 */
export function registerCalendarSourceScheduler(app: FastifyInstance, ctx: AppContext): void {
  const service = new CalendarSourceService(ctx.db, ctx.parsePool, { allowPrivate: ctx.config.outboundAllowPrivate });
  const now = ctx.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = service.refreshDue(now()).then(
      (report) =>
        (report.refreshed || report.failed) && app.log.info({ calendarSources: report }, 'calendars refreshed'),
      (err: unknown) => app.log.warn({ err }, 'calendar refresh failed; next try at the next tick'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  });
  // Before the database and the parse pool close: a running round finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
