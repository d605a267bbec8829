import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './confirm-question.css';

interface ConfirmQuestionProps {
  question: ReactNode;
  /** The answer that does it, e.g. 'Ja, löschen'. */
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a step that cannot be undone (deleting a calendar, an event, a document or a
 * learning set; leaving a calendar). The keyboard lands on its answer, as an alert dialog's should.
 */
export function ConfirmQuestion({ question, confirmLabel, pending, onConfirm, onCancel }: ConfirmQuestionProps) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => confirm.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={id} className="confirm">
      <p id={id}>{question}</p>
      <p className="button-row">
        <button ref={confirm} type="button" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Abbrechen
        </button>
      </p>
    </div>
  );
}
