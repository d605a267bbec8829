import { timeRange } from '@app/shared/calendars/calendar-dates';
import type { UpcomingEvent } from '@app/shared/calendars/schemas';
import { cardsUntilExamText, EVENT_KIND_LABELS } from '@app/shared/calendars/texts';
import { dayPhrase } from '@app/shared/format/due-day';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUpcoming } from '../api/upcoming';

/** 'Heute', 'Morgen' or the date, then the time. */
function When({ event, now }: { event: UpcomingEvent; now: Date }) {
  const day = dayPhrase(event.day, now);
  return (
    <span className="upcoming-when">
      {day.charAt(0).toUpperCase() + day.slice(1)}, {timeRange(event.time, event.duration)}
    </span>
  );
}

/** "Nächste Prüfungen" with "{n} Karten bis zur Prüfung" and a button to learn, then other events soon. */
export function UpcomingExams({ now }: { now: Date }) {
  const upcoming = useUpcoming();
  if (!upcoming) return null;
  const { exams, events } = upcoming;
  return (
    <section className="upcoming home-section" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Nächste Prüfungen</h2>
      {exams.length === 0 ? (
        <p>
          Keine Prüfungen eingetragen. <Link to={paths.calendars.list}>Zum Kalender</Link>
        </p>
      ) : (
        <ul className="upcoming-list">
          {exams.map((exam) => (
            <li key={exam.id}>
              <When event={exam} now={now} />
              <Link to={paths.calendars.calendar(exam.calendar_id)} className="upcoming-title">
                {exam.title}
              </Link>
              {exam.cards !== null ? (
                <span className="upcoming-cards">
                  {cardsUntilExamText(exam.cards)}{' '}
                  <Link
                    className="button"
                    to={paths.learnsets.learn(exam.sets.map((s) => s.id))}
                    aria-label={`Lernen: ${exam.title}`}
                  >
                    Lernen
                  </Link>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {events.length > 0 ? (
        <>
          <h2>Demnächst</h2>
          <ul className="upcoming-list">
            {events.map((event) => (
              <li key={event.id}>
                <When event={event} now={now} />
                <Link to={paths.calendars.calendar(event.calendar_id)} className="upcoming-title">
                  {EVENT_KIND_LABELS[event.kind]}: {event.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
