import type { SetProgress } from '@app/shared/learnsets/review';
import { toSwissDate } from '@app/shared/format/dates';

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';

/** The pupil's cards of one set by memory state, and a bar per day of the coming week. */
export function SetProgressView({ progress }: { progress: SetProgress }) {
  const most = Math.max(1, ...progress.dueByDay.map((d) => d.due));
  return (
    <section className="set-progress" aria-labelledby="progress-title">
      <h2 id="progress-title">Ihr Fortschritt</h2>
      <p>
        Neu: {progress.new} · Am Lernen: {progress.learning} · Gewusst: {progress.known}
      </p>
      <h3>Fällige Karten in den nächsten 7 Tagen</h3>
      <ol className="due-chart">
        {progress.dueByDay.map((d, i) => (
          <li key={d.day}>
            <span className="due-day">{i === 0 ? 'Heute' : `${weekday(d.day)} ${toSwissDate(d.day).slice(0, 6)}`}</span>
            <span className="due-bar" style={{ inlineSize: `${(d.due / most) * 100}%` }} aria-hidden="true" />
            <span className="due-count">
              {d.due} {d.due === 1 ? 'Karte' : 'Karten'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
