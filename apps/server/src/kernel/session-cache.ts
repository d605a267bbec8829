import type SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { SessionAccount } from './session-account';

interface CachedSession {
  account: SessionAccount;
  expiresAt: string;
}

/**
 * Live sessions with their accounts, trusted only while SQLite's change counter of sessions and
 * accounts (kept by triggers, so any process's change counts) stands where it stood when they were
 * read: a logout, password change, ban or settings change anywhere empties it at once.
 */
export class SessionCache {
  private changes = -1;
  private readonly entries = new LRUCache<string, CachedSession>({ max: 10_000 });
  private readonly counter: SQLite.Statement<[], number>;
  /** The counter as read in this turn of the event loop; undefined once the turn is over. */
  private counterThisTurn: number | undefined;
  /**
   * Read the counter anew at the next request: the turn is over, or this connection is about to
   * write (maybe a session or an account; this process's own changes count at once).
   */
  readonly forgetCounter = () => {
    this.counterThisTurn = undefined;
  };

  constructor(sqlite: SQLite.Database) {
    this.counter = sqlite.prepare<[], number>('select n from session_changes').pluck();
  }

  /**
   * The counter now, read synchronously on the connection (no query builder on the hot path), once
   * per turn of the event loop: the requests read in one turn arrived together, and a change
   * another process commits meanwhile is seen by the next turn's requests. Under load one read
   * serves a few dozen requests; each costs 5–25 µs, a fifth of a signed-in request.
   */
  currentChanges(): number {
    if (this.counterThisTurn === undefined) {
      this.counterThisTurn = this.counter.get() ?? 0;
      setImmediate(this.forgetCounter);
    }
    return this.counterThisTurn;
  }

  /** The cached account of a session still live at `now`, unless anything changed since. */
  get(tokenHash: string, changes: number, now: string): SessionAccount | undefined {
    if (changes !== this.changes) {
      this.entries.clear();
      this.changes = changes;
      return undefined;
    }
    const hit = this.entries.get(tokenHash);
    return hit && hit.expiresAt > now ? hit.account : undefined;
  }

  /**
   * Keeps what was read after the counter showed `changes`; dropped if the counter has moved
   * since (the row may be older than the change).
   */
  set(tokenHash: string, changes: number, account: SessionAccount, expiresAt: string): void {
    if (changes === this.changes) this.entries.set(tokenHash, { account: Object.freeze(account), expiresAt });
  }
}
