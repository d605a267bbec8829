import {
  binaryReply,
  CALENDAR_TEXTS,
  CalendarFeedParamsSchema,
  CalendarFeedReplySchema,
  CalendarIdParamsSchema,
} from '@app/shared';
import { SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { CalendarFeedService } from './calendar-feed.service';
import { signedInUser } from './calendar-access';

/** The phone's calendar address: made (and renewed) by the owner or a member, read by whoever holds the secret. */
export async function calendarFeedRoutes(app: Api, ctx: AppContext): Promise<void> {
  const feeds = new CalendarFeedService(ctx.db, ctx.config.publicUrl);

  app.post(
    '/calendars/:id/feed',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "A new secret address of a readable calendar for the pupil's phone (iCalendar): the owner's, or a member's own, which ends with the membership; the pupil's old address stops working at once",
        params: CalendarIdParamsSchema,
        response: { 200: CalendarFeedReplySchema },
      },
    },
    async (request) => {
      const url = await feeds.renew(signedInUser(request), request.params.id);
      return success({ url, message: CALENDAR_TEXTS.feedRenewed });
    },
  );

  app.get(
    '/calendars/feed/:id/:file',
    {
      schema: {
        summary:
          'The calendar as an RFC 5545 feed (text/calendar, Europe/Zurich), for the holder of its secret address; no cookie needed',
        params: CalendarFeedParamsSchema,
        response: { 200: binaryReply('text/calendar: the calendar') },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await feeds.feed(request.params.id, request.params.file);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // The address is the secret: no shared cache may keep it, no browser history either.
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('referrer-policy', 'no-referrer')
          .send(body)
      );
    },
  );
}
