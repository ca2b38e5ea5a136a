import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_course_id" SET DATA TYPE varchar;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_course_id" SET DEFAULT '31';
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_topic_id" SET DATA TYPE varchar;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_topic_id" SET DEFAULT '72';
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_lesson_id" SET DATA TYPE varchar;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_lesson_id" SET DEFAULT '383';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_course_id" SET DATA TYPE numeric;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_course_id" SET DEFAULT 31;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_topic_id" SET DATA TYPE numeric;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_topic_id" SET DEFAULT 72;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_lesson_id" SET DATA TYPE numeric;
  ALTER TABLE "site_settings" ALTER COLUMN "intro_lesson_lesson_id" SET DEFAULT 383;`)
}
