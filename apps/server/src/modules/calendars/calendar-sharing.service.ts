import { CALENDAR_TEXTS, type CalendarJoinPreviewReply, type CalendarShareBody } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newSecret } from '../../lib/ids';
import type { SessionAccount } from '../../kernel/session-account';
import { ownCalendar, pupilOf, readableCalendar } from './calendar-access';
import { CalendarEventRepository } from './calendar-event.repository';
import { CalendarExamSync } from './calendar-exams';
import { CalendarMemberRepository } from './calendar-member.repository';
import { CalendarRepository, type CalendarWithOwner } from './calendar.repository';
import { CalendarService } from './calendar.service';

/** 128 random bits: the join link's last part (JOIN_CODE_PATTERN). */
const newJoinCode = () => newSecret(16);

/**
 * Sharing a calendar with a class (docs/decisions/0027-class-membership.md): the class is the
 * label the owner shares it for; pupils read it once they joined with the join link the owner
 * hands out. The owner renews or deletes the link and removes members; a member may leave.
 */
export class CalendarSharingService {
  private readonly calendars: CalendarRepository;
  private readonly members: CalendarMemberRepository;
  private readonly events: CalendarEventRepository;
  private readonly exams: CalendarExamSync;
  private readonly service: CalendarService;

  constructor(db: Db) {
    this.calendars = new CalendarRepository(db);
    this.members = new CalendarMemberRepository(db);
    this.events = new CalendarEventRepository(db);
    this.exams = new CalendarExamSync(db);
    this.service = new CalendarService(db);
  }

  /**
   * Shares the calendar with one of the owner's classes, with a new join link, or with null, with
   * no one. A new class is a new audience: the members of the old one (and their phone addresses
   * and start-page places, with the exam dates they gave) go. Saving the same class changes nothing.
   */
  async share(user: SessionAccount, id: string, body: CalendarShareBody): Promise<string> {
    const pupil = pupilOf(user);
    const calendar = await ownCalendar(this.calendars, id, pupil);
    const target = body.share_class;
    if (target !== null && !pupil.classes.includes(target)) throw new HttpError(400, CALENDAR_TEXTS.shareNotOwnClass);
    const message = target === null ? CALENDAR_TEXTS.unshared : CALENDAR_TEXTS.shared(target);
    if (target === calendar.share_class) return message;
    const followers = await this.service.followers(calendar);
    await this.exams.around(followers, await this.events.examSetIdsOf(calendar.id), () =>
      this.calendars.transaction(async (trx) => {
        await this.calendars.update(
          calendar.id,
          { share_class: target, join_code: target === null ? null : newJoinCode() },
          trx,
        );
        await this.members.remove(calendar.id, 'all', trx);
      }),
    );
    return message;
  }

  /** A new join link for a shared calendar; the old one stops working, members stay. */
  async renewJoinLink(user: SessionAccount, id: string): Promise<string> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    if (calendar.share_class === null) throw new HttpError(400, CALENDAR_TEXTS.joinLinkNotShared);
    const code = newJoinCode();
    await this.calendars.update(calendar.id, { join_code: code });
    return code;
  }

  /** No join link: nobody new can join, members stay. */
  async deleteJoinLink(user: SessionAccount, id: string): Promise<void> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    await this.calendars.update(calendar.id, { join_code: null });
  }

  /** What a join link leads to, before the pupil joins: the calendar's name, owner and class. */
  async invitation(user: SessionAccount, code: string): Promise<Omit<CalendarJoinPreviewReply, 'status'>> {
    const calendar = await this.byCode(code);
    const viewed = await this.calendars.findForViewer(calendar.id, user.id);
    return {
      calendar: {
        id: calendar.id,
        name: calendar.name,
        owner_name: calendar.owner_name,
        share_class: calendar.share_class ?? '',
      },
      own: calendar.owner_id === user.id,
      member: viewed?.member_id === user.id,
    };
  }

  /**
   * The signed-in pupil joins with the link's code, whatever their classes say (the link is the
   * proof). A start-page place kept from before join links counts again, with its exam dates.
   */
  async join(user: SessionAccount, code: string): Promise<{ id: string; message: string }> {
    const calendar = await this.byCode(code);
    if (calendar.owner_id === user.id) throw new HttpError(400, CALENDAR_TEXTS.joinOwn);
    await this.exams.around([pupilOf(user)], await this.events.examSetIdsOf(calendar.id), () =>
      this.members.add(calendar.id, user.id, new Date().toISOString()),
    );
    return { id: calendar.id, message: CALENDAR_TEXTS.joined(calendar.name) };
  }

  /** The owner removes a member: they read it no more, on the site or on the phone. */
  async removeMember(user: SessionAccount, id: string, memberId: string): Promise<string> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    const member = (await this.members.members(calendar.id)).find((m) => m.id === memberId);
    if (!member) throw new HttpError(404, CALENDAR_TEXTS.memberNotFound);
    await this.end(calendar, member.id);
    return CALENDAR_TEXTS.memberRemoved(member.name);
  }

  /** A member leaves; the link lets them join again. */
  async leave(user: SessionAccount, id: string): Promise<string> {
    const calendar = await readableCalendar(this.calendars, id, pupilOf(user));
    if (calendar.owner_id === user.id) throw new HttpError(400, CALENDAR_TEXTS.leaveOwn);
    await this.end(calendar, user.id);
    return CALENDAR_TEXTS.left;
  }

  /** Ends a membership with its phone address and start-page place; its exam dates go with them. */
  private async end(calendar: Pick<CalendarWithOwner, 'id'>, userId: string): Promise<void> {
    await this.exams.around([{ id: userId }], await this.events.examSetIdsOf(calendar.id), () =>
      this.members.remove(calendar.id, [userId]),
    );
  }

  /** The shared calendar of a current join link, or 404; a banned owner's links lead nowhere. */
  private async byCode(code: string): Promise<CalendarWithOwner> {
    const calendar = await this.calendars.findByJoinCode(code);
    if (!calendar || calendar.owner_banned !== 0) throw new HttpError(404, CALENDAR_TEXTS.joinLinkInvalid);
    return calendar;
  }
}
