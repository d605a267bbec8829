import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * A calendar shared with a class is read by its members, not by whoever types the class
 * (docs/decisions/0027-class-membership.md): the join code the owner hands out, and the pupils
 * who joined with it, each with their own phone address. Calendars already shared get a code;
 * their readers become members only by opening its link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // 128 random bits, base64url: the last part of the join link. Null: nobody can join (now).
  await db.schema.alterTable('calendars').addColumn('join_code', 'text').execute();
  await db.schema.createIndex('calendars_join_code').on('calendars').column('join_code').unique().execute();

  await db.schema
    .createTable('calendar_members')
    .addColumn('calendar_id', 'text', (c) => c.notNull().references('calendars.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    // SHA-256 of the member's own phone address secret; null until they make one.
    .addColumn('feed_hash', 'text')
    .addPrimaryKeyConstraint('calendar_members_pk', ['calendar_id', 'user_id'])
    .execute();
  // A pupil's calendars (lists, start page, exam dates); the account's removal.
  await db.schema.createIndex('calendar_members_user').on('calendar_members').column('user_id').execute();

  const shared = await db.selectFrom('calendars').select('id').where('share_class', 'is not', null).execute();
  for (const { id } of shared) {
    await db
      .updateTable('calendars')
      .set({ join_code: randomBytes(16).toString('base64url') })
      .where('id', '=', id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_members').execute();
  await db.schema.dropIndex('calendars_join_code').execute();
  await db.schema.alterTable('calendars').dropColumn('join_code').execute();
}
