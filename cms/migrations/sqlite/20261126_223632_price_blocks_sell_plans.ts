import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`price_plans\` ADD \`plan_id\` text;`)
  // The seeded blocks sell the plans their prices stood for: the landing keeps showing them.
  await db.run(sql`UPDATE \`price_plans\` SET \`plan_id\` = 'a2b1acc1-c829-4204-93f3-0d5d9c1c8533' WHERE \`key\` = 'annual_access' AND \`plan_id\` IS NULL;`)
  await db.run(sql`UPDATE \`price_plans\` SET \`plan_id\` = 'fc1b87e0-299f-45fe-bf5e-9319b7493d2c' WHERE \`key\` = 'n_weeks_access' AND \`plan_id\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`price_plans\` DROP COLUMN \`plan_id\`;`)
}
