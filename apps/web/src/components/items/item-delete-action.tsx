import { ITEM_DELETE_TEXTS } from '@app/shared/items/item-delete';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../alert/alert';
import { ConfirmQuestion } from '../confirm-question/confirm-question';

interface ItemDeleteActionProps {
  /** What goes, named for the owner before they confirm. */
  question: string;
  /** The server call that deletes the item. */
  remove: () => Promise<unknown>;
  /** After the server deleted it, e.g. back to the list. */
  onDeleted: () => void;
}

/** 'Löschen' for the owner of a document or learning set: asks first, the keyboard on the answer. */
export function ItemDeleteAction({ question, remove, onDeleted }: ItemDeleteActionProps) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useMutation({ mutationFn: remove, onSuccess: onDeleted });
  return (
    <div className="item-delete">
      {confirming ? (
        <ConfirmQuestion
          question={question}
          confirmLabel={ITEM_DELETE_TEXTS.confirm}
          pending={deletion.isPending}
          onConfirm={() => deletion.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <p>
          <button type="button" className="secondary" onClick={() => setConfirming(true)}>
            {ITEM_DELETE_TEXTS.button}
          </button>
        </p>
      )}
      {deletion.error ? <Alert>{deletion.error.message}</Alert> : null}
    </div>
  );
}
