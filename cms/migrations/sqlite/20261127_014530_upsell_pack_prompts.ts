import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`upsells\` ADD \`extra_daily_prompts\` numeric;`)
  // The AI tools pack's offer promises a larger daily limit: the seeded 50 on databases seeded before.
  await db.run(sql`UPDATE \`upsells\` SET \`extra_daily_prompts\` = 50 WHERE \`upsell_id\` = 'ai_tools';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`upsells\` DROP COLUMN \`extra_daily_prompts\`;`)
}
