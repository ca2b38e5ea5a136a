import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`experiment_variants\` ADD \`paused\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_experiment_v_version_variants\` ADD \`paused\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`experiment_variants\` DROP COLUMN \`paused\`;`)
  await db.run(sql`ALTER TABLE \`_experiment_v_version_variants\` DROP COLUMN \`paused\`;`)
}
