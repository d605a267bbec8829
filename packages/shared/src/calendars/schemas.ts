import { z } from 'zod';
import { multiLineText, SINGLE_LINE_CHECK, singleLineText } from '../format/plain-text';
import { SuccessReplySchema } from '../http/replies';
import { ID_PATTERN } from '../items/id';
import { ExamDateBodySchema } from '../learnsets/exam';
import { CALENDAR_SOURCE_TEXTS, toSourceUrl } from './calendar-source';
import { JOIN_CODE_PATTERN } from './join-link';
import {
  CALENDAR_NAME_MAX,
  CALENDAR_TEXTS as T,
  EVENT_DURATION_MAX,
  EVENT_KINDS,
  EVENT_NOTE_MAX,
  EVENT_TITLE_MAX,
  MAX_EVENT_LINKS,
  RESERVED_CALENDARS,
} from './texts';

/** A real `YYYY-MM-DD` day, with the exam date's message (one rule for both). */
export const CalendarDaySchema = ExamDateBodySchema.shape.day.unwrap();

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** '' or null: an all-day event. */
const TimeSchema = z
  .union([z.literal(''), z.null(), z.string().regex(TIME, T.timeInvalid)], { error: T.timeInvalid })
  .transform((time) => time || null);

/** Minutes; '' or null: none given. Form inputs send text, the API numbers. */
const DurationSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: T.durationInvalid })
    .int(T.durationInvalid)
    .min(1, T.durationInvalid)
    .max(EVENT_DURATION_MAX, T.durationInvalid)
    .nullable(),
);

const linkIds = z
  .array(z.string({ error: T.badLink }).regex(ID_PATTERN, T.badLink), { error: T.badLink })
  .max(MAX_EVENT_LINKS, T.tooManyLinks)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** One event as the form and `POST /calendars/{id}/events(/{eventId})` send it. */
export const EventBodySchema = z
  .object({
    title: singleLineText({ error: T.titleRequired }).min(1, T.titleRequired).max(EVENT_TITLE_MAX, T.titleMax),
    day: CalendarDaySchema,
    time: TimeSchema.default(null),
    duration: DurationSchema.default(null),
    kind: z.enum(EVENT_KINDS, { error: T.kindInvalid }),
    note: multiLineText({ error: T.noteMax }).max(EVENT_NOTE_MAX, T.noteMax).default(''),
    set_ids: linkIds,
    document_ids: linkIds,
  })
  // A timed event lasts minutes; an all-day event whole days (imports of holidays).
  .refine((event) => event.time !== null || event.duration === null || event.duration % 1440 === 0, {
    message: T.durationWithoutTime,
    path: ['duration'],
  });
export type EventBody = z.output<typeof EventBodySchema>;
export type EventForm = z.input<typeof EventBodySchema>;

export const CalendarNameBodySchema = z.object({
  name: singleLineText({ error: T.nameRequired }).min(1, T.nameRequired).max(CALENDAR_NAME_MAX, T.nameMax),
});
export type CalendarNameBody = z.infer<typeof CalendarNameBodySchema>;

/** A class designation of the owner's, or null to stop sharing. */
export const CalendarShareBodySchema = z.object({
  share_class: singleLineText({ error: T.shareNotOwnClass })
    .min(1, T.shareNotOwnClass)
    .max(64, T.shareNotOwnClass)
    .nullable(),
});
export type CalendarShareBody = z.infer<typeof CalendarShareBodySchema>;

/** The code of a join link, as the join screen sends it. */
export const CalendarJoinBodySchema = z.object({
  code: z.string({ error: T.joinLinkInvalid }).regex(JOIN_CODE_PATTERN, T.joinLinkInvalid),
});
export type CalendarJoinBody = z.infer<typeof CalendarJoinBodySchema>;
export const CalendarJoinParamsSchema = CalendarJoinBodySchema;

/** A classmate adds a calendar shared with the class to the start page, or takes it off. */
export const CalendarSubscribeBodySchema = z.object({ subscribed: z.boolean({ error: T.badLink }) });

export const CalendarIdParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, T.notFound) });
export const CalendarEventParamsSchema = z.object({
  id: z.string().regex(ID_PATTERN, T.notFound),
  eventId: z.string().regex(ID_PATTERN, T.eventNotFound),
});
export const CalendarMemberParamsSchema = z.object({
  id: z.string().regex(ID_PATTERN, T.notFound),
  userId: z.string().regex(ID_PATTERN, T.memberNotFound),
});
/** The phone's address: `/calendars/feed/{id}/{secret}.ics`. */
export const CalendarFeedParamsSchema = z.object({
  id: z.string().regex(ID_PATTERN, T.feedNotFound),
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, T.feedNotFound),
});

const LinkSchema = z.object({ id: z.string(), title: z.string(), subject: z.string() });
export type CalendarLink = z.infer<typeof LinkSchema>;

