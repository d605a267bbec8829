import { estimatedGrade } from '@app/shared/learnsets/learn';
import { rightVerdict } from '@app/shared/learnsets/test-builder';
import { useEffect, useId, useRef } from 'react';
import type { TestOutcome } from '../../hooks/use-test-session';

interface TestResultProps {
  outcomes: readonly TestOutcome[];
  onNewTest: () => void;
  onRetryMistakes: () => void;
}

/** Points, the estimated grade (SPEC §9) and every mistake beside the right answer. */
export function TestResult({ outcomes, onNewTest, onRetryMistakes }: TestResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryId = useId();
  // Focus on the heading tells a screen reader that the page changed and reads the summary with it.
  useEffect(() => heading.current?.focus(), []);
  const points = outcomes.filter((outcome) => outcome.correct).length;
  const mistakes = outcomes
    .map((outcome, index) => ({ ...outcome, number: index + 1 }))
    .filter((outcome) => !outcome.correct);

  return (
    <section className="test-result">
      <h2 ref={heading} tabIndex={-1} aria-describedby={summaryId}>
        Ergebnis
      </h2>
      <div id={summaryId} className="test-summary">
        <p className="test-score">
          {points} von {outcomes.length} Punkten
        </p>
        <p>Geschätzte Note: {estimatedGrade(points, outcomes.length - points)}</p>
      </div>
      {mistakes.length === 0 ? (
        <p>Keine Fehler – alles richtig!</p>
      ) : (
        <>
          <h3>Ihre Fehler</h3>
          <ol className="test-mistakes">
            {mistakes.map(({ question, given, number }) => (
              <li key={question.exercise.id_}>
                <p className="test-mistake-question">
                  Frage {number}: {question.exercise.question}
                </p>
                <dl className="learn-compare">
                  {question.kind === 'truefalse' ? (
                    <>
                      <dt>Vorgeschlagen</dt>
                      <dd>{question.proposed}</dd>
                    </>
                  ) : null}
                  <dt>Ihre Antwort</dt>
                  <dd className="test-given">{given.trim() === '' ? '(keine Antwort)' : given}</dd>
                  <dt>Richtige Antwort</dt>
                  <dd className="test-right">
                    {question.kind === 'truefalse'
                      ? `${rightVerdict(question)} (die Lösung ist: ${question.exercise.answer})`
                      : question.exercise.answer}
                  </dd>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="button-row">
        <button type="button" onClick={onNewTest}>
          Neuer Test
        </button>
        {mistakes.length > 0 ? (
          <button type="button" className="secondary" onClick={onRetryMistakes}>
            Nochmals mit den Fehlern
          </button>
        ) : null}
      </div>
    </section>
  );
}
