import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Images on cards: owned by an account (their bytes count against its storage, as documents
  // do), shared by any number of exercises, removed once no exercise shows them any more.
  await db.schema
    .createTable('learnset_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    // bigint as documents.size: the storage sum runs over both.
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // Name of the file under files/learnset-images/.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    // ISO-8601 UTC: unattached images older than a grace period are swept.
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('learnset_images_owner').on('learnset_images').column('owner_id').execute();
  await db.schema.createIndex('learnset_images_created').on('learnset_images').column('created_at').execute();

  // Nullable: most exercises have no image. No foreign key: an image outlives the exercises that
  // stop showing it until the sweep removes it, and the service checks owner and existence
  // whenever a set is written.
  await db.schema.alterTable('exercises').addColumn('question_image', 'text').execute();
  await db.schema.alterTable('exercises').addColumn('answer_image', 'text').execute();
  // The sweep asks "is this image still shown anywhere?".
  await db.schema.createIndex('exercises_question_image').on('exercises').column('question_image').execute();
  await db.schema.createIndex('exercises_answer_image').on('exercises').column('answer_image').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('exercises_answer_image').execute();
  await db.schema.dropIndex('exercises_question_image').execute();
  await db.schema.alterTable('exercises').dropColumn('answer_image').execute();
  await db.schema.alterTable('exercises').dropColumn('question_image').execute();
  await db.schema.dropTable('learnset_images').execute();
}
