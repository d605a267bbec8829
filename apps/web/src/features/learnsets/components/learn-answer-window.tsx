import type { Exercise } from '@app/shared/learnsets/api';
import { almostRightText } from '@app/shared/learnsets/answer-check';
import { useId } from 'react';
import { CardFace } from './card-face/card-face';
import { LeniencyOffer } from './leniency-offer';

interface LearnAnswerWindowProps {
  exercise: Exercise;
  given: string;
  /** The accepted answer the given one was one typo from: 'Fast richtig', counted as correct. */
  almost?: string | null;
  onRate: (correct: boolean) => void;
}

/**
 * After a mismatch: question, correct answer and the user's answer; the user rates it (SPEC §4).
 * After an almost-right answer: 'Fast richtig: {answer}' and only 'Weiter', since it counts as correct.
 * After an answer wrong only by case, accents or one typo: says so and offers that option in one tap.
 */
export function LearnAnswerWindow({ exercise, given, almost = null, onRate }: LearnAnswerWindowProps) {
  const almostId = useId();
  return (
    <section className="learn-window" aria-label="Antwort">
      {almost !== null ? (
        <p id={almostId} className="learn-almost">
          {almostRightText(almost)}
        </p>
      ) : null}
      <p className="learn-label">Frage</p>
      <p className="learn-question">
        <CardFace exercise={exercise} side="question" />
      </p>
      <dl className="learn-compare">
        <dt>Richtige Antwort</dt>
        <dd className="learn-correct-answer">
          <CardFace exercise={exercise} side="answer" />
        </dd>
        {exercise.answers.length ? (
          <>
            <dt>Ebenfalls richtig</dt>
            <dd>{exercise.answers.join(' · ')}</dd>
          </>
        ) : null}
        <dt>Ihre Antwort</dt>
        <dd className="learn-given-answer">{given.trim() === '' ? '(keine Antwort)' : given}</dd>
      </dl>
      {almost !== null ? (
        <div className="learn-rate">
          {/* Focus here: Enter goes on, and a screen reader reads the right spelling with the button. */}
          <button type="button" autoFocus aria-describedby={almostId} onClick={() => onRate(true)}>
            Weiter
          </button>
        </div>
      ) : (
        <>
          <LeniencyOffer key={`${exercise.id_}:${given}`} exercise={exercise} given={given} />
          <p>War Ihre Antwort richtig?</p>
          <div className="learn-rate">
            <button type="button" onClick={() => onRate(true)}>
              Richtig
            </button>
            <button type="button" className="secondary" onClick={() => onRate(false)}>
              Falsch
            </button>
          </div>
        </>
      )}
    </section>
  );
}
