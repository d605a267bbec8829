// PostgreSQL for the bench: a fresh schema per use on the server named by BENCH_DATABASE_URL or
// TEST_DATABASE_URL, so a run never meets old rows and leaves none behind.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

/** The PostgreSQL server to measure on, or undefined when none is configured. */
export const benchDatabaseUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * Creates schema `<prefix>_<pid>`, calls `use` with a URL whose connections work in it
 * (`search_path`), and drops the schema afterwards, also when `use` throws.
 */
export async function withPostgresSchema<T>(
  base: string,
  prefix: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const schema = `${prefix}_${process.pid}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: base, max: 1 }) }),
  });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  try {
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return await use(url.toString());
  } finally {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  }
}
