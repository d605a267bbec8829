import type {
  CalendarCreatedReply,
  CalendarDetailReply,
  CalendarFeedReply,
  CalendarJoinLinkReply,
  CalendarJoinPreviewReply,
  CalendarListReply,
  CalendarShareBody,
  CalendarSourceForm,
} from '@app/shared/calendars/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarKeys } from './query-keys';

type Message = { message: string };
const base = (id: string) => `/calendars/${encodeURIComponent(id)}`;

/** `GET /calendars`: own calendars, joined ones, invitations of the pupil's classes, and the plan's number. */
export function useCalendars(enabled = true) {
  return useQuery({
    queryKey: calendarKeys.list,
    queryFn: () => api<CalendarListReply>('/calendars'),
    enabled,
  });
}

/** `GET /calendars/{id}`: one calendar with its events. */
export function useCalendar(id: string, enabled = true) {
  return useQuery({
    queryKey: calendarKeys.calendar(id),
    queryFn: () => api<CalendarDetailReply>(base(id)),
    enabled,
    retry: false,
  });
}

/** A calendar change; on success every calendar query reloads. */
function useCalendarMutation<TBody, TReply extends object = Message>(send: (body: TBody) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export const useCreateCalendar = () =>
  useCalendarMutation((name: string) => api<CalendarCreatedReply>('/calendars', { json: { name } }));

/** `POST /calendars/sources`: a calendar fed by an address (fetched now, then every few hours). */
export const useAddSource = () =>
  useCalendarMutation((form: CalendarSourceForm) => api<CalendarCreatedReply>('/calendars/sources', { json: form }));

export const useRenameCalendar = (id: string) =>
  useCalendarMutation((name: string) => api<Message>(`${base(id)}/rename`, { json: { name } }));

export const useShareCalendar = (id: string) =>
  useCalendarMutation((body: CalendarShareBody) => api<Message>(`${base(id)}/share`, { json: body }));

export const useDeleteCalendar = (id: string) =>
  useCalendarMutation(() => api<Message>(`${base(id)}/delete`, { json: {} }));

export const useSubscribeCalendar = () =>
  useCalendarMutation(({ id, subscribed }: { id: string; subscribed: boolean }) =>
    api<Message>(`${base(id)}/subscribe`, { json: { subscribed } }),
  );

/** `POST /calendars/{id}/feed`: a new phone address; the old one stops working. */
export const useRenewFeed = (id: string) =>
  useCalendarMutation(() => api<CalendarFeedReply>(`${base(id)}/feed`, { json: {} }));

/** `GET /calendars/join/{code}`: what a join link leads to, before joining. */
export function useJoinPreview(code: string, enabled = true) {
  return useQuery({
    queryKey: calendarKeys.joinPreview(code),
    queryFn: () => api<CalendarJoinPreviewReply>(`/calendars/join/${encodeURIComponent(code)}`),
    enabled,
    retry: false,
  });
}

/** `POST /calendars/join`: the signed-in pupil joins with the link's code. */
export const useJoinCalendar = () =>
  useCalendarMutation((code: string) => api<CalendarCreatedReply>('/calendars/join', { json: { code } }));

/** A new join link (the old one stops working), or none: nobody new can join. */
export const useRenewJoinLink = (id: string) =>
  useCalendarMutation(() => api<CalendarJoinLinkReply>(`${base(id)}/join-link`, { json: {} }));
export const useDeleteJoinLink = (id: string) =>
  useCalendarMutation(() => api<CalendarJoinLinkReply>(`${base(id)}/join-link/delete`, { json: {} }));

/** The owner removes a member. */
export const useRemoveMember = (id: string) =>
  useCalendarMutation((userId: string) =>
    api<Message>(`${base(id)}/members/${encodeURIComponent(userId)}/remove`, { json: {} }),
  );

/** A member leaves the calendar. */
export const useLeaveCalendar = (id: string) =>
  useCalendarMutation(() => api<Message>(`${base(id)}/leave`, { json: {} }));
