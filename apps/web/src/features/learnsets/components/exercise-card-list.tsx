import type { Exercise } from '@app/shared/learnsets/api';
import { memo } from 'react';
// The file itself, not the items barrel: the preview needs no form code or zod.
import { IncrementalList } from '../../../components/items/incremental-list';
import '../../../components/items/items.css';
import { CardFace } from '../../../components/card-face/card-face';

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

const ExerciseCard = memo(function ExerciseCard({ exercise }: { exercise: Exercise }) {
  return (
    <dl className="exercise-card">
      <dt>Frage</dt>
      <dd>
        <CardFace exercise={exercise} side="question" speak={false} />
      </dd>
      <dt>Antwort</dt>
      <dd>
        <CardFace exercise={exercise} side="answer" speak={false} />
      </dd>
      <dt>Alternativen</dt>
      <dd>{exercise.answers.length}</dd>
      <dt>Gewichtung</dt>
      <dd>{exercise.frequency}</dd>
    </dl>
  );
});
