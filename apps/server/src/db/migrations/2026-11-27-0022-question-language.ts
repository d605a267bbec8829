import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * "Sprache der Fragen": the language a set's questions are read aloud in (`language` is the
 * answers'). Every set stored so far, and every set an old client uploads, has German questions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('learnsets')
    .addColumn('question_language', 'text', (c) => c.notNull().defaultTo('de'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('learnsets').dropColumn('question_language').execute();
}
