import type { Exercise } from '@app/shared/learnsets/api';

interface LearnAnswerWindowProps {
  exercise: Exercise;
  given: string;
  onRate: (correct: boolean) => void;
}

/** After a mismatch: question, correct answer and the user's answer; the user rates it (SPEC §4). */
export function LearnAnswerWindow({ exercise, given, onRate }: LearnAnswerWindowProps) {
  return (
    <section className="learn-window" aria-label="Antwort">
      <p className="learn-label">Frage</p>
      <p className="learn-question">{exercise.question}</p>
      <dl className="learn-compare">
        <dt>Richtige Antwort</dt>
        <dd className="learn-correct-answer">{exercise.answer}</dd>
        {exercise.answers.length ? (
          <>
            <dt>Ebenfalls richtig</dt>
            <dd>{exercise.answers.join(' · ')}</dd>
          </>
        ) : null}
        <dt>Ihre Antwort</dt>
        <dd className="learn-given-answer">{given.trim() === '' ? '(keine Antwort)' : given}</dd>
      </dl>
      <p>War Ihre Antwort richtig?</p>
      <div className="learn-rate">
        <button type="button" onClick={() => onRate(true)}>
          Richtig
        </button>
        <button type="button" className="secondary" onClick={() => onRate(false)}>
          Falsch
        </button>
      </div>
    </section>
  );
}
