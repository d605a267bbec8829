import type { CalendarCreatedReply, EventBody } from '@app/shared/calendars/schemas';
import type { CalendarImportReply } from '@app/shared/calendars/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiForm } from '../../../lib/api';
import { calendarKeys } from './query-keys';
import { learnsetKeys } from '../../../lib/query-keys';

const eventsUrl = (calendarId: string) => `/calendars/${encodeURIComponent(calendarId)}/events`;

/** Creates an event, or with `eventId` changes it; calendars and exam dates reload. */
export function useSaveEvent(calendarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId?: string; body: EventBody }) =>
      api<CalendarCreatedReply | { message: string }>(
        eventId ? `${eventsUrl(calendarId)}/${encodeURIComponent(eventId)}` : eventsUrl(calendarId),
        { json: body },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      // Exam events set the linked sets' exam dates.
      await queryClient.invalidateQueries({ queryKey: learnsetKeys.exams });
    },
  });
}

export function useDeleteEvent(calendarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api<{ message: string }>(`${eventsUrl(calendarId)}/${encodeURIComponent(eventId)}/delete`, { json: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      await queryClient.invalidateQueries({ queryKey: learnsetKeys.exams });
    },
  });
}

/** `POST /calendars/{id}/import`: an .ics file (multipart), all of it or nothing. */
export function useImportIcs(calendarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: string }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return apiForm<CalendarImportReply>(`/calendars/${encodeURIComponent(calendarId)}/import`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
