import { sql } from 'kysely';
import type { Db, Engine } from '../../db/connection';
import { OperatorRepository } from './operator.repository';

/**
 * Every table, parents before children (restore order). A test compares this list with the
 * live schema, so a table added later cannot be left out of backups.
 */
export const BACKUP_TABLES = [
  'app_secrets',
  'users',
  'pending_registrations',
  'sessions',
  'password_resets',
  'throttle',
  'access_log',
  // Before the items: the restore's inserts queue their items again on top of the saved queue.
  'jobs',
  'documents',
  'document_files',
  'learnsets',
  'learnset_images',
  'exercises',
  'answers',
  'stats_versions',
  'started_sets',
  'recent_studies',
  'exam_dates',
  'card_states',
  // After card_states: the backup's counts replace those the restore's inserts made.
  'card_counts',
  'payment_numbers',
  'payments',
  'authorisations',
  'blocked_ips',
  'newsletters',
  'newsletter_deliveries',
  'reminder_mails',
  'unsubscribe_tokens',
  'calendars',
  'calendar_sources',
  'calendar_events',
  'calendar_event_sets',
  'calendar_event_documents',
  'calendar_subscriptions',
  'calendar_members',
] as const;

/**
 * Backups made before the counts of right and wrong answers moved into the cards (migration 0016)
 * hold them in a table `statistics` of their own: added to their cards here, and counts without a
 * card become new cards due at the restore, as the migration did with the live tables.
 */
export function cardsWithOldCounts(cards: readonly Row[], statistics: readonly Row[], now: string): Row[] {
  if (statistics.length === 0) return [...cards];
  const key = (row: Row) => `${String(row.user_id)} ${String(row.exercise_id)}`;
  const counts = new Map(statistics.map((row) => [key(row), row]));
  const merged: Row[] = cards.map((card) => {
    const count = counts.get(key(card));
    counts.delete(key(card));
    return { ...card, correct: count ? count.correct : 0, wrong: count ? count.wrong : 0 };
  });
  for (const { user_id, exercise_id, correct, wrong } of counts.values()) {
    const newCard = { due: now, stability: 0, difficulty: 0, scheduled_days: 0, learning_steps: 0, reps: 0 };
    merged.push({ user_id, exercise_id, correct, wrong, ...newCard, lapses: 0, state: 0, last_review: null });
  }
  return merged;
}

/**
 * Kept from other tables: SQLite's session change counter (by triggers) and the library's search
 * index (by the background jobs the restore's inserts queue). A restore makes them anew.
 */
export const DERIVED_TABLES = [
  'session_changes',
  'search_items',
  'search_postings',
  'search_chunks',
  'search_vocab',
] as const;

export type Row = Record<string, unknown>;
const BATCH = 500;

/** Any table by name: the backup copies rows it does not need to understand. */
type AnyDb = Db & { selectFrom(table: string): never };

/** SQL of backup and restore: whole tables, in one transaction each way. */
export class BackupRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /** Hands every table's rows to `write` inside one transaction: a consistent snapshot while the server runs. */
  async snapshot(write: (table: string, rows: Row[]) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (this.engine === 'postgres') await sql`set transaction isolation level repeatable read read only`.execute(trx);
      for (const table of BACKUP_TABLES) {
        const rows = await (trx as unknown as AnyDb)
          .selectFrom(table as never)
          .selectAll()
          .execute();
        await write(table, rows as Row[]);
      }
    });
  }

  /**
   * True when no account exists yet (a restore goes only into an empty installation). The
   * platform's own rows, which a start plants, do not count: the backup's rows replace them.
   */
  async isEmpty(): Promise<boolean> {
    return !(await new OperatorRepository(this.db).hasAccounts());
  }

  /** Replaces every table's rows with what `read` gives, in one transaction; returns the counts. */
  async replaceAll(read: (table: string) => Promise<Row[]>): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    await this.db.transaction().execute(async (trx) => {
      for (const table of BACKUP_TABLES) {
        // Rows the server created by itself on start (e.g. secrets) are replaced by the backup's.
        await trx.deleteFrom(table as never).execute();
        const rows = await read(table);
        for (let i = 0; i < rows.length; i += BATCH) {
          await trx
            .insertInto(table as never)
            .values(rows.slice(i, i + BATCH) as never)
            .execute();
        }
        counts[table] = rows.length;
      }
    });
    return counts;
  }
}
