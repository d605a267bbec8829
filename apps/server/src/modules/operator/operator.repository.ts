import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { contentOwnerRow } from '../../kernel/account';
import { PLATFORM_ACCOUNT } from '../../kernel/starter-sets';

/**
 * Owner of content kept when its author's account is deleted (`user delete --keep-content`):
 * documents and sets need an owner row, and this one can never sign in (banned, no password).
 */
export const DELETED_ACCOUNT: UserRow = contentOwnerRow('geloeschtes-konto', 'Gelöschtes Konto');

/** Rows of `users` that are nobody's account: the owners of kept content and of the starter sets. */
export const SYSTEM_ACCOUNT_IDS: readonly string[] = [DELETED_ACCOUNT.id, PLATFORM_ACCOUNT.id];

/** SQL behind the operator's commands; every query runs on SQLite and PostgreSQL alike. */
export class OperatorRepository {
  constructor(private readonly db: Db) {}

  listUsers(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().where('id', 'not in', SYSTEM_ACCOUNT_IDS).orderBy('email').execute();
  }

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('id', 'not in', SYSTEM_ACCOUNT_IDS)
      .executeTakeFirst();
  }

  /** Whether anybody has an account yet (the platform's own rows do not count). */
  async hasAccounts(): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'not in', SYSTEM_ACCOUNT_IDS)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setBanned(userId: string, banned: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ banned: banned ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
  }

  /** How much the account has: active sessions, content, statistics rows (one per card) and payments. */
  async counts(userId: string, now = new Date()) {
    const db = this.db;
    const [sessions, documents, learnsets, statistics, payments] = await Promise.all([
      db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst(),
      db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('learnsets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('card_states')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    const n = (row: { n: number } | undefined) => Number(row?.n ?? 0);
    return {
      sessions: n(sessions),
      documents: n(documents),
      learnsets: n(learnsets),
      statistics: n(statistics),
      payments: n(payments),
    };
  }

  authorisations(userId: string) {
    return this.db
      .selectFrom('authorisations')
      .select(['app_host', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /**
   * Deletes the account with its sessions, statistics, answers, authorisations and payment
   * number (foreign keys cascade). Its documents and sets go too, unless `keepContent` moves
   * them to the deleted-account owner first. Returns the ids of the documents removed, whose
   * files the caller deletes after the commit.
   */
  async deleteUser(userId: string, keepContent: boolean): Promise<{ documentIds: string[]; learnsets: number }> {
    return this.db.transaction().execute(async (trx) => {
      const documentIds = (await trx.selectFrom('documents').select('id').where('owner_id', '=', userId).execute()).map(
        (r) => r.id,
      );
      const sets = await trx.selectFrom('learnsets').select('id').where('owner_id', '=', userId).execute();
      if (keepContent) {
        await trx
          .insertInto('users')
          .values(DELETED_ACCOUNT)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .updateTable('documents')
          .set({ owner_id: DELETED_ACCOUNT.id })
          .where('owner_id', '=', userId)
          .execute();
        await trx
          .updateTable('learnsets')
          .set({ owner_id: DELETED_ACCOUNT.id })
          .where('owner_id', '=', userId)
          .execute();
        // The kept sets' card images stay with them (else they would go with the account).
        await trx
          .updateTable('learnset_images')
          .set({ owner_id: DELETED_ACCOUNT.id })
          .where('owner_id', '=', userId)
          .execute();
      } else {
        await trx.deleteFrom('documents').where('owner_id', '=', userId).execute();
        await trx.deleteFrom('learnsets').where('owner_id', '=', userId).execute();
      }
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return { documentIds: keepContent ? [] : documentIds, learnsets: sets.length };
    });
  }
}
