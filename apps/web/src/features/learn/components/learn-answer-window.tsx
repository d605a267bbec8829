import type { Exercise } from '@app/shared/learnsets/api';
import { correctAnswer } from '@app/shared/learnsets/answer-diff';
import { almostRightText } from '@app/shared/learnsets/answer-check';
import { type KeyboardEvent, useId, useMemo } from 'react';
import { CardFace } from '../../../components/card-face/card-face';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { LeniencyOffer } from './leniency-offer';
import { MarkedAnswer, MarkLegend } from './marked-answer';

interface LearnAnswerWindowProps {
  exercise: Exercise;
  given: string;
  /** The accepted answer the given one was one typo from: 'Fast richtig', counted as correct. */
  almost?: string | null;
  onRate: (correct: boolean) => void;
}

/** A held Enter repeats: its repeats must not rate the answer before the pupil has read it. */
const ignoreRepeatedEnter = (event: KeyboardEvent<HTMLButtonElement>) => {
  if (event.key === 'Enter' && event.repeat) event.preventDefault();
};

/**
 * After a mismatch: question, correct answer and the user's answer with the differences marked; the
 * user rates it (SPEC §4). The focus goes to 'Falsch', so Enter counts it wrong and goes on; 'Richtig'
 * is one Tab back. After an almost-right answer: 'Fast richtig: {answer}' and only 'Weiter', since it
 * counts as correct. After an answer wrong only by case, accents or one typo: says so and offers that
 * option in one tap.
 */
export function LearnAnswerWindow({ exercise, given, almost = null, onRate }: LearnAnswerWindowProps) {
  const almostId = useId();
  const correction = useMemo(() => correctAnswer(given, exercise), [given, exercise]);
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
        <dd className="learn-given-answer">
          <MarkedAnswer given={given} correction={correction} />
        </dd>
      </dl>
      {correction ? <MarkLegend exercise={exercise} correction={correction} /> : null}
      {almost !== null ? (
        <div className="learn-rate">
          {/* Focus here: Enter goes on, and a screen reader reads the right spelling with the button. */}
          <button
            type="button"
            ref={focusOnMount}
            aria-describedby={almostId}
            onKeyDown={ignoreRepeatedEnter}
            onClick={() => onRate(true)}
          >
            Weiter
          </button>
        </div>
      ) : (
        <>
          <LeniencyOffer key={`${exercise.id_}:${given}`} exercise={exercise} given={given} />
          <p>War Ihre Antwort richtig?</p>
          <div className="learn-rate">
            <button type="button" className="secondary" onClick={() => onRate(true)}>
              Richtig
            </button>
            {/* The default: Enter after a mismatch counts it wrong, as it most often is. */}
            <button type="button" ref={focusOnMount} onKeyDown={ignoreRepeatedEnter} onClick={() => onRate(false)}>
              Falsch
            </button>
          </div>
        </>
      )}
    </section>
  );
}
