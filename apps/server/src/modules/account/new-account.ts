import { NEW_ACCOUNT_DEFAULTS } from '@app/shared';
import type { UserRow } from '../../db/schema';
import { answerCheckColumns } from '../../kernel/account';
import { newId } from '../../lib/ids';

/** What a confirmed registration gives an account; everything else starts at the new account's defaults. */
export interface RegisteredFields {
  email: string;
  name: string;
  class_: string;
  grade: string;
  newsletter: boolean;
  password_hash: string;
}

/** The row of a new account, as the confirmation of a registration writes it (and the demo school). */
export function newAccountRow(fields: RegisteredFields, now = new Date()): UserRow {
  return {
    id: newId(),
    email: fields.email,
    name: fields.name,
    password_hash: fields.password_hash,
    classes: fields.class_,
    grade: fields.grade,
    newsletter: fields.newsletter ? 1 : 0,
    iframe: NEW_ACCOUNT_DEFAULTS.iframe ? 1 : 0,
    theme: NEW_ACCOUNT_DEFAULTS.theme,
    search: NEW_ACCOUNT_DEFAULTS.search,
    favorites: JSON.stringify(NEW_ACCOUNT_DEFAULTS.favorites),
    payment: NEW_ACCOUNT_DEFAULTS.payment,
    payment_lite: NEW_ACCOUNT_DEFAULTS.payment_lite,
    retention: NEW_ACCOUNT_DEFAULTS.retention,
    ...answerCheckColumns(NEW_ACCOUNT_DEFAULTS.answerCheck),
    banned: 0,
    created_at: now.toISOString(),
  };
}
