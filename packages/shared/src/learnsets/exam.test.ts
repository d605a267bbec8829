import { describe, expect, it } from 'vitest';
import { ExamDateBodySchema, examPlanText } from './exam';

describe('exam dates', () => {
  it('says how many cards a day an exam means, in German', () => {
    const plan = { day: '2026-12-15', set_ids: ['a'], days: 14, cards: 30, perDay: 3 };
    expect(examPlanText(plan)).toBe(
      '30 Karten bis zur Prüfung am 15.12.2026: etwa 3 pro Tag in den nächsten 14 Tagen.',
    );
    expect(examPlanText({ ...plan, days: 1, cards: 1, perDay: 1 })).toBe(
      '1 Karte bis zur Prüfung am 15.12.2026: alle heute.',
    );
  });

  it('accepts real calendar days and null, and refuses anything else with one German message', () => {
    expect(ExamDateBodySchema.parse({ day: '2028-02-29' })).toEqual({ day: '2028-02-29' });
    expect(ExamDateBodySchema.parse({ day: null })).toEqual({ day: null });
    for (const day of ['2027-02-29', '15.12.2026', '2026-13-01', '']) {
      const result = ExamDateBodySchema.safeParse({ day });
      expect(result.error?.issues[0]?.message).toBe('Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).');
    }
  });
});
