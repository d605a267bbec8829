import { describe, expect, it } from 'vitest';
import { weekGoalText, zurichWeek } from './study-week';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('zurichWeek', () => {
  it('runs Monday to Sunday in Zurich, each day from its midnight in winter time', () => {
    const week = zurichWeek(new Date('2026-11-25T12:00:00Z')); // a Wednesday
    expect(week.today).toBe('2026-11-25');
    expect(week.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(iso(week.starts)).toEqual([
      '2026-11-22T23:00:00.000Z',
      '2026-11-23T23:00:00.000Z',
      '2026-11-24T23:00:00.000Z',
      '2026-11-25T23:00:00.000Z',
      '2026-11-26T23:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      '2026-11-28T23:00:00.000Z',
      '2026-11-29T23:00:00.000Z',
    ]);
  });

  it('follows Zurich across the switch to summer time: the Sunday has 23 hours', () => {
    const week = zurichWeek(new Date('2026-03-29T10:00:00Z'));
    expect(week.days[0]).toBe('2026-03-23');
    expect(iso(week.starts).slice(5)).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });

  it.each([
    // Sunday 23:59:59 in Zurich (winter time): still the old week.
    ['2026-11-29T22:59:59Z', '2026-11-29', '2026-11-23'],
    // Monday 00:00 in Zurich is 23:00 UTC on Sunday: a new week.
    ['2026-11-29T23:00:00Z', '2026-11-30', '2026-11-30'],
    // Summer time: Monday begins at 22:00 UTC.
    ['2026-06-28T21:59:59Z', '2026-06-28', '2026-06-22'],
    ['2026-06-28T22:00:00Z', '2026-06-29', '2026-06-29'],
    // A Monday morning is the week's first day.
    ['2026-06-29T06:00:00Z', '2026-06-29', '2026-06-29'],
  ])('at %s it is %s in Zurich, in the week of %s', (at, today, monday) => {
    const week = zurichWeek(new Date(at));
    expect(week.today).toBe(today);
    expect(week.days[0]).toBe(monday);
    expect(week.days).toHaveLength(7);
    expect(week.starts).toHaveLength(8);
  });

  it('crosses a year: the week of New Year begins in December', () => {
    expect(zurichWeek(new Date('2027-01-01T12:00:00Z')).days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('weekGoalText', () => {
  it.each([
    [0, 5, '0 von 5 Tagen diese Woche'],
    [3, 5, '3 von 5 Tagen diese Woche'],
    [0, 1, '0 von 1 Tag diese Woche'],
    [5, 5, 'Wochenziel erreicht: an 5 Tagen gelernt'],
    [1, 1, 'Wochenziel erreicht: an 1 Tag gelernt'],
    [6, 3, 'Wochenziel erreicht: an 6 Tagen gelernt'],
  ])('%d days of a goal of %d: %s', (studied, goal, text) => {
    expect(weekGoalText(studied, goal)).toBe(text);
  });
});
