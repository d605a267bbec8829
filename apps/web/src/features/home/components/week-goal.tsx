import { weekGoalText } from '@app/shared/learnsets/study-week';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useStudyWeek } from '../api/study-week';

const DAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/**
 * 'Ihre Woche': the pupil's opt-in weekly goal as seven days, Monday to Sunday, each marked once
 * anything was answered on it, and '3 von 5 Tagen diese Woche'. It counts what was done, never
 * what was missed: no streak, and on Monday a fresh week begins. Nothing without a goal.
 */
export function WeekGoal({ goal }: { goal: number | null }) {
  const week = useStudyWeek(goal);
  if (goal === null || !week) return null;
  const studied = week.days.filter((day) => day.studied).length;
  const reached = studied >= goal;
  return (
    <section className="home-section week-goal" aria-labelledby="week-goal-title">
      <h2 id="week-goal-title">Ihre Woche</h2>
      <ol className="week-days">
        {week.days.map(({ day, studied: done }, index) => {
          const today = day === week.today;
          const name = DAY_NAMES[index] ?? day;
          const className = ['week-day', done && 'studied', today && 'today', day > week.today && 'later']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={day} className={className}>
              <span className="week-day-name" aria-hidden="true">
                {name.slice(0, 2)}
              </span>
              <span className="week-day-dot" aria-hidden="true">
                {done ? (
                  <svg viewBox="0 0 24 24">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                ) : null}
              </span>
              <span className="visually-hidden">
                {name}
                {today ? ' (heute)' : ''}
                {done ? ': gelernt' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="week-goal-line">
        <p className={reached ? 'week-goal-text reached' : 'week-goal-text'}>{weekGoalText(studied, goal)}</p>
        <Link className="week-goal-change" to={`${paths.settings}#wochenziel`}>
          Wochenziel ändern
        </Link>
      </div>
    </section>
  );
}
