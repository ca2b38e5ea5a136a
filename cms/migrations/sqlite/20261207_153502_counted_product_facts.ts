import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`facts_ai_tools\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`facts_courses\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`facts_ai_tools\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`facts_courses\` numeric DEFAULT 20 NOT NULL;`)
}
