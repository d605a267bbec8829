import type { Config } from './config';
import type { Db, Engine } from './db/connection';
import type { Throttle } from './lib/throttle';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for a visitor. */
    accountId: string | null;
  }
}

/** What every module gets: configuration and the database. */
export interface AppContext {
  config: Config;
  db: Db;
  engine: Engine;
  /** Shared counters for throttling (Redis when configured, else the database). */
  throttle: Throttle;
}
