import {
  CALENDAR_TEXTS,
  CalendarCreatedReplySchema,
  CalendarIdParamsSchema,
  CalendarJoinBodySchema,
  CalendarJoinLinkReplySchema,
  CalendarJoinParamsSchema,
  CalendarJoinPreviewReplySchema,
  CalendarMemberParamsSchema,
  CalendarShareBodySchema,
  MessageReplySchema,
} from '@app/shared';
import { SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { signedInUser } from './calendar-access';
import { CalendarSharingService } from './calendar-sharing.service';

/**
 * Sharing with a class by join link (docs/decisions/0027-class-membership.md): the owner shares,
 * renews or deletes the link and removes members; a signed-in pupil with the link joins; a member
 * leaves.
 */
export async function calendarSharingRoutes(app: Api, ctx: AppContext): Promise<void> {
  const sharing = new CalendarSharingService(ctx.db);
  const id = { params: CalendarIdParamsSchema };

  app.post(
    '/calendars/:id/share',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "Share an own calendar with one of the owner's classes (members read it once they joined with its link), or stop with null; another class ends all memberships",
        ...id,
        body: CalendarShareBodySchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) =>
      success({ message: await sharing.share(signedInUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/calendars/:id/join-link',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'A new join link of a shared own calendar; the old one stops working at once, members stay',
        ...id,
        response: { 200: CalendarJoinLinkReplySchema },
      },
    },
    async (request) =>
      success({
        join_code: await sharing.renewJoinLink(signedInUser(request), request.params.id),
        message: CALENDAR_TEXTS.joinLinkRenewed,
      }),
  );

  app.post(
    '/calendars/:id/join-link/delete',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Delete the join link of an own calendar: nobody new can join, members stay',
        ...id,
        response: { 200: CalendarJoinLinkReplySchema },
      },
    },
    async (request) => {
      await sharing.deleteJoinLink(signedInUser(request), request.params.id);
      return success({ join_code: null, message: CALENDAR_TEXTS.joinLinkDeleted });
    },
  );

  app.get(
    '/calendars/join/:code',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "What a join link leads to (the calendar's name, owner and class), before joining; 404 for an old link",
        params: CalendarJoinParamsSchema,
        response: { 200: CalendarJoinPreviewReplySchema },
      },
    },
    async (request, reply) => {
      // The code is the proof of membership: no cache keeps the answer to it.
      reply.header('cache-control', 'private, no-store');
      return success(await sharing.invitation(signedInUser(request), request.params.code));
    },
  );

  app.post(
    '/calendars/join',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Join a shared calendar with the code of its join link: the pupil reads it from now on',
        body: CalendarJoinBodySchema,
        response: { 200: CalendarCreatedReplySchema },
      },
    },
    async (request) => success(await sharing.join(signedInUser(request), request.body.code)),
  );

  app.post(
    '/calendars/:id/members/:userId/remove',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The owner removes a member: no more reading, on the site or by their phone address',
        params: CalendarMemberParamsSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) =>
      success({
        message: await sharing.removeMember(signedInUser(request), request.params.id, request.params.userId),
      }),
  );

  app.post(
    '/calendars/:id/leave',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'A member leaves a shared calendar (the join link lets them join again)',
        ...id,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => success({ message: await sharing.leave(signedInUser(request), request.params.id) }),
  );
}
