import { HTTP_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';

/** The session cookie: an opaque random token, httpOnly; the database keeps only its SHA-256. */
export const SESSION_COOKIE = 'session';

/**
 * The columns of the signed-in account that every request carries, read with the session in one
 * query: what the account reply, the plan and the calendars need. Never the password hash (the
 * password change and the sign-in read it explicitly) nor the e-mail address.
 */
export const SESSION_ACCOUNT_COLUMNS = [
  'id',
  'name',
  'classes',
  'grade',
  'newsletter',
  'iframe',
  'theme',
  'search',
  'favorites',
  'payment',
  'payment_lite',
  'banned',
  'retention',
  'answer_ignore_case',
  'answer_ignore_accents',
  'answer_allow_typo',
  'reminder',
  'first_sign_in_at',
  'week_goal',
] as const satisfies ReadonlyArray<keyof UserRow>;

/** The signed-in account as every request carries it. */
export type SessionAccount = Pick<UserRow, (typeof SESSION_ACCOUNT_COLUMNS)[number]>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for a visitor. */
    accountId: string | null;
    /** Its row, read with the session in one query; null for a visitor. */
    account: SessionAccount | null;
  }
}

/** Route config flags, read by the session plugin's one hook (plugins/session.ts). */
export interface RouteAccess {
  /** The route needs a signed-in account: visitors get 401 before any validation runs. */
  signedIn?: boolean;
  /** An upload: also counted against the account's upload allowance (plugins/upload-throttle.ts). */
  upload?: boolean;
}
export const SIGNED_IN = { signedIn: true } satisfies RouteAccess;
export const SIGNED_IN_UPLOAD = { signedIn: true, upload: true } satisfies RouteAccess;

/** The signed-in account's id, or 401 for a visitor. */
export function requireAccount(request: FastifyRequest): string {
  if (!request.accountId) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
  return request.accountId;
}
