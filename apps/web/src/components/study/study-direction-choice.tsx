import { STUDY_DIRECTION_LABELS, STUDY_DIRECTIONS, type StudyDirection } from '@app/shared/learnsets/direction';
import { useId, useState } from 'react';
import './study-direction.css';

interface StudyDirectionChoiceProps {
  direction: StudyDirection;
  onChange: (direction: StudyDirection) => void;
}

/**
 * "Abfragen: Frage → Antwort / Antwort → Frage / Gemischt" above every study mode. Toggle buttons
 * rather than radios: arrow keys on radios would restart the mode at every step through them.
 * A change starts the mode anew, which the status line tells screen-reader users.
 */
export function StudyDirectionChoice({ direction, onChange }: StudyDirectionChoiceProps) {
  const labelId = useId();
  const [announcement, setAnnouncement] = useState('');
  const choose = (next: StudyDirection) => {
    if (next === direction) return;
    setAnnouncement(`Abfragen: ${STUDY_DIRECTION_LABELS[next]}. Die Übungen beginnen neu.`);
    onChange(next);
  };
  return (
    <div className="study-direction">
      <span id={labelId} className="study-direction-label">
        Abfragen:
      </span>
      <div role="group" aria-labelledby={labelId} className="study-direction-choices">
        {STUDY_DIRECTIONS.map((value) => (
          <button
            key={value}
            type="button"
            className={value === direction ? 'study-direction-option' : 'study-direction-option secondary'}
            aria-pressed={value === direction}
            onClick={() => choose(value)}
          >
            {/* Not by colour alone (WCAG 1.4.1): the chosen one is filled and ticked. */}
            {value === direction ? <span aria-hidden="true">✓ </span> : null}
            {STUDY_DIRECTION_LABELS[value]}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
