import { Loading } from '../loading';
import { ITEM_MESSAGES } from '@app/shared';
import type { ReactNode } from 'react';
import { useAccount } from '../../lib/boot-data';
import { Alert } from '../alert/alert';
import type { ItemFormValues } from './item-form';

interface EditableItem {
  owner: string;
  title: string;
  subject: string;
  description: string;
  class_: string;
  grade: string;
  language: string;
}

/** The stored item as the form's starting values (a file must still be chosen again). */
export function toItemFormValues(item: EditableItem): Partial<ItemFormValues> {
  return {
    title: item.title,
    subject: item.subject,
    description: item.description,
    class: item.class_,
    grade: item.grade as ItemFormValues['grade'],
    language: item.language as ItemFormValues['language'],
  };
}

/**
 * Edit screens of documents and learning sets (SPEC §2, §6): a loading text until the item and
 * the account are known, then the form for the owner and 'Sie haben keinen Zugriff auf diese
 * Seite.' for anyone else. The server refuses non-owners too; this only spares them the form.
 */
export function ItemEditGate<T extends EditableItem>(props: {
  heading: string;
  item: T | undefined;
  pending: boolean;
  errorMessage: string | undefined;
  children: (item: T) => ReactNode;
}) {
  const account = useAccount();
  let body: ReactNode;
  if (props.pending || account === null) body = <Loading />;
  else if (props.errorMessage !== undefined || !props.item) body = <Alert>{props.errorMessage}</Alert>;
  else if (!account.valid || account.info?.id_ !== props.item.owner) body = <p>{ITEM_MESSAGES.noAccess}</p>;
  else body = props.children(props.item);
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">{props.heading}</h1>
      {body}
    </section>
  );
}
