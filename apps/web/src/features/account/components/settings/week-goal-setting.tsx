import { WEEK_GOAL_MAX, WEEK_GOAL_MIN } from '@app/shared';
import { useId, useState } from 'react';
import { Chip } from '../../../../components/ui/chip';
import { Switch } from '../../../../components/ui/switch';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

/** The days a goal starts with when it is switched on: a few, reachable in a school week. */
const FIRST_GOAL = 3;
const DAY_CHOICES = Array.from({ length: WEEK_GOAL_MAX - WEEK_GOAL_MIN + 1 }, (_, i) => WEEK_GOAL_MIN + i);

/**
 * 'Wochenziel': opt-in, learn on N days a week (1 to 7). The switch and the day choices save at
 * once; a refusal puts the choice back and shows the server's message. The study home then shows
 * the week, Monday to Sunday, and counts the days studied, never the days missed.
 */
export function WeekGoalSetting({ weekGoal }: { weekGoal: number | null }) {
  const [goal, setGoal] = useState(weekGoal);
  const [lastDays, setLastDays] = useState(weekGoal ?? FIRST_GOAL);
  const save = useUpdateSetting('week-goal');
  const daysLabel = useId();
  const choose = (next: number | null) => {
    const before = goal;
    setGoal(next);
    if (next !== null) setLastDays(next);
    save.mutate({ weekGoal: next }, { onError: () => setGoal(before) });
  };
  return (
    <div className="week-goal-setting">
      <p>
        Die Hauptseite zeigt Ihre Woche von Montag bis Sonntag: Jeder Tag, an dem Sie etwas beantworten, wird abgehakt.
        Am Montag beginnt eine neue Woche.
      </p>
      <Switch
        label="Ein Wochenziel setzen"
        description={goal === null ? 'Aus' : `An ${goal} ${goal === 1 ? 'Tag' : 'Tagen'} pro Woche lernen`}
        checked={goal !== null}
        onChange={(on) => choose(on ? lastDays : null)}
        busy={save.isPending}
        busyText="Wird gespeichert …"
      />
      {goal === null ? null : (
        <div className="week-goal-days">
          <span id={daysLabel}>Tage pro Woche:</span>
          <div role="group" aria-labelledby={daysLabel} className="week-goal-choices">
            {DAY_CHOICES.map((days) => (
              <Chip
                key={days}
                label={String(days)}
                selected={days === goal}
                onToggle={() => {
                  if (days !== goal && !save.isPending) choose(days);
                }}
              />
            ))}
          </div>
        </div>
      )}
      <SaveAlert result={save} />
    </div>
  );
}
