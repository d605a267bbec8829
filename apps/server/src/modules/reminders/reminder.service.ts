import { addDays, toStoredDate, toZurichDay } from '@app/shared';
import type { Db } from '../../db/connection';
import type { Mailer } from '../../mail/mailer';
import { pacer } from '../../lib/pacer';
import type { UnsubscribeLinks } from '../../kernel/unsubscribe-links';
import { ReviewSummaryRepository } from '../../kernel/review-summary.repository';
import { reminderMail } from './reminder-mail';
import { ReminderRepository } from './reminder.repository';

/** Exams this many days ahead (tomorrow up to and with the third day) earn a reminder. */
export const EXAM_DAYS_AHEAD = 3;
/** After a restart or an outage, reminders still go out this long after the set time, not later. */
export const REMINDER_WINDOW_MINUTES = 180;
/** Reminder rows are kept this many days, then pruned. */
const KEEP_DAYS = 14;

export interface ReminderOptions {
  db: Db;
  mailer: Mailer;
  links: UnsubscribeLinks;
  publicUrl: string;
  /** 'HH:MM', Zurich wall-clock time. */
  time: string;
  /** Mails per second. */
  rate: number;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

export interface ReminderReport {
  day: string;
  sent: number;
  /** Claimed, but nothing due and no exam near. */
  nothingDue: number;
  failed: number;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The Zurich day whose reminders are due at `now` for the set time 'HH:MM', or null outside the
 * window. Read from the Zurich wall clock, so summer and winter time need no arithmetic.
 */
export function reminderDay(now: Date, time: string): string | null {
  const current = minutes(toStoredDate(now).slice(11, 16).replace('-', ':'));
  const start = minutes(time);
  return current >= start && current < start + REMINDER_WINDOW_MINUTES ? toZurichDay(now) : null;
}

/**
 * The daily learning reminder: once the set Zurich time has come, each opted-in account with cards
 * due or an exam within three days gets one mail. The day's row per account, claimed before
 * anything is sent, keeps it to one a day across restarts and instances.
 */
export class ReminderService {
  private readonly reminders: ReminderRepository;
  private readonly reviews: ReviewSummaryRepository;
  private readonly now: () => Date;
  /** The day this instance has finished: later ticks of the day cost nothing. */
  private doneDay = '';
  private running: Promise<ReminderReport | null> | null = null;
  private stopping = false;

  constructor(private readonly opts: ReminderOptions) {
    this.reminders = new ReminderRepository(opts.db);
    this.reviews = new ReviewSummaryRepository(opts.db);
    this.now = opts.now ?? (() => new Date());
  }

  /** Called by the timer: sends the day's reminders once its time has come; overlapping calls wait for the first. */
  tick(): Promise<ReminderReport | null> {
    this.running ??= this.sendDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Ends a running round after its current mail (server shutdown); the rest goes at the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running?.catch(() => null);
  }

  private async sendDue(): Promise<ReminderReport | null> {
    const now = this.now();
    const day = reminderDay(now, this.opts.time);
    if (!day || day === this.doneDay || this.stopping) return null;
    const report = await this.send(day, now);
    // Refused mails are tried again at the next tick, up to REMINDER_MAX_ATTEMPTS.
    if (report.failed === 0 && !this.stopping) this.doneDay = day;
    await this.reminders.prune(addDays(day, -KEEP_DAYS));
    return report;
  }

  private async send(day: string, now: Date): Promise<ReminderReport> {
    const report: ReminderReport = { day, sent: 0, nothingDue: 0, failed: 0 };
    const turn = pacer(this.opts.rate);
    for (const user of await this.reminders.candidates(day)) {
      if (this.stopping) break;
      if (!(await this.reminders.claim(user.id, day))) continue;
      const [{ due }, exams] = await Promise.all([
        this.reviews.summary(user.id, now),
        this.reminders.exams(user.id, addDays(day, 1), addDays(day, EXAM_DAYS_AHEAD)),
      ]);
      if (due === 0 && exams.length === 0) {
        await this.reminders.finish(user.id, day, 'none');
        report.nothingDue++;
        continue;
      }
      // Each day's reminder has a link of its own, which works once (unsubscribe-links.ts).
      const unsubscribe = await this.opts.links.linkFor(user.id, 'reminder', day, now);
      const mail = reminderMail(
        user.email,
        day,
        { name: user.name, due, exams },
        { review: `${this.opts.publicUrl}/wiederholen`, unsubscribe },
      );
      await turn();
      let failed = false;
      try {
        await this.opts.mailer.send({ ...mail, headers: this.opts.links.headers(unsubscribe) });
      } catch {
        failed = true;
      }
      // Outside the try: if this write fails the row stays 'sending' and the mail is not sent again.
      await this.reminders.finish(user.id, day, failed ? 'failed' : 'sent');
      if (failed) report.failed++;
      else report.sent++;
    }
    return report;
  }
}
