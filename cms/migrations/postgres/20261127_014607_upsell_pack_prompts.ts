import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "upsells" ADD COLUMN "extra_daily_prompts" numeric;`)
  // The AI tools pack's offer promises a larger daily limit: the seeded 50 on databases seeded before.
  await db.execute(sql`UPDATE "upsells" SET "extra_daily_prompts" = 50 WHERE "upsell_id" = 'ai_tools';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "upsells" DROP COLUMN "extra_daily_prompts";`)
}
