import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * Counting a download (`documents.downloads`, migration 0028) changes the document's row, which
 * migration 0027's trigger took for an edit: every download queued a job to read the file again.
 * The update trigger now fires only when the count stayed (an edit never changes it).
 */
const queue = `insert into jobs (kind, item_id) values ('library-document', new.id)
  on conflict (kind, item_id) do update set generation = jobs.generation + 1, run_after = '', attempts = 0, last_error = null`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql.raw('drop trigger documents_jobs_update').execute(db);
    await sql
      .raw(
        `create trigger documents_jobs_update after update on documents for each row
         when new.downloads = old.downloads begin ${queue}; end`,
      )
      .execute(db);
    return;
  }
  await sql.raw('drop trigger documents_jobs on documents').execute(db);
  await sql
    .raw(
      'create trigger documents_jobs after insert or delete on documents for each row execute function documents_jobs()',
    )
    .execute(db);
  await sql
    .raw(
      `create trigger documents_jobs_update after update on documents for each row
       when (new.downloads = old.downloads) execute function documents_jobs()`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql.raw('drop trigger documents_jobs_update').execute(db);
    await sql
      .raw(`create trigger documents_jobs_update after update on documents for each row begin ${queue}; end`)
      .execute(db);
    return;
  }
  await sql.raw('drop trigger documents_jobs_update on documents').execute(db);
  await sql.raw('drop trigger documents_jobs on documents').execute(db);
  await sql
    .raw(
      'create trigger documents_jobs after insert or update or delete on documents for each row execute function documents_jobs()',
    )
    .execute(db);
}
