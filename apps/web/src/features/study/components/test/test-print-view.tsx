import { rightVerdict, TEST_FALSE, TEST_TRUE } from '@app/shared/learnsets/practice-test';
import type { ExerciseTestQuestion } from '../../hooks/use-test-session';
import { CardFace } from '../../../../components/card-face/card-face';
import { FormulaText } from '../../../../components/card-face/formula-text';

/**
 * The paper version of the test: hidden on screen, the only thing printed (test.css). The answer key
 * starts on a page of its own, so the questions can be handed out without it.
 */
export function TestPrintView({ questions }: { questions: readonly ExerciseTestQuestion[] }) {
  return (
    <div className="test-print">
      <p className="test-print-name">Name: ______________________ Datum: ____________</p>
      <ol className="test-print-questions">
        {questions.map((question) => (
          <li key={question.exercise.id_}>
            <p className="test-print-question">
              <CardFace exercise={question.exercise} side="question" speak={false} eager />
            </p>
            <PaperAnswer question={question} />
          </li>
        ))}
      </ol>
      <section className="test-print-key">
        <h2>Lösungen</h2>
        <ol>
          {questions.map((question) => (
            <li key={question.exercise.id_}>
              {question.kind === 'truefalse' ? `${rightVerdict(question)} (` : null}
              <FormulaText text={question.exercise.answer} />
              {question.kind === 'truefalse' ? ')' : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function PaperAnswer({ question }: { question: ExerciseTestQuestion }) {
  if (question.kind === 'typed') {
    return (
      <div className="test-print-lines">
        <span />
        <span />
      </div>
    );
  }
  if (question.kind === 'choice') {
    return (
      <ul className="test-print-options">
        {question.options.map((option) => (
          <li key={option}>
            <span className="test-print-box" aria-hidden="true" /> <FormulaText text={option} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <p>
        Vorgeschlagene Antwort: <FormulaText text={question.proposed} />
      </p>
      <p className="test-print-verdict">
        <span className="test-print-box" aria-hidden="true" /> {TEST_TRUE} /{' '}
        <span className="test-print-box" aria-hidden="true" /> {TEST_FALSE}
      </p>
    </>
  );
}
