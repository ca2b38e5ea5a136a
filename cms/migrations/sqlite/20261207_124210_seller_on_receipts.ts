import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_tax_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_tax_id\`;`)
}
