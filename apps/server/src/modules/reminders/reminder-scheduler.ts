import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../types';
import { UnsubscribeLinks } from '../../kernel/unsubscribe-links';
import { ReminderService } from './reminder.service';

const TICK_MS = 60_000;

/**
 * Starts the learning reminder's timer with the server and stops it on close. Every instance
 * ticks; the claimed rows make sure only one of them sends each mail.
 */
export async function registerReminderScheduler(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const service = new ReminderService({
    db: ctx.db,
    mailer: ctx.mailer,
    links: await UnsubscribeLinks.create(ctx.db, { publicUrl: config.publicUrl, mailto: config.listUnsubscribeMail }),
    publicUrl: config.publicUrl,
    time: config.reminderTime,
    rate: config.mailRate,
  });
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    void service.tick().then(
      (report) => report && app.log.info({ reminders: report }, 'learning reminders sent'),
      (err: unknown) => app.log.warn({ err }, 'learning reminders failed; next try at the next tick'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  });
  // Before the database closes (onClose hooks run in reverse): a running round finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await service.stop();
  });
}
