import { almostRightText } from '@app/shared/learnsets/answer-check';
import { estimatedGrade } from '@app/shared/learnsets/learn';
import { rightVerdict } from '@app/shared/learnsets/practice-test';
import { useId, useLayoutEffect, useRef } from 'react';
import type { TestOutcome } from '../../hooks/use-test-session';
import { CardFace } from '../../../../components/card-face/card-face';
import { FormulaText } from '../../../../components/card-face/formula-text';

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
  useLayoutEffect(() => heading.current?.focus(), []);
  const points = outcomes.filter((outcome) => outcome.correct).length;
  const mistakes = outcomes
    .map((outcome, index) => ({ ...outcome, number: index + 1 }))
    .filter((outcome) => !outcome.correct);
  // Typed answers one typo off: a point each, listed so the pupil sees the right spelling.
  const almostRight = outcomes.flatMap((outcome, index) =>
    outcome.almost === undefined ? [] : [{ ...outcome, almost: outcome.almost, number: index + 1 }],
  );

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
                  Frage {number}: <CardFace exercise={question.exercise} side="question" speak={false} />
                </p>
                <dl className="learn-compare">
                  {question.kind === 'truefalse' ? (
                    <>
                      <dt>Vorgeschlagen</dt>
                      <dd>
                        <FormulaText text={question.proposed} />
                      </dd>
                    </>
                  ) : null}
                  <dt>Ihre Antwort</dt>
                  <dd className="test-given">{given.trim() === '' ? '(keine Antwort)' : given}</dd>
                  <dt>Richtige Antwort</dt>
                  <dd className="test-right">
                    {question.kind === 'truefalse' ? `${rightVerdict(question)} (die Lösung ist: ` : null}
                    <CardFace exercise={question.exercise} side="answer" speak={false} />
                    {question.kind === 'truefalse' ? ')' : null}
                  </dd>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
      {almostRight.length > 0 ? (
        <>
          <h3>Fast richtig</h3>
          <p>Diese Antworten zählen als richtig. Achten Sie auf die Schreibweise.</p>
          <ol className="test-mistakes">
            {almostRight.map(({ question, given, almost, number }) => (
              <li key={question.exercise.id_}>
                <p className="test-mistake-question">
                  Frage {number}: <CardFace exercise={question.exercise} side="question" speak={false} />
                </p>
                <dl className="learn-compare">
                  <dt>Ihre Antwort</dt>
                  <dd className="test-given">{given}</dd>
                </dl>
                <p className="test-almost">{almostRightText(almost)}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
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
