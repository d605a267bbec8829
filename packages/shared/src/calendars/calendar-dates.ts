import { addDays } from '../format/dates';

/** The school year ends on 31 July: imports expand recurring events up to the next one. */
export function schoolYearEnd(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-07-31`;
  return today <= thisYear ? thisYear : `${year + 1}-07-31`;
}

/** Monday = 0 … Sunday = 6 of a `YYYY-MM-DD` day (calendar arithmetic, no time zone involved). */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** `YYYY-MM` of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The first day of the month `months` before or after the month of `day`. */
export function shiftMonth(day: string, months: number): string {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, months: number): string {
  const first = shiftMonth(day, months);
  const last = addDays(shiftMonth(first, 1), -1);
  const wanted = `${first.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

/**
 * The weeks shown for the month of `day`, Monday first: every week that has a day of the month,
 * each a row of seven `YYYY-MM-DD` days (days of the neighbouring months fill the edges).
 */
export function monthWeeks(day: string): string[][] {
  const first = shiftMonth(day, 0);
  const next = shiftMonth(day, 1);
  let cursor = addDays(first, -weekdayIndex(first));
  const weeks: string[][] = [];
  while (cursor < next) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(cursor);
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;
export const GERMAN_WEEKDAYS = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

/** "Dezember 2026" */
export function monthTitle(day: string): string {
  return `${GERMAN_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** "Donnerstag, 3. Dezember 2026" */
export function longDay(day: string): string {
  return `${GERMAN_WEEKDAYS[weekdayIndex(day)]}, ${Number(day.slice(8, 10))}. ${monthTitle(day)}`;
}

/** "08:15–09:45", "08:15" or "ganztägig" for an event's time and duration in minutes. */
export function timeRange(time: string | null, duration: number | null): string {
  if (!time) return duration && duration > 24 * 60 ? `ganztägig, ${Math.round(duration / 1440)} Tage` : 'ganztägig';
  if (!duration) return time;
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = (h * 60 + m + duration) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time}–${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}
