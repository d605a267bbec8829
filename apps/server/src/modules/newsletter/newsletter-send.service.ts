import type { Db } from '../../db/connection';
import type { Mailer } from '../../mail/mailer';
import { type NewsletterContent, personalNewsletter } from './newsletter-content';
import { NewsletterRepository } from './newsletter.repository';
import { pacer } from '../../lib/pacer';
import type { UnsubscribeLinks } from '../../kernel/unsubscribe-links';

/** After this many refusals in a row the SMTP server is down or blocking: stop, the next run goes on. */
export const MAX_FAILURES_IN_A_ROW = 5;

export interface NewsletterReport {
  recipients: number;
  sent: number;
  /** Sent before, in flight in another run, unsubscribed or banned since the list was read. */
  skipped: number;
  failed: number;
  /** Left for the next run after MAX_FAILURES_IN_A_ROW refusals. */
  notTried: number;
  lastError?: string;
}

export interface NewsletterSendOptions {
  db: Db;
  mailer: Mailer;
  links: UnsubscribeLinks;
  /** Mails per second. */
  rate: number;
}

/**
 * Mails a newsletter to every account that chose it and is not banned, paced. Each delivery is
 * claimed in the database before the SMTP call and marked sent once the server accepted it, so a
 * second run (after a crash, a restart or refusals) sends only what was not sent, and two runs at
 * once never send to the same account.
 */
export async function sendNewsletter(
  content: NewsletterContent,
  opts: NewsletterSendOptions,
): Promise<NewsletterReport> {
  const repository = new NewsletterRepository(opts.db);
  await repository.register(content.id, content.subject);
  const ids = await repository.subscribers();
  const report: NewsletterReport = { recipients: ids.length, sent: 0, skipped: 0, failed: 0, notTried: 0 };
  const turn = pacer(opts.rate);
  let failuresInARow = 0;
  for (const [index, userId] of ids.entries()) {
    const user = await repository.recipient(userId);
    if (!user || user.newsletter !== 1 || user.banned !== 0 || !(await repository.claim(content.id, userId))) {
      report.skipped++;
      continue;
    }
    // A link of this newsletter only: it cannot unsubscribe the pupil again after they chose the next one.
    const link = await opts.links.linkFor(userId, 'newsletter', content.id);
    await turn();
    let error: unknown;
    try {
      await opts.mailer.send({
        to: user.email,
        ...personalNewsletter(content, link),
        headers: opts.links.headers(link),
      });
    } catch (err) {
      error = err;
    }
    // Outside the try: if this write fails the row stays 'sending' and is never sent again.
    await repository.finish(content.id, userId, error ? 'failed' : 'sent');
    if (!error) {
      report.sent++;
      failuresInARow = 0;
      continue;
    }
    report.failed++;
    report.lastError = error instanceof Error ? error.message : String(error);
    if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) {
      report.notTried = ids.length - index - 1;
      break;
    }
  }
  return report;
}
