import { addDays, displayDay, toSwissDate, toZurichDay } from './dates';

/** What screens show of a stored date `YYYY-MM-DD_HH-MM-SS`: its day as `DD.MM.YYYY`. */
export function swissDay(stored: string): string {
  return toSwissDate(displayDay(stored));
}

/**
 * A calendar day as pupils read it everywhere: 'heute', 'morgen' or 'DD.MM.YYYY' (Zurich days;
 * a day already past reads as its date).
 * @param day `YYYY-MM-DD`, or the API's date `YYYY-MM-DD_HH-MM-SS` (Europe/Zurich)
 * @param now injected, so tests can fix the day
 */
export function dayPhrase(day: string, now: Date): string {
  const shown = displayDay(day);
  const today = toZurichDay(now);
  if (shown === today) return 'heute';
  if (shown === addDays(today, 1)) return 'morgen';
  return toSwissDate(shown);
}

/**
 * When a card comes due, as a sentence's end reads it: 'heute', 'morgen' or 'am DD.MM.YYYY'
 * (Zurich days; a time already past counts as today).
 * @param stored the API's date `YYYY-MM-DD_HH-MM-SS` (Europe/Zurich)
 * @param now injected, so tests can fix the day
 */
export function dueDayPhrase(stored: string, now: Date): string {
  if (displayDay(stored) <= toZurichDay(now)) return 'heute';
  const phrase = dayPhrase(stored, now);
  return phrase === 'morgen' ? phrase : `am ${phrase}`;
}

/**
 * When the next card comes due, for a pupil who has none due now: 'heute um HH:MM' (so it never
 * reads as due already), 'morgen' or 'am DD.MM.YYYY'.
 * @param stored the API's date `YYYY-MM-DD_HH-MM-SS` (Europe/Zurich)
 */
export function nextDuePhrase(stored: string, now: Date): string {
  const phrase = dueDayPhrase(stored, now);
  return phrase === 'heute' ? `heute um ${stored.slice(11, 13)}:${stored.slice(14, 16)}` : phrase;
}
