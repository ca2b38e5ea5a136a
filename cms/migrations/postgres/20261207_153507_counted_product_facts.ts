import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "facts_ai_tools";
  ALTER TABLE "site_settings" DROP COLUMN "facts_courses";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "facts_ai_tools" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "facts_courses" numeric DEFAULT 20 NOT NULL;`)
}
