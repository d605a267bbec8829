import {
  addDays,
  CALENDAR_TEXTS,
  type CalendarUpcomingReply,
  type EventBody,
  isId,
  MAX_CALENDAR_EVENTS,
  toZurichDay,
  type UpcomingEvent,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { SessionAccount } from '../../kernel/session-account';
import { ExamService } from '../../kernel/exam.service';
import { pupilOf, writableCalendar } from './calendar-access';
import { CalendarEventRepository, type EventRow } from './calendar-event.repository';
import { toCalendarEvents } from './calendar-events';
import { CalendarExamSync } from './calendar-exams';
import { CalendarFollowRepository, type FollowedEventRow } from './calendar-follow.repository';
import { CalendarRepository } from './calendar.repository';
import { CalendarService } from './calendar.service';

/** How many exams and other events the start page lists, and how far ahead it looks for the others. */
const UPCOMING_EXAMS = 5;
const UPCOMING_EVENTS = 5;
const UPCOMING_EVENT_DAYS = 14;

/** Events of own calendars: only the owner writes them; exam events set the followers' exam dates. */
export class CalendarEventService {
  private readonly calendars: CalendarRepository;
  private readonly events: CalendarEventRepository;
  private readonly follow: CalendarFollowRepository;
  private readonly sync: CalendarExamSync;
  private readonly service: CalendarService;
  private readonly exams: ExamService;

  constructor(db: Db) {
    this.calendars = new CalendarRepository(db);
    this.events = new CalendarEventRepository(db);
    this.follow = new CalendarFollowRepository(db);
    this.sync = new CalendarExamSync(db);
    this.service = new CalendarService(db);
    this.exams = new ExamService(db);
  }

  async create(user: SessionAccount, calendarId: string, body: EventBody): Promise<string> {
    const calendar = await writableCalendar(this.calendars, calendarId, pupilOf(user));
    await this.checkLinks(body);
    const now = new Date().toISOString();
    const row: EventRow = {
      id: newId(),
      calendar_id: calendar.id,
      ...columns(body),
      source_uid: null,
      created_at: now,
      updated_at: now,
    };
    const pupils = [pupilOf(user), ...(await this.service.followers(calendar))];
    await this.sync.around(pupils, body.set_ids, () =>
      this.calendars.transaction(async (trx) => {
        if ((await this.events.countIn(calendar.id, trx)) >= MAX_CALENDAR_EVENTS) {
          throw new HttpError(400, CALENDAR_TEXTS.tooManyEvents);
        }
        await this.events.insert(row, body, trx);
      }),
    );
    return row.id;
  }

  async update(user: SessionAccount, calendarId: string, eventId: string, body: EventBody): Promise<void> {
    const calendar = await writableCalendar(this.calendars, calendarId, pupilOf(user));
    const event = await this.findEvent(calendar.id, eventId);
    await this.checkLinks(body);
    const before = await this.events.setIdsOf([event.id]);
    const pupils = [pupilOf(user), ...(await this.service.followers(calendar))];
    const row: EventRow = { ...event, ...columns(body), updated_at: new Date().toISOString() };
    await this.sync.around(pupils, [...before, ...body.set_ids], () =>
      this.calendars.transaction((trx) => this.events.update(row, body, trx)),
    );
  }

  async remove(user: SessionAccount, calendarId: string, eventId: string): Promise<void> {
    const calendar = await writableCalendar(this.calendars, calendarId, pupilOf(user));
    const event = await this.findEvent(calendar.id, eventId);
    const pupils = [pupilOf(user), ...(await this.service.followers(calendar))];
    await this.sync.around(pupils, await this.events.setIdsOf([event.id]), () => this.events.remove(event.id));
  }

  /** The start page: the next exams (with the cards still to review) and the next other events. */
  async upcoming(user: SessionAccount, now = new Date()): Promise<Omit<CalendarUpcomingReply, 'status'>> {
    const today = toZurichDay(now);
    const exams = await this.follow.upcoming(user.id, {
      from: today,
      exams: true,
      limit: UPCOMING_EXAMS,
    });
    const others = await this.follow.upcoming(user.id, {
      from: today,
      to: addDays(today, UPCOMING_EVENT_DAYS),
      exams: false,
      limit: UPCOMING_EVENTS,
    });
    const links = await this.events.linksOf({ eventIds: [...exams, ...others].map((e) => e.id) });
    const shape = (rows: FollowedEventRow[], withCards: boolean): Promise<UpcomingEvent[]> =>
      Promise.all(
        toCalendarEvents(rows, links).map(async (event, i) => ({
          ...event,
          calendar_name: rows[i]?.calendar_name ?? '',
          cards:
            withCards && event.sets.length > 0
              ? await this.exams.cardsUntil(
                  user.id,
                  event.sets.map((set) => set.id),
                  event.day,
                )
              : null,
        })),
      );
    return { exams: await shape(exams, true), events: await shape(others, false) };
  }

  private async findEvent(calendarId: string, eventId: string): Promise<EventRow> {
    const event = isId(eventId) ? await this.events.findEvent(calendarId, eventId) : undefined;
    if (!event) throw new HttpError(404, CALENDAR_TEXTS.eventNotFound);
    return event;
  }

  /** Linked sets and documents must exist (all of them are public to read). */
  private async checkLinks(body: EventBody): Promise<void> {
    if ((await this.events.existing('learnsets', body.set_ids)).size < body.set_ids.length) {
      throw new HttpError(404, CALENDAR_TEXTS.setMissing);
    }
    if ((await this.events.existing('documents', body.document_ids)).size < body.document_ids.length) {
      throw new HttpError(404, CALENDAR_TEXTS.documentMissing);
    }
  }
}

function columns(body: EventBody) {
  return {
    title: body.title,
    day: body.day,
    time: body.time,
    duration: body.duration,
    kind: body.kind,
    note: body.note,
  };
}
