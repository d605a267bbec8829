import { daysBetween, PRODUCT_NAME, toSwissDate } from '@app/shared';
import type { MailMessage } from '../../mail/mailer';

export interface ReminderContent {
  name: string;
  /** Cards due now (the review screen's count). */
  due: number;
  /** Coming exams, soonest first. */
  exams: Array<{ day: string; subject: string; title: string }>;
}

const weekday = new Intl.DateTimeFormat('de-CH', { weekday: 'long', timeZone: 'UTC' });

/** 'morgen', 'übermorgen' or 'in 3 Tagen', seen from `today`. */
function when(today: string, day: string): string {
  const days = daysBetween(today, day);
  if (days === 1) return 'morgen';
  if (days === 2) return 'übermorgen';
  return `in ${days} Tagen`;
}

const cards = (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`);

/** The reminder of one day: how many cards are due, which exams come, the review link and the way out. */
export function reminderMail(
  to: string,
  today: string,
  content: ReminderContent,
  links: { review: string; unsubscribe: string },
): Pick<MailMessage, 'to' | 'subject' | 'text'> {
  const first = content.exams[0];
  const subject =
    content.due > 0
      ? `Lern-Erinnerung: ${cards(content.due)} zum Wiederholen`
      : `Lern-Erinnerung: Prüfung ${first ? when(today, first.day) : 'bald'}`;
  const lines = [`Guten Tag ${content.name}`, ''];
  if (content.due > 0) {
    lines.push(`Heute ${content.due === 1 ? 'ist 1 Karte' : `sind ${content.due} Karten`} zum Wiederholen fällig.`);
  }
  if (content.exams.length > 0) {
    if (content.due > 0) lines.push('');
    lines.push(content.exams.length === 1 ? 'Ihre nächste Prüfung:' : 'Ihre nächsten Prüfungen:');
    for (const exam of content.exams) {
      const date = `${weekday.format(new Date(`${exam.day}T12:00:00Z`))}, ${toSwissDate(exam.day)}`;
      lines.push(`- [${exam.subject}] ${exam.title}: ${when(today, exam.day)} (${date})`);
    }
  }
  lines.push(
    '',
    `Jetzt wiederholen: ${links.review}`,
    '',
    'Freundliche Grüsse',
    `Ihre ${PRODUCT_NAME}`,
    '',
    '-- ',
    'Sie erhalten diese Erinnerung höchstens einmal am Tag, weil Sie in den Einstellungen die Lern-Erinnerung per E-Mail eingeschaltet haben.',
    `Lern-Erinnerung abbestellen: ${links.unsubscribe}`,
  );
  return { to, subject, text: `${lines.join('\n')}\n` };
}
