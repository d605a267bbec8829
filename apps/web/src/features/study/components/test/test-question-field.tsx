import { TEST_FALSE, TEST_TRUE } from '@app/shared/learnsets/practice-test';
import { type KeyboardEvent, useId } from 'react';
import type { ExerciseTestQuestion } from '../../hooks/use-test-session';
import { CardFace } from '../../../../components/card-face/card-face';
import { useSideLanguage } from '../../../../components/card-face/card-languages';
import { FormulaText } from '../../../../components/card-face/formula-text';
import { SpeakButton } from '../../../../components/card-face/speak-button';

interface TestQuestionFieldProps {
  question: ExerciseTestQuestion;
  number: number;
  value: string;
  onChange: (value: string) => void;
}

/** One numbered question: a text field, four options or the verdict on a proposed answer. */
export function TestQuestionField({ question, number, value, onChange }: TestQuestionFieldProps) {
  const id = useId();
  const lang = useSideLanguage(question.exercise, 'question');
  const answerLang = useSideLanguage(question.exercise, 'answer');
  return (
    <fieldset className="test-question">
      <legend>
        <span className="test-number">Frage {number}</span>
        <span className="test-question-text">
          <CardFace exercise={question.exercise} side="question" speak={false} />
        </span>
        {question.kind === 'truefalse' ? (
          <span className="test-proposal">
            Vorgeschlagene Antwort:{' '}
            <strong lang={answerLang}>
              <FormulaText text={question.proposed} />
            </strong>
          </span>
        ) : null}
      </legend>
      {question.kind === 'typed' ? (
        <div className="form-field">
          <label htmlFor={id}>Ihre Antwort zu Frage {number}</label>
          <input
            id={id}
            type="text"
            lang={answerLang}
            value={value}
            // What the pupil typed is what is judged: no capital first letter, no autocorrect (issue #29).
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            // A string: Preact drops an attribute whose value is false (docs/decisions/0058).
            spellCheck="false"
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={keepEnterFromHandingIn}
          />
        </div>
      ) : (
        <Options
          name={id}
          options={question.kind === 'choice' ? question.options : [TEST_TRUE, TEST_FALSE]}
          // The options of a choice are answers; Richtig/Falsch are the site's German.
          lang={question.kind === 'choice' ? answerLang : undefined}
          value={value}
          onChange={onChange}
        />
      )}
      {/* Outside the legend, so the group's name stays the question; after the answer, so Tab reaches that first. */}
      <SpeakButton text={question.exercise.question} side="question" lang={lang} />
    </fieldset>
  );
}

interface OptionsProps {
  name: string;
  lang: string | undefined;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** Radio buttons: Tab reaches the group, the arrow keys choose (the browser's own behaviour). */
function Options({ name, lang, options, value, onChange }: OptionsProps) {
  return (
    <div className="test-options">
      {options.map((option) => (
        <label key={option} className="test-choice">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span lang={lang}>
            <FormulaText text={option} />
          </span>
        </label>
      ))}
    </div>
  );
}

/** Enter in a text field would hand in the whole test at once; only 'Abgeben' does that. */
function keepEnterFromHandingIn(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}
