import { addDays, displayDay, toSwissDate, toZurichDay } from './dates';

/**
 * When a card comes due, as a sentence's end reads it: 'heute', 'morgen' or 'am DD.MM.YYYY'
 * (Zurich days; a time already past counts as today).
 * @param stored the API's date `YYYY-MM-DD_HH-MM-SS` (Europe/Zurich)
 * @param now injected, so tests can fix the day
 */
export function dueDayPhrase(stored: string, now: Date): string {
  const day = displayDay(stored);
  const today = toZurichDay(now);
  if (day <= today) return 'heute';
  if (day === addDays(today, 1)) return 'morgen';
  return `am ${toSwissDate(day)}`;
}
