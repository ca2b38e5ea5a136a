import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_plans" DROP COLUMN "price_without_sale";
  ALTER TABLE "price_plans" DROP COLUMN "sale";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_plans" ADD COLUMN "price_without_sale" numeric NOT NULL;
  ALTER TABLE "price_plans" ADD COLUMN "sale" numeric NOT NULL;`)
}
