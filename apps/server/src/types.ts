import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Engine } from './db/connection';
import type { Throttle } from './lib/throttle';
import type { WriterThread } from './writer/writer-thread';
import type { UserRow } from './modules/account/account.repository';
import type { LearnsetParsePool } from './modules/learnsets/learnset-parse-pool';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for a visitor. */
    accountId: string | null;
    /** Its row, read with the session in one query; null for a visitor. */
    account: UserRow | null;
  }
}

/** What every module gets: configuration and the database. */
export interface AppContext {
  config: Config;
  db: Db;
  engine: Engine;
  /** Shared counters for throttling (Redis when configured, else the database). */
  throttle: Throttle;
  /** SQLite's thread for the writes that come all the time (answers, access log); none on PostgreSQL. */
  writer?: WriterThread;
  /**
   * The one pool of child processes that parses uploads (learning sets, Anki packages, calendar
   * files): bounded, its jobs killed at their time limit, drained and closed with the app.
   */
  parsePool: LearnsetParsePool;
  /** The clock of rules with an expiry (mailed links); tests pass their own. Default: the system's. */
  now?: () => Date;
}

/**
 * The app as route modules see it: params, query, body and reply typed from the route's zod
 * schemas (packages/shared), so no handler casts what it received.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
