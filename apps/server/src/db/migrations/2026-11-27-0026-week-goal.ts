import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The weekly goal (docs/decisions/0061-rewards-that-respect-the-pupil.md): learn on this many days
 * a week, 1 to 7. Opt-in: null, the default for every account so far and every new one, is off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('week_goal', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('week_goal').execute();
}
