import os from 'node:os';
import {
  CALENDAR_TEXTS,
  CalendarCreatedReplySchema,
  CalendarDetailReplySchema,
  CalendarEventParamsSchema,
  CalendarIdParamsSchema,
  CalendarImportReplySchema,
  CalendarListReplySchema,
  CalendarNameBodySchema,
  CalendarSourceBodySchema,
  CalendarSubscribeBodySchema,
  CalendarUpcomingReplySchema,
  EventBodySchema,
  MAX_ICS_BYTES,
  MessageReplySchema,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { readItemForm } from '../../lib/multipart-form';
import { SIGNED_IN, SIGNED_IN_UPLOAD } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { signedInUser } from './calendar-access';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { calendarSharingRoutes } from './calendar-sharing.routes';
import { CalendarEventService } from './calendar-event.service';
import { CalendarImportService } from './calendar-import.service';
import { CalendarSourceService } from './calendar-source.service';
import { CalendarService } from './calendar.service';

/** `/calendars/*`: own calendars (issue #17), shared with the class, on the phone, driving exams. */
export async function calendarRoutes(app: Api, ctx: AppContext): Promise<void> {
  const calendars = new CalendarService(ctx.db);
  const events = new CalendarEventService(ctx.db);
  const imports = new CalendarImportService(ctx.db, ctx.parsePool);
  const sources = new CalendarSourceService(ctx.db, ctx.parsePool, { allowPrivate: ctx.config.outboundAllowPrivate });
  const now = ctx.now ?? (() => new Date());
  const id = { params: CalendarIdParamsSchema };

  app.get(
    '/calendars',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "The pupil's calendars (the two reserved ones first), shared ones they joined, invitations of their classes, and the plan's number",
        response: { 200: CalendarListReplySchema },
      },
    },
    async (request) => success(await calendars.list(signedInUser(request))),
  );

  app.get(
    '/calendars/upcoming',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The start page's next exams (with the cards still to review) and other events",
        response: { 200: CalendarUpcomingReplySchema },
      },
    },
    async (request) => success(await events.upcoming(signedInUser(request))),
  );

  app.post(
    '/calendars',
    {
      config: SIGNED_IN,
      schema: {
        summary: "A new calendar; 403 beyond the plan's number (SPEC §9, reserved ones counted)",
        body: CalendarNameBodySchema,
        response: { 200: CalendarCreatedReplySchema },
      },
    },
    async (request) =>
      success({
        id: await calendars.create(signedInUser(request), request.body.name),
        message: CALENDAR_TEXTS.created,
      }),
  );

  app.post(
    '/calendars/sources',
    {
      // A fetch and a parse, like an upload: counted against the same allowance.
      config: SIGNED_IN_UPLOAD,
      schema: {
        summary:
          "A new calendar subscribed by address (https://, http:// or webcal://, e.g. the school's timetable): fetched now through the outbound guard and every few hours; its events are read-only. 403 beyond the plan's number, 400 with a German reason when the address gives no calendar",
        body: CalendarSourceBodySchema,
        response: { 200: CalendarCreatedReplySchema },
      },
    },
    async (request) => success(await sources.add(signedInUser(request), request.body, now())),
  );

  app.get(
    '/calendars/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "One calendar with its events: the owner's (with its members), or a shared one the pupil joined (read-only)",
        ...id,
        response: { 200: CalendarDetailReplySchema },
      },
    },
    async (request) => success(await calendars.detail(signedInUser(request), request.params.id)),
  );

  app.post(
    '/calendars/:id/rename',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Rename an own calendar',
        ...id,
        body: CalendarNameBodySchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await calendars.rename(signedInUser(request), request.params.id, request.body.name);
      return success({ message: CALENDAR_TEXTS.renamed });
    },
  );

  app.post(
    '/calendars/:id/subscribe',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "A member puts a shared calendar on the start page (its exams set the member's exam dates), or takes it off",
        ...id,
        body: CalendarSubscribeBodySchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) =>
      success({
        message: await calendars.subscribe(signedInUser(request), request.params.id, request.body.subscribed),
      }),
  );

  app.post(
    '/calendars/:id/delete',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Delete an own calendar with its events (not a reserved one)',
        ...id,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await calendars.remove(signedInUser(request), request.params.id);
      return success({ message: CALENDAR_TEXTS.deleted });
    },
  );

  app.post(
    '/calendars/:id/events',
    {
      config: SIGNED_IN,
      schema: {
        summary: "Add an event to an own calendar; an exam linked to sets gives them the followers' exam date",
        ...id,
        body: EventBodySchema,
        response: { 200: CalendarCreatedReplySchema },
      },
    },
    async (request) =>
      success({
        id: await events.create(signedInUser(request), request.params.id, request.body),
        message: CALENDAR_TEXTS.eventCreated,
      }),
  );

  app.post(
    '/calendars/:id/events/:eventId',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Change an event of an own calendar',
        params: CalendarEventParamsSchema,
        body: EventBodySchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await events.update(signedInUser(request), request.params.id, request.params.eventId, request.body);
      return success({ message: CALENDAR_TEXTS.eventChanged });
    },
  );

  app.post(
    '/calendars/:id/events/:eventId/delete',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Delete an event of an own calendar',
        params: CalendarEventParamsSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await events.remove(signedInUser(request), request.params.id, request.params.eventId);
      return success({ message: CALENDAR_TEXTS.eventDeleted });
    },
  );

  app.post(
    '/calendars/:id/import',
    {
      config: SIGNED_IN_UPLOAD,
      schema: {
        summary: `Import an .ics file (multipart: file, optional kind) up to ${MAX_ICS_BYTES} bytes: its events until the end of the school year, recurring ones expanded; all or nothing`,
        consumes: ['multipart/form-data'],
        ...id,
        response: { 200: CalendarImportReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const form = await readItemForm(request, {
        maxFileBytes: MAX_ICS_BYTES,
        tooLargeMessage: CALENDAR_TEXTS.icsTooLarge,
        mode: 'memory',
        tmpDir: os.tmpdir(),
        beforeFile: () => imports.check(user, request.params.id),
      });
      if (!form.file?.buffer) throw new HttpError(400, CALENDAR_TEXTS.icsRequired);
      return success(await imports.import(user, request.params.id, form.file.buffer, form.fields.kind));
    },
  );

  await calendarFeedRoutes(app, ctx);
  await calendarSharingRoutes(app, ctx);
}
