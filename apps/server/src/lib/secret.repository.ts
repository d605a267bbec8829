import type { Db } from '../db/connection';

/** SQL of the server-side secrets shared by every instance (`app_secrets`). */
export class SecretRepository {
  constructor(private readonly db: Db) {}

  /** The stored value, stored first as `candidate` if there was none (the first instance wins). */
  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.db
      .insertInto('app_secrets')
      .values({ name, value: candidate })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
