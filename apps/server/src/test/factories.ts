import { NEW_ACCOUNT_DEFAULTS } from '@app/shared';
import type { Db } from '../db/connection';
import { newId, newSecret, sha256Hex } from '../lib/ids';
import { SESSION_COOKIE } from '../kernel/session-account';
import type { Insertable } from 'kysely';
import type { Database, NewRow } from '../db/schema';
import { answerCheckColumns } from '../kernel/account';
import type { TestClient } from './test-app';
import { hashPassword } from '../lib/password';

type UserRow = Database['users'];

let counter = 0;

/** A stored account (password hash is not a real one: sign in with `signInAs`). */
export async function buildUser(db: Db, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  counter++;
  const row: UserRow = {
    id: newId(),
    email: `user_${counter}_${Date.now()}@ksbeispiel.ch`,
    name: 'Anna Muster',
    password_hash: 'test-only',
    classes: '6a',
    grade: '3',
    newsletter: 0,
    iframe: 1,
    theme: NEW_ACCOUNT_DEFAULTS.theme,
    search: NEW_ACCOUNT_DEFAULTS.search,
    favorites: '[]',
    payment: NEW_ACCOUNT_DEFAULTS.payment,
    payment_lite: NEW_ACCOUNT_DEFAULTS.payment_lite,
    retention: NEW_ACCOUNT_DEFAULTS.retention,
    ...answerCheckColumns(NEW_ACCOUNT_DEFAULTS.answerCheck),
    banned: 0,
    created_at: new Date().toISOString(),
    ...overrides,
  };
  await db.insertInto('users').values(row).execute();
  // As stored: the columns' defaults apply when the row leaves them out (no reminder, never signed in, no weekly goal).
  return { reminder: 0, first_sign_in_at: null, week_goal: null, ...row };
}

/** A stored document row (its file is not written: tests that read the file store one themselves). */
export async function buildDocument(
  db: Db,
  ownerId: string,
  overrides: Partial<NewRow<'documents'>> = {},
): Promise<NewRow<'documents'>> {
  counter++;
  const now = new Date().toISOString();
  const row: NewRow<'documents'> = {
    id: newId(),
    owner_id: ownerId,
    title: `Dokument ${counter}`,
    subject: 'MA',
    description: '',
    class_: '6a',
    grade: '3',
    language: 'de',
    size: 4,
    extension: 'txt',
    mimetype: 'text/plain',
    formated_size: '4 B',
    file_name: `dokument-${counter}.txt`,
    created: '2026-11-28_10-00-00',
    edited: '2026-11-28_10-00-00',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('documents').values(row).execute();
  return row;
}

/**
 * A stored card: a learner's memory state of one exercise, by default a review card answered
 * yesterday and due tomorrow (no answer counts unless given, so it fits the schema of any migration
 * since the memory model).
 */
export async function buildCard(
  db: Db,
  userId: string,
  exerciseId: string,
  overrides: Partial<Insertable<Database['card_states']>> = {},
): Promise<void> {
  const day = 24 * 3600 * 1000;
  await db
    .insertInto('card_states')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      due: new Date(Date.now() + day).toISOString(),
      stability: 2,
      difficulty: 5,
      scheduled_days: 1,
      learning_steps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      last_review: new Date(Date.now() - day).toISOString(),
      ...overrides,
    })
    .execute();
}

/** Gives the client a valid session for the user, as a sign-in would. */
export async function signInAs(db: Db, client: TestClient, userId: string): Promise<void> {
  client.cookies.set(SESSION_COOKIE, await sessionFor(db, userId));
}

/** A stored session for the user; returns the cookie value. */
export async function sessionFor(db: Db, userId: string): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * A stored password hash that is checked in about a millisecond (1,000 rounds instead of the
 * production count): tests of throttles and lockouts count attempts, not hashing time. A right
 * sign-in still re-hashes it at the production count, as for any old hash.
 */
export const quickPasswordHash = (password: string) => hashPassword(password, 1000);
