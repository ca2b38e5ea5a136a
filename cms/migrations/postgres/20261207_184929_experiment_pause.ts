import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiment_variants" ADD COLUMN "paused" boolean DEFAULT false;
  ALTER TABLE "_experiment_v_version_variants" ADD COLUMN "paused" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiment_variants" DROP COLUMN "paused";
  ALTER TABLE "_experiment_v_version_variants" DROP COLUMN "paused";`)
}
