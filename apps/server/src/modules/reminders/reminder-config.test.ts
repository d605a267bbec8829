import { zurichStartOfDay } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { reminderDay } from './reminder.service';

const zurich = (day: string, hours: number, minutes = 0) =>
  new Date(zurichStartOfDay(day).getTime() + (hours * 60 + minutes) * 60_000);

describe('the time of the learning reminder', () => {
  it('is sent from the set Zurich time for three hours, in winter and on the day summer time starts', () => {
    expect(reminderDay(zurich('2030-01-15', 16, 59), '17:00')).toBeNull();
    expect(reminderDay(zurich('2030-01-15', 17), '17:00')).toBe('2030-01-15');
    expect(reminderDay(zurich('2030-01-15', 19, 59), '17:00')).toBe('2030-01-15');
    expect(reminderDay(zurich('2030-01-15', 20), '17:00')).toBeNull();
    // 2030-03-31 has 23 hours: 17:00 on the wall clock is 16 hours after midnight.
    expect(reminderDay(zurich('2030-03-31', 15, 59), '17:00')).toBeNull();
    expect(reminderDay(zurich('2030-03-31', 16), '17:00')).toBe('2030-03-31');
    // A late time: the window ends at midnight, the next day does not inherit it.
    expect(reminderDay(zurich('2030-01-15', 23, 30), '22:00')).toBe('2030-01-15');
    expect(reminderDay(zurich('2030-01-16', 0, 30), '22:00')).toBeNull();
  });

  it('takes REMINDER_TIME, MAIL_RATE and LIST_UNSUBSCRIBE_MAIL from the environment, and stops on nonsense', () => {
    expect(loadConfig({})).toMatchObject({ reminderTime: '17:00', mailRate: 5, listUnsubscribeMail: undefined });
    expect(
      loadConfig({ REMINDER_TIME: '07:30', MAIL_RATE: '0.5', LIST_UNSUBSCRIBE_MAIL: 'abmelden@ksbeispiel.ch' }),
    ).toMatchObject({ reminderTime: '07:30', mailRate: 0.5, listUnsubscribeMail: 'abmelden@ksbeispiel.ch' });
    expect(() => loadConfig({ REMINDER_TIME: '25:00' })).toThrow(
      /^Ungültige Konfiguration: REMINDER_TIME muss eine Uhrzeit HH:MM sein, z\.B\. 17:00 \(Wert: "25:00"\)$/,
    );
    expect(() => loadConfig({ MAIL_RATE: '0' })).toThrow(/^Ungültige Konfiguration: MAIL_RATE muss grösser als 0 sein/);
    expect(() => loadConfig({ MAIL_RATE: 'schnell' })).toThrow(/^Ungültige Konfiguration: MAIL_RATE muss eine Zahl/);
    expect(() => loadConfig({ LIST_UNSUBSCRIBE_MAIL: 'niemand' })).toThrow(
      /^Ungültige Konfiguration: LIST_UNSUBSCRIBE_MAIL muss eine E-Mail-Adresse sein/,
    );
  });
});
