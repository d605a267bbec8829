import { describe, expect, it } from 'vitest';
import { searchUrl } from '../constants/search-engines';
import { addDays, daysBetween, displayDay, toStoredDate, toSwissDate, toZurichDay, zurichStartOfDay } from './dates';
import { formatSize } from './size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1468006, '1.4 MB'],
    [300 * 1024 ** 2, '300 MB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
  ])('%i bytes → %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});

describe('dates in Zurich time', () => {
  it('stores winter and summer times with the local offset', () => {
    expect(toStoredDate(new Date('2026-01-15T23:30:05Z'))).toBe('2026-01-16_00-30-05');
    expect(toStoredDate(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01_12-00-00');
    expect(toZurichDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('shows only the day part and the Swiss form', () => {
    expect(displayDay('2026-03-04_10-11-12')).toBe('2026-03-04');
    expect(toSwissDate('2026-03-04')).toBe('04.03.2026');
  });
});

describe('searchUrl', () => {
  it('URL-encodes the query into the engine template', () => {
    expect(searchUrl('DuckDuckGo', 'a&b c/ä')).toBe('https://duckduckgo.com/?q=a%26b%20c%2F%C3%A4');
  });

  it('falls back to the default engine for an unknown key', () => {
    expect(searchUrl('Unbekannt', 'x')).toBe('https://www.startpage.com/sp/search?query=x');
  });
});

describe('calendar days in Zurich', () => {
  it('starts a day at local midnight in winter and in summer time, also on the nights the clocks change', () => {
    expect(zurichStartOfDay('2026-12-10').toISOString()).toBe('2026-12-09T23:00:00.000Z');
    expect(zurichStartOfDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zurichStartOfDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zurichStartOfDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('names the Zurich day right on both sides of midnight, asked in any order', () => {
    expect(toZurichDay(new Date('2026-12-09T22:59:59.999Z'))).toBe('2026-12-09');
    expect(toZurichDay(new Date('2026-12-09T23:00:00.000Z'))).toBe('2026-12-10');
    expect(toZurichDay(new Date('2026-12-09T12:00:00.000Z'))).toBe('2026-12-09');
    expect(toZurichDay(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(toZurichDay(new Date('2026-07-01T22:00:00.000Z'))).toBe('2026-07-02');
  });

  it('counts and moves whole days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-24', '2026-12-01')).toBe(7);
    expect(daysBetween('2026-12-01', '2026-11-24')).toBe(-7);
  });
});
