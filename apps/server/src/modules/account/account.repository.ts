import type { Db } from '../../db/connection';
import type { Database, UserRow } from '../../db/schema';
import type { DbExecutor } from '../../db/connection';

type UserSettings = Partial<
  Pick<
    UserRow,
    | 'iframe'
    | 'newsletter'
    | 'classes'
    | 'grade'
    | 'search'
    | 'favorites'
    | 'theme'
    | 'password_hash'
    | 'retention'
    | 'answer_ignore_case'
    | 'answer_ignore_accents'
    | 'answer_allow_typo'
    | 'reminder'
    | 'week_goal'
  >
>;

/** SQL for accounts, sessions and pending registrations; nothing else touches these tables. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  findById(id: string, db: DbExecutor = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async update(id: string, values: UserSettings): Promise<void> {
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  async addPending(row: Database['pending_registrations']): Promise<void> {
    // Expired registrations are useless: drop them whenever a new one arrives.
    await this.db.deleteFrom('pending_registrations').where('expires_at', '<', new Date().toISOString()).execute();
    await this.db.insertInto('pending_registrations').values(row).execute();
  }

  findPending(codeHash: string) {
    return this.db.selectFrom('pending_registrations').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
  }

  async deletePending(codeHash: string): Promise<void> {
    await this.db.deleteFrom('pending_registrations').where('code_hash', '=', codeHash).execute();
  }

  /** Stores an account made without a mailed link (the demo school); false when the address is taken. */
  async createAccount(user: UserRow): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
      if (exists) return false;
      await trx.insertInto('users').values(user).execute();
      return true;
    });
  }

  /**
   * Turns a pending registration into an account, once: the pending row is consumed in the same
   * transaction, so a link opened twice at the same moment creates one account.
   */
  async createFromPending(codeHash: string, user: UserRow): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const consumed = await trx
        .deleteFrom('pending_registrations')
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      if (Number(consumed.numDeletedRows) !== 1) return false;
      const exists = await trx.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
      if (exists) return false;
      await trx.insertInto('users').values(user).execute();
      await trx.deleteFrom('pending_registrations').where('email', '=', user.email).execute();
      return true;
    });
  }
}
