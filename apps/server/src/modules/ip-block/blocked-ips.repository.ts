import type { Db } from '../../db/connection';

/** SQL of the block list; entries are canonical CIDR texts (see lib/cidr.ts). */
export class BlockedIpsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<Array<{ cidr: string; created_at: string }>> {
    return this.db.selectFrom('blocked_ips').selectAll().orderBy('created_at').orderBy('cidr').execute();
  }

  /** False when the entry was already there. */
  async add(cidr: string, at = new Date()): Promise<boolean> {
    const result = await this.db
      .insertInto('blocked_ips')
      .values({ cidr, created_at: at.toISOString() })
      .onConflict((oc) => oc.column('cidr').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** False when there was no such entry. */
  async remove(cidr: string): Promise<boolean> {
    const result = await this.db.deleteFrom('blocked_ips').where('cidr', '=', cidr).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