export const CalendarEventSchema = z.object({
  id: z.string(),
  calendar_id: z.string(),
  title: z.string(),
  day: z.string().describe('YYYY-MM-DD, Zurich'),
  time: z.string().nullable().describe('HH:MM, Zurich; null for an all-day event'),
  duration: z.number().nullable().describe('minutes (whole days for all-day events); null: not given'),
  kind: z.enum(EVENT_KINDS),
  note: z.string(),
  sets: z.array(LinkSchema).describe('linked learning sets'),
  documents: z.array(LinkSchema).describe('linked documents'),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** `POST /calendars/sources`: a calendar fed by an address (e.g. the school's timetable). */
export const CalendarSourceBodySchema = z.object({
  name: singleLineText({ error: T.nameRequired }).min(1, T.nameRequired).max(CALENDAR_NAME_MAX, T.nameMax),
  url: z
    .string({ error: CALENDAR_SOURCE_TEXTS.urlInvalid })
    .check(SINGLE_LINE_CHECK)
    .transform((raw, ctx) => {
      const url = toSourceUrl(raw);
      if (url === null) ctx.addIssue({ code: 'custom', message: CALENDAR_SOURCE_TEXTS.urlInvalid });
      return url ?? '';
    }),
});
export type CalendarSourceBody = z.output<typeof CalendarSourceBodySchema>;
export type CalendarSourceForm = z.input<typeof CalendarSourceBodySchema>;

/** What the owner sees of a subscribed calendar's address; null for calendars kept by hand. */
export const CalendarSourceSchema = z.object({
  url: z.string().describe("the address it is fetched from (the owner's only: it may hold a secret)"),
  refreshed_at: z.string().nullable().describe('ISO time of the last successful fetch'),
  error: z.string().nullable().describe('German reason the last fetch failed; null when it worked'),
});
export type CalendarSource = z.infer<typeof CalendarSourceSchema>;

export const CalendarSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  reserved: z.enum(RESERVED_CALENDARS).nullable().describe('one of the two calendars every account has'),
  share_class: z.string().nullable().describe('the class it is shared with, read-only for classmates'),
  owner: z.string(),
  owner_name: z.string(),
  own: z.boolean(),
  subscribed: z.boolean().describe('a classmate has it on the start page'),
  events: z.number(),
  feed: z.boolean().describe("a phone address of the viewer's exists (the owner's, or the member's own)"),
  join_code: z
    .string()
    .nullable()
    .describe("the owner's only: the code of the join link its class needs to read it; null for everyone else"),
  source: CalendarSourceSchema.nullable().describe(
    'subscribed by address: its events are read-only and refreshed from there (the owner sees the address; members get null)',
  ),
  read_only: z.boolean().describe('its events cannot be changed here: a member reads, a subscribed calendar is fed'),
});
export type CalendarSummary = z.infer<typeof CalendarSummarySchema>;

/** A calendar shared with one of the pupil's classes that the pupil has not joined: no events. */
export const CalendarInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner_name: z.string(),
  share_class: z.string(),
});
export type CalendarInvitation = z.infer<typeof CalendarInvitationSchema>;

export const CalendarListReplySchema = SuccessReplySchema.extend({
  calendars: z.array(CalendarSummarySchema).describe('own calendars, the reserved ones first'),
  shared: z.array(CalendarSummarySchema).describe("classmates' calendars the pupil joined with their link"),
  invited: z
    .array(CalendarInvitationSchema)
    .describe("calendars shared with one of the pupil's classes, not joined: reading needs the join link"),
  limit: z.object({ used: z.number(), max: z.number(), plan: z.string() }),
});
export type CalendarListReply = z.infer<typeof CalendarListReplySchema>;

export const CalendarMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  joined_at: z.string().describe('ISO time of joining'),
});
export type CalendarMember = z.infer<typeof CalendarMemberSchema>;

export const CalendarDetailReplySchema = SuccessReplySchema.extend({
  calendar: CalendarSummarySchema,
  events: z.array(CalendarEventSchema).describe('by day and time'),
  members: z.array(CalendarMemberSchema).describe('the owner sees who joined, by name; empty for members'),
});
export type CalendarDetailReply = z.infer<typeof CalendarDetailReplySchema>;

/** `GET /calendars/join/{code}`: what the link leads to, before the pupil joins. */
export const CalendarJoinPreviewReplySchema = SuccessReplySchema.extend({
  calendar: CalendarInvitationSchema,
  own: z.boolean(),
  member: z.boolean().describe('the pupil joined already'),
});
export type CalendarJoinPreviewReply = z.infer<typeof CalendarJoinPreviewReplySchema>;

export const CalendarJoinLinkReplySchema = SuccessReplySchema.extend({
  join_code: z.string().nullable(),
  message: z.string(),
});
export type CalendarJoinLinkReply = z.infer<typeof CalendarJoinLinkReplySchema>;

export const CalendarCreatedReplySchema = SuccessReplySchema.extend({ id: z.string(), message: z.string() });
export type CalendarCreatedReply = z.infer<typeof CalendarCreatedReplySchema>;

export const CalendarFeedReplySchema = SuccessReplySchema.extend({
  url: z.string().describe('the secret address a phone subscribes to; shown only now'),
  message: z.string(),
});
export type CalendarFeedReply = z.infer<typeof CalendarFeedReplySchema>;

export const CalendarImportReplySchema = SuccessReplySchema.extend({ added: z.number(), message: z.string() });
export type CalendarImportReply = z.infer<typeof CalendarImportReplySchema>;

export const UpcomingEventSchema = CalendarEventSchema.extend({
  calendar_name: z.string(),
  cards: z.number().nullable().describe('exams with sets: cards still to review before the exam'),
});
export type UpcomingEvent = z.infer<typeof UpcomingEventSchema>;

/** `GET /calendars/upcoming`: the start page's next exams and other events. */
export const CalendarUpcomingReplySchema = SuccessReplySchema.extend({
  exams: z.array(UpcomingEventSchema),
  events: z.array(UpcomingEventSchema),
});
export type CalendarUpcomingReply = z.infer<typeof CalendarUpcomingReplySchema>;
