import {
  DEFAULT_TEST_SIZE,
  TEST_KIND_LABELS,
  TEST_QUESTION_KINDS,
  type TestQuestionKind,
  type TestSetup,
  testSetupErrors,
} from '@app/shared/learnsets/practice-test';
import { type FormEvent, useId, useRef, useState } from 'react';
import '../../../../components/form/form.css';

interface TestSetupFormProps {
  exerciseCount: number;
  onStart: (setup: TestSetup) => void;
  onPrint: (setup: TestSetup) => void;
}

/** How many questions of which kinds; starts the test on screen or prints it on paper. */
export function TestSetupForm({ exerciseCount, onStart, onPrint }: TestSetupFormProps) {
  const id = useId();
  const [count, setCount] = useState(String(Math.min(DEFAULT_TEST_SIZE, exerciseCount)));
  const [kinds, setKinds] = useState<TestQuestionKind[]>([...TEST_QUESTION_KINDS]);
  const [showErrors, setShowErrors] = useState(false);
  const countInput = useRef<HTMLInputElement>(null);
  const firstKind = useRef<HTMLInputElement>(null);

  const setup: TestSetup = { count: count.trim() === '' ? Number.NaN : Number(count), kinds };
  const errors = showErrors ? testSetupErrors(setup, exerciseCount) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = testSetupErrors(setup, exerciseCount);
    setShowErrors(true);
    if (found.count) return countInput.current?.focus();
    if (found.kinds) return firstKind.current?.focus();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.dataset.action === 'print') onPrint(setup);
    else onStart(setup);
  };

  const toggle = (kind: TestQuestionKind, checked: boolean) =>
    setKinds((current) => TEST_QUESTION_KINDS.filter((k) => (k === kind ? checked : current.includes(k))));

  return (
    <form className="form test-setup" noValidate onSubmit={submit} aria-label="Test einrichten">
      <div className="form-field">
        <label htmlFor={`${id}-count`}>Anzahl Fragen</label>
        <input
          ref={countInput}
          id={`${id}-count`}
          className="test-count"
          type="number"
          inputMode="numeric"
          min={1}
          max={exerciseCount}
          value={count}
          aria-invalid={errors.count ? true : undefined}
          aria-describedby={[`${id}-count-hint`, errors.count ? `${id}-count-error` : ''].join(' ').trim()}
          onChange={(event) => setCount(event.target.value)}
        />
        <p className="field-hint" id={`${id}-count-hint`}>
          1 bis {exerciseCount}
        </p>
        {errors.count ? (
          <p className="field-error" id={`${id}-count-error`} role="alert">
            {errors.count}
          </p>
        ) : null}
      </div>
      <fieldset className="test-kinds" aria-describedby={errors.kinds ? `${id}-kinds-error` : undefined}>
        <legend>Fragenarten</legend>
        {TEST_QUESTION_KINDS.map((kind, index) => (
          <label key={kind} className="test-choice">
            <input
              ref={index === 0 ? firstKind : undefined}
              type="checkbox"
              checked={kinds.includes(kind)}
              aria-invalid={errors.kinds ? true : undefined}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <span>{TEST_KIND_LABELS[kind]}</span>
          </label>
        ))}
        {errors.kinds ? (
          <p className="field-error" id={`${id}-kinds-error`} role="alert">
            {errors.kinds}
          </p>
        ) : null}
      </fieldset>
      <div className="button-row">
        <button type="submit">Test starten</button>
        <button type="submit" className="secondary" data-action="print">
          Als Papiertest drucken
        </button>
      </div>
    </form>
  );
}
