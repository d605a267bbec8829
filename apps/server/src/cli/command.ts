import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connection';

export interface CliContext {
  config: Config;
  /** Opened (and migrated) on first use, so `help` needs no database. */
  database: () => Promise<DbHandle>;
  /**
   * The whole server on that database, without a port: a command that acts as pupils do calls
   * its API with `inject`, under every rule a pupil meets. Built on first use, closed at the end.
   */
  app: () => Promise<FastifyInstance>;
  out: (line: string) => void;
}

export interface Command {
  /** Words that select the command, e.g. ['news', 'set']. */
  words: string[];
  usage: string;
  summary: string;
  run: (args: string[], ctx: CliContext) => Promise<void>;
}

/** A wrong invocation: printed as one line, exit code 2. */
export class UsageError extends Error {}
