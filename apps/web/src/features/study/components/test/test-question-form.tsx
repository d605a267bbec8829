import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ExerciseTestQuestion } from '../../hooks/use-test-session';
import { TestQuestionField } from './test-question-field';

interface TestQuestionFormProps {
  questions: readonly ExerciseTestQuestion[];
  onHandIn: (answers: string[]) => void;
  onPrint: () => void;
}

/** All questions on one page and 'Abgeben'; unanswered questions count as wrong. */
export function TestQuestionForm({ questions, onHandIn, onPrint }: TestQuestionFormProps) {
  const list = useRef<HTMLOListElement>(null);
  // The setup form that had the focus is gone: the first question takes it over.
  useLayoutEffect(() => list.current?.querySelector('input')?.focus(), []);
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const answered = answers.filter((answer) => answer.trim() !== '').length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onHandIn(answers);
  };
  const answer = (index: number, value: string) =>
    setAnswers((current) => current.map((old, i) => (i === index ? value : old)));

  return (
    <form className="test-questions test-screen-only" onSubmit={submit} aria-label="Testfragen">
      <div className="button-row">
        <button type="button" className="secondary" onClick={onPrint}>
          Als Papiertest drucken
        </button>
      </div>
      <ol ref={list} className="test-question-list">
        {questions.map((question, index) => (
          <li key={question.exercise.id_}>
            <TestQuestionField
              question={question}
              number={index + 1}
              value={answers[index] ?? ''}
              onChange={(value) => answer(index, value)}
            />
          </li>
        ))}
      </ol>
      <p className="test-progress">
        {answered} von {questions.length} Fragen beantwortet
      </p>
      <div className="button-row">
        <button type="submit">Abgeben</button>
      </div>
    </form>
  );
}
