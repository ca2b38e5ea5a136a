import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`price_plans\` DROP COLUMN \`price_without_sale\`;`)
  await db.run(sql`ALTER TABLE \`price_plans\` DROP COLUMN \`sale\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`price_plans\` ADD \`price_without_sale\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`price_plans\` ADD \`sale\` numeric NOT NULL;`)
}
