import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "seller_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_tax_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "seller_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "seller_address";
  ALTER TABLE "site_settings" DROP COLUMN "seller_tax_id";`)
}
