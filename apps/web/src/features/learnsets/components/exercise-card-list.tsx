import type { Exercise } from '@app/shared/learnsets/api';
import { memo } from 'react';
// The file itself, not the items barrel: the preview needs no form code or zod.
import { IncrementalList } from '../../../components/items/incremental-list';
import '../../../components/items/items.css';
import { CardFace } from '../../../components/card-face/card-face';
import { useSideLanguage } from '../../../components/card-face/card-languages';
import { FormulaText } from '../../../components/card-face/formula-text';
import { Card } from '../../../components/ui/card';
import { weightInWords } from './set-page/set-page-texts';

const keyOf = (exercise: Exercise) => exercise.id_;
const renderCard = (exercise: Exercise) => <ExerciseCard exercise={exercise} />;

/** One card per exercise, rendered in steps so a 10,000-item set never freezes the page. */
export function ExerciseCardList({ exercises }: { exercises: readonly Exercise[] }) {
  return (
    <IncrementalList
      items={exercises}
      getKey={keyOf}
      renderItem={renderCard}
      step={100}
      className="exercise-cards"
      aria-label="Übungen"
    />
  );
}

/**
 * Question and answer with their formulas and pictures; the alternatives and the weight only
 * where they differ from the default, in words.
 */
const ExerciseCard = memo(function ExerciseCard({ exercise }: { exercise: Exercise }) {
  const weight = weightInWords(exercise.frequency);
  return (
    <Card className="exercise-card">
      <dl className="exercise-sides">
        <div className="exercise-side">
          <dt>Frage</dt>
          <dd>
            <CardFace exercise={exercise} side="question" speak={false} />
          </dd>
        </div>
        <div className="exercise-side exercise-answer">
          <dt>Antwort</dt>
          <dd>
            <CardFace exercise={exercise} side="answer" speak={false} />
          </dd>
        </div>
      </dl>
      {exercise.answers.length > 0 || weight ? (
        <ul className="exercise-extras">
          {exercise.answers.length > 0 ? <Alternatives exercise={exercise} /> : null}
          {weight ? <li>{weight}</li> : null}
        </ul>
      ) : null}
    </Card>
  );
});

/** 'Auch richtig: …', each alternative in the answers' language. */
function Alternatives({ exercise }: { exercise: Exercise }) {
  const lang = useSideLanguage(exercise, 'answer');
  return (
    <li>
      Auch richtig:{' '}
      {exercise.answers.map((alternative, i) => (
        <span key={i}>
          {i > 0 ? ' · ' : null}
          <span lang={lang}>
            <FormulaText text={alternative} />
          </span>
        </span>
      ))}
    </li>
  );
}
