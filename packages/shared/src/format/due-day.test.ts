import { describe, expect, it } from 'vitest';
import { dueDayPhrase } from './due-day';

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
