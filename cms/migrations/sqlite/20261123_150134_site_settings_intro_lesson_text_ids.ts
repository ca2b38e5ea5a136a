import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payment_system\` text DEFAULT 'solidgate' NOT NULL,
  	\`creator_landing_registration\` text DEFAULT 'funnel' NOT NULL,
  	\`landing_price_block\` text DEFAULT 'annual_access' NOT NULL,
  	\`landing_price_block_with_mentor\` integer DEFAULT true,
  	\`landing_funnels_home\` text DEFAULT 'challenge_v1' NOT NULL,
  	\`landing_funnels_landing_v1\` text DEFAULT 'challenge_100k' NOT NULL,
  	\`landing_funnels_landing_v2\` text DEFAULT 'challenge_v2' NOT NULL,
  	\`landing_funnels_luck\` text DEFAULT 'challenge_100k' NOT NULL,
  	\`landing_funnels_creator\` text DEFAULT 'challenge_100k_v2' NOT NULL,
  	\`intro_lesson_course_id\` text DEFAULT '31' NOT NULL,
  	\`intro_lesson_topic_id\` text DEFAULT '72' NOT NULL,
  	\`intro_lesson_lesson_id\` text DEFAULT '383' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "payment_system", "creator_landing_registration", "landing_price_block", "landing_price_block_with_mentor", "landing_funnels_home", "landing_funnels_landing_v1", "landing_funnels_landing_v2", "landing_funnels_luck", "landing_funnels_creator", "intro_lesson_course_id", "intro_lesson_topic_id", "intro_lesson_lesson_id", "updated_at", "created_at") SELECT "id", "payment_system", "creator_landing_registration", "landing_price_block", "landing_price_block_with_mentor", "landing_funnels_home", "landing_funnels_landing_v1", "landing_funnels_landing_v2", "landing_funnels_luck", "landing_funnels_creator", "intro_lesson_course_id", "intro_lesson_topic_id", "intro_lesson_lesson_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payment_system\` text DEFAULT 'solidgate' NOT NULL,
  	\`creator_landing_registration\` text DEFAULT 'funnel' NOT NULL,
  	\`landing_price_block\` text DEFAULT 'annual_access' NOT NULL,
  	\`landing_price_block_with_mentor\` integer DEFAULT true,
  	\`landing_funnels_home\` text DEFAULT 'challenge_v1' NOT NULL,
  	\`landing_funnels_landing_v1\` text DEFAULT 'challenge_100k' NOT NULL,
  	\`landing_funnels_landing_v2\` text DEFAULT 'challenge_v2' NOT NULL,
  	\`landing_funnels_luck\` text DEFAULT 'challenge_100k' NOT NULL,
  	\`landing_funnels_creator\` text DEFAULT 'challenge_100k_v2' NOT NULL,
  	\`intro_lesson_course_id\` numeric DEFAULT 31 NOT NULL,
  	\`intro_lesson_topic_id\` numeric DEFAULT 72 NOT NULL,
  	\`intro_lesson_lesson_id\` numeric DEFAULT 383 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "payment_system", "creator_landing_registration", "landing_price_block", "landing_price_block_with_mentor", "landing_funnels_home", "landing_funnels_landing_v1", "landing_funnels_landing_v2", "landing_funnels_luck", "landing_funnels_creator", "intro_lesson_course_id", "intro_lesson_topic_id", "intro_lesson_lesson_id", "updated_at", "created_at") SELECT "id", "payment_system", "creator_landing_registration", "landing_price_block", "landing_price_block_with_mentor", "landing_funnels_home", "landing_funnels_landing_v1", "landing_funnels_landing_v2", "landing_funnels_luck", "landing_funnels_creator", "intro_lesson_course_id", "intro_lesson_topic_id", "intro_lesson_lesson_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
