import type { SetProgress } from '@app/shared/learnsets/review';
import { toSwissDate } from '@app/shared/format/dates';
import { STUDY_WAYS } from '../../../components/ui/study-modes';
import { tintStyle } from '../../../components/ui/tint';
import '../../../components/ui/ui.css';

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';

/** The pupil's cards of one set by memory state, and a bar per day of the coming week. */
export function SetProgressView({ progress }: { progress: SetProgress }) {
  const most = Math.max(1, ...progress.dueByDay.map((d) => d.due));
  return (
    <section className="set-progress" aria-labelledby="progress-title">
      <h2 id="progress-title">Ihr Fortschritt</h2>
      <p className="set-progress-states">
        Neu: {progress.new} · Am Lernen: {progress.learning} · Gewusst: {progress.known}
      </p>
      <h3>Fällige Karten in den nächsten 7 Tagen</h3>
      {/* The bars in Wiederholen's colour: these are the cards it will bring. */}
      <ol className="due-chart tint" style={tintStyle(STUDY_WAYS.review)}>
        {progress.dueByDay.map((d, i) => (
          <li key={d.day}>
            <span className="due-day">{i === 0 ? 'Heute' : `${weekday(d.day)} ${toSwissDate(d.day).slice(0, 6)}`}</span>
            <span className="ui-progress-track" aria-hidden="true">
              <span className="ui-progress-fill" style={{ inlineSize: `${(d.due / most) * 100}%` }} />
            </span>
            <span className="due-count">
              {d.due} {d.due === 1 ? 'Karte' : 'Karten'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
