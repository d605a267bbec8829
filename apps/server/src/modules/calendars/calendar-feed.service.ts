import { timingSafeEqual } from 'node:crypto';
import { addDays, CALENDAR_TEXTS, isId, toZurichDay } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newSecret, sha256Hex } from '../../lib/ids';
import type { SessionAccount } from '../../kernel/session-account';
import { pupilOf, readableCalendar } from './calendar-access';
import { CalendarEventRepository } from './calendar-event.repository';
import { toCalendarEvents } from './calendar-events';
import { buildFeed, feedFileName, feedUrl } from './calendar-feed';
import { CalendarMemberRepository } from './calendar-member.repository';
import { CalendarRepository } from './calendar.repository';

/** The feed leaves out what ended this long ago: a phone keeps its own history. */
const FEED_PAST_DAYS = 366;

/**
 * The phone's address of a calendar: public to whoever knows its secret, like a session token
 * only the secret's SHA-256 is stored. The owner has one, and each member of a shared calendar
 * their own, which ends with their membership. A new address ends the old one at once.
 */
export class CalendarFeedService {
  private readonly calendars: CalendarRepository;
  private readonly members: CalendarMemberRepository;
  private readonly events: CalendarEventRepository;

  constructor(
    db: Db,
    private readonly publicUrl: string,
  ) {
    this.calendars = new CalendarRepository(db);
    this.members = new CalendarMemberRepository(db);
    this.events = new CalendarEventRepository(db);
  }

  /** Makes a new secret address of a readable calendar for the pupil; their old one stops working. */
  async renew(user: SessionAccount, calendarId: string): Promise<string> {
    const calendar = await readableCalendar(this.calendars, calendarId, pupilOf(user));
    const secret = newSecret();
    if (calendar.owner_id === user.id) await this.calendars.update(calendar.id, { feed_hash: sha256Hex(secret) });
    else await this.members.setFeedHash(calendar.id, user.id, sha256Hex(secret));
    return feedUrl(this.publicUrl, calendar.id, secret);
  }

  /**
   * The calendar as iCalendar text, if `file` is `{secret}.ics` of the owner's current address or
   * of a current member's; else 404.
   */
  async feed(calendarId: string, file: string, now = new Date()): Promise<{ body: string; fileName: string }> {
    const calendar = isId(calendarId) ? await this.calendars.findById(calendarId) : undefined;
    const secret = file.replace(/\.ics$/, '');
    const valid =
      calendar !== undefined &&
      calendar.owner_banned === 0 &&
      (matches(calendar.feed_hash, secret) ||
        (calendar.share_class !== null && (await this.members.memberFeed(calendar.id, sha256Hex(secret)))));
    if (!calendar || !valid) throw new HttpError(404, CALENDAR_TEXTS.feedNotFound);
    const from = addDays(toZurichDay(now), -FEED_PAST_DAYS);
    const rows = (await this.events.eventsOf(calendar.id)).filter((row) => row.day >= from);
    const links = await this.events.linksOf({ calendarIds: [calendar.id] });
    return {
      body: buildFeed(calendar, toCalendarEvents(rows, links), this.publicUrl),
      fileName: feedFileName(calendar.name),
    };
  }
}

/** Compares the secret's hash with the stored one in constant time. */
function matches(storedHash: string | null, secret: string): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(sha256Hex(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
