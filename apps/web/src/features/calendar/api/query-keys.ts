/** Every calendar call's data sits under `all`: a change reloads them all. */
const CALENDARS = ['calendars'] as const;

export const calendarKeys = {
  all: CALENDARS,
  list: [...CALENDARS, 'list'] as const,
  calendar: (id: string) => [...CALENDARS, 'one', id] as const,
  joinPreview: (code: string) => [...CALENDARS, 'join', code] as const,
};
