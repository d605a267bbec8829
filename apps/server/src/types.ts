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
import type { SessionStore } from './kernel/sessions';
import type { Throttle } from './lib/throttle';
import type { Mailer } from './mail/mailer';
import type { ParsePool } from './parse-pool/parse-pool';
import type { WriterThread } from './writer/writer-thread';

/**
 * The infrastructure every module gets, built once by the composition root (app.ts): only
 * configuration and tools below the modules (db/, lib/, kernel/, mail/, writer/, parse-pool/).
 */
export interface AppContext {
  config: Config;
  db: Db;
  engine: Engine;
  /** Shared counters for throttling (Redis when configured, else the database). */
  throttle: Throttle;
  /** Sessions: looked up by the session plugin, started and ended by the account module. */
  sessions: SessionStore;
  /** SMTP, or `.eml` files in DATA_DIR/mail. */
  mailer: Mailer;
  /** SQLite's thread for the writes that come all the time (answers, access log); none on PostgreSQL. */
  writer?: WriterThread;
  /**
   * The child processes that parse uploads (learning sets, Anki packages, calendar files):
   * bounded, their jobs killed at their time limit, drained and closed with the app.
   */
  parsePool: ParsePool;
  /** The child process that builds Anki exports: its own, so exports never hold up uploads. */
  exportPool: ParsePool;
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
