import { ITEM_DELETE_TEXTS } from '@app/shared/items/item-delete';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '../alert/alert';
import { ConfirmQuestion } from '../confirm-question/confirm-question';

interface ItemDeleteActionProps {
  /** What goes, named for the owner before they confirm. */
  question: string;
  /** The server call that deletes the item. */
  remove: () => Promise<unknown>;
  /** After the server deleted it, e.g. back to the list. */
  onDeleted: () => void;
  /** The button's class: 'secondary' unless given (an item of a menu has its own). */
  className?: string;
  /** Before the button's label, e.g. in a menu. */
  icon?: ReactNode;
}

/** 'Löschen' for the owner of a document or learning set: asks first, the keyboard on the answer. */
export function ItemDeleteAction({
  question,
  remove,
  onDeleted,
  className = 'secondary',
  icon,
}: ItemDeleteActionProps) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useMutation({ mutationFn: remove, onSuccess: onDeleted });
  const button = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Cancelled, the keyboard is back on 'Löschen' rather than lost with the question.
  useEffect(() => {
    if (confirming || !cancelled.current) return;
    cancelled.current = false;
    button.current?.focus();
  }, [confirming]);
  const cancel = () => {
    cancelled.current = true;
    setConfirming(false);
  };
  return (
    <div className="item-delete">
      {confirming ? (
        <ConfirmQuestion
          question={question}
          confirmLabel={ITEM_DELETE_TEXTS.confirm}
          pending={deletion.isPending}
          onConfirm={() => deletion.mutate()}
          onCancel={cancel}
        />
      ) : (
        <p>
          <button ref={button} type="button" className={className} onClick={() => setConfirming(true)}>
            {icon}
            {ITEM_DELETE_TEXTS.button}
          </button>
        </p>
      )}
      {deletion.error ? <Alert>{deletion.error.message}</Alert> : null}
    </div>
  );
}
