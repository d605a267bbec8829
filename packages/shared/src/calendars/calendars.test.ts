import { describe, expect, it } from 'vitest';
import { PLANS } from '../plans/plans';
import { monthWeeks, sameDayInMonth, schoolYearEnd, timeRange, weekdayIndex } from './calendar-dates';
import { toSourceUrl } from './calendar-source';
import { joinCodeOf } from './join-link';
import { EventBodySchema } from './schemas';
import { calendarLimitMessage, cardsUntilExamText } from './texts';

describe('calendar days', () => {
  it('ends the school year on the next 31 July', () => {
    expect(schoolYearEnd('2026-11-24')).toBe('2027-07-31');
    expect(schoolYearEnd('2027-07-31')).toBe('2027-07-31');
    expect(schoolYearEnd('2027-08-01')).toBe('2028-07-31');
  });

  it('lays a month out in weeks from Monday, with the neighbours’ days at the edges', () => {
    const weeks = monthWeeks('2026-03-17');
    // March 2026 starts on a Sunday and ends on a Tuesday: six rows.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-04-05');
    expect(weeks.flat().every((day) => weekdayIndex(day) === weeks.flat().indexOf(day) % 7)).toBe(true);
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
  });

  it('moves a day by months without leaving the target month', () => {
    expect(sameDayInMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(sameDayInMonth('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('shows times as a range, all-day events as such', () => {
    expect(timeRange('08:15', 90)).toBe('08:15–09:45');
    expect(timeRange('23:30', 60)).toBe('23:30–00:30');
    expect(timeRange('10:00', null)).toBe('10:00');
    expect(timeRange(null, null)).toBe('ganztägig');
    expect(timeRange(null, 3 * 1440)).toBe('ganztägig, 3 Tage');
  });
});

describe('calendar texts and the event form', () => {
  it('names the larger plans in the refusal', () => {
    expect(calendarLimitMessage(PLANS.lite)).toBe(
      'Mit Premium Lite können Sie höchstens 5 eigene Kalender haben (die Kalender «Prüfungen» und «Hausaufgaben» mitgezählt). Mit Premium (20) können Sie mehr Kalender anlegen.',
    );
    expect(calendarLimitMessage(PLANS.premium)).not.toContain('mehr Kalender anlegen');
    expect([cardsUntilExamText(1), cardsUntilExamText(12)]).toEqual([
      '1 Karte bis zur Prüfung',
      '12 Karten bis zur Prüfung',
    ]);
  });

  it('reads the form’s text fields as the API’s values', () => {
    const parsed = EventBodySchema.parse({
      title: ' Test ',
      day: '2026-12-03',
      time: '',
      duration: '',
      kind: 'homework',
    });
    expect(parsed).toEqual({
      title: 'Test',
      day: '2026-12-03',
      time: null,
      duration: null,
      kind: 'homework',
      note: '',
      set_ids: [],
      document_ids: [],
    });
    expect(
      EventBodySchema.parse({ title: 'T', day: '2026-12-03', time: '08:00', duration: '45', kind: 'exam' }).duration,
    ).toBe(45);
    const bad = EventBodySchema.safeParse({ title: 'T', day: '2026-12-03', time: '8 Uhr', kind: 'exam' });
    expect(bad.error?.issues[0]?.message).toBe('Bitte geben Sie eine gültige Uhrzeit an (HH:MM).');
  });
});

describe('a join link pasted on the calendar list', () => {
  const code = 'AbCdEfGhIjKlMnOpQrSt-_';

  it('gives its code, from the whole link or the code alone', () => {
    expect(joinCodeOf(`https://lernen.ksbeispiel.ch/kalender/beitreten/${code}`)).toBe(code);
    expect(joinCodeOf(` ${code}/ `)).toBe(code);
    expect(joinCodeOf(`/kalender/beitreten/${code}?von=chat#oben`)).toBe(code);
  });

  it('gives nothing for a class, a shortened code or another page', () => {
    expect(joinCodeOf('4a')).toBeNull();
    expect(joinCodeOf(code.slice(1))).toBeNull();
    expect(joinCodeOf('https://lernen.ksbeispiel.ch/kalender')).toBeNull();
    expect(joinCodeOf('')).toBeNull();
  });
});

describe('the address of a subscribed calendar', () => {
  it('reads webcal:// as https:// and takes http(s) as written', () => {
    expect(toSourceUrl(' webcal://stundenplan.ks-example.ch/5b.ics ')).toBe('https://stundenplan.ks-example.ch/5b.ics');
    expect(toSourceUrl('WEBCALS://calendar.google.com/x/basic.ics')).toBe('https://calendar.google.com/x/basic.ics');
    expect(toSourceUrl('http://127.0.0.1:8080/a.ics')).toBe('http://127.0.0.1:8080/a.ics');
  });
  it('refuses what is not a web address', () => {
    expect([toSourceUrl('ftp://example.org/a.ics'), toSourceUrl('Stundenplan'), toSourceUrl('')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(toSourceUrl(`https://example.org/${'a'.repeat(2000)}`)).toBeNull();
  });
});
