import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`intro_lesson_course_id\` numeric DEFAULT 31 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`intro_lesson_topic_id\` numeric DEFAULT 72 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`intro_lesson_lesson_id\` numeric DEFAULT 383 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`intro_lesson_course_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`intro_lesson_topic_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`intro_lesson_lesson_id\`;`)
}
