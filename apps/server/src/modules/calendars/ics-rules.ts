import type { ParameterValue, RRule } from 'node-ical';

/** A property's text, without its parameters. */
export const text = (value: ParameterValue | string | undefined): string =>
  String((typeof value === 'object' && value !== null ? value.val : value) ?? '').trim();

export const validDate = (date: unknown): date is Date => date instanceof Date && !Number.isNaN(date.getTime());

const pad = (n: number) => String(n).padStart(2, '0');
/** A date's day in the server's zone: node-ical reads DATE values as local midnights. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

interface RuleTimes {
  freq?: string;
  byHour?: number[];
  byMinute?: number[];
  bySecond?: number[];
}

/**
 * Whether a rule repeats more often than once a day: a frequency below a day, or BYHOUR, BYMINUTE
 * and BYSECOND lists, which for a daily or longer frequency make every one of their combinations
 * a time of each day (RFC 5545 §3.3.10). Every other part only picks days, so a rule that passes makes
 * at most one occurrence a day: at most about 560 in an import's window (RDATE values are counted
 * on their own, before they are read: importIcs).
 */
export function moreOftenThanDaily(rule: RRule): boolean {
  const { freq, byHour, byMinute, bySecond } = rule.options as RuleTimes;
  if (freq === 'HOURLY' || freq === 'MINUTELY' || freq === 'SECONDLY') return true;
  const distinct = (list?: number[]) => new Set(list ?? [0]).size;
  return distinct(byHour) * distinct(byMinute) * distinct(bySecond) > 1;
}
