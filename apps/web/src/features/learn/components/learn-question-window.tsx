import type { Exercise } from '@app/shared/learnsets/api';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { CardFace } from '../../../components/card-face/card-face';
import { focusOnMount } from '../../../lib/focus-on-mount';

interface LearnQuestionWindowProps {
  exercise: Exercise;
  onSubmit: (answer: string) => void;
}

/** The question, a multi-line answer box (Enter without Shift submits) and 'Weiter' (SPEC §2). */
export function LearnQuestionWindow({ exercise, onSubmit }: LearnQuestionWindowProps) {
  const [answer, setAnswer] = useState('');
  const id = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSubmit(answer);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter is a line break; Enter while an input method composes a word is not a submit.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className="learn-window" onSubmit={submit} aria-label="Frage">
      <p className="learn-label">Frage</p>
      <p className="learn-question">
        <CardFace exercise={exercise} side="question" />
      </p>
      <label htmlFor={id}>Ihre Antwort</label>
      <textarea
        id={id}
        rows={3}
        value={answer}
        ref={focusOnMount}
        // What the pupil typed is what is judged: no capital first letter, no autocorrect (issue #29).
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        // A string: Preact drops an attribute whose value is false (docs/decisions/0058).
        spellCheck="false"
        onChange={(event) => setAnswer(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div>
        <button type="submit">Weiter</button>
      </div>
    </form>
  );
}
