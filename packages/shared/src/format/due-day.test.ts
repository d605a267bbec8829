import { describe, expect, it } from 'vitest';
import { dayPhrase, dueDayPhrase, nextDuePhrase } from './due-day';

describe('when the next card comes due, in words', () => {
  // 23:30 in Zurich on 26.11.2026 (UTC+1): the day turns at 23:00 UTC.
  const lateEvening = new Date('2026-11-26T22:30:00Z');

  it("says 'heute' for later today and for a time already past", () => {
    expect(dueDayPhrase('2026-11-26_23-59-00', lateEvening)).toBe('heute');
    expect(dueDayPhrase('2026-11-20_08-00-00', lateEvening)).toBe('heute');
  });

  it("says 'morgen' for the next Zurich day, even half an hour away", () => {
    expect(dueDayPhrase('2026-11-27_00-00-00', lateEvening)).toBe('morgen');
  });

  it('gives a later day as DD.MM.YYYY', () => {
    expect(dueDayPhrase('2026-11-28_07-00-00', lateEvening)).toBe('am 28.11.2026');
    expect(dueDayPhrase('2027-01-02_07-00-00', lateEvening)).toBe('am 02.01.2027');
  });
});

describe('a day in words', () => {
  const lateEvening = new Date('2026-11-26T22:30:00Z');

  it("says 'heute' and 'morgen' by Zurich days, other days as DD.MM.YYYY without 'am'", () => {
    expect(dayPhrase('2026-11-26', lateEvening)).toBe('heute');
    expect(dayPhrase('2026-11-27_00-10-00', lateEvening)).toBe('morgen');
    expect(dayPhrase('2026-11-30', lateEvening)).toBe('30.11.2026');
    expect(dayPhrase('2026-11-25_12-00-00', lateEvening)).toBe('25.11.2026');
  });
});

describe('when the next card comes due, with none due now', () => {
  const morning = new Date('2026-11-27T08:00:00Z'); // 09:00 in Zurich

  it('gives the time for later today, the day otherwise', () => {
    expect(nextDuePhrase('2026-11-27_15-40-00', morning)).toBe('heute um 15:40');
    expect(nextDuePhrase('2026-11-28_07-00-00', morning)).toBe('morgen');
    expect(nextDuePhrase('2026-12-03_07-00-00', morning)).toBe('am 03.12.2026');
  });
});
