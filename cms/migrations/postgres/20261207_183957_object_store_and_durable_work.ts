import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_work_items_status" AS ENUM('due', 'done', 'failed');
  CREATE TABLE "work_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"task" varchar NOT NULL,
  	"input" jsonb,
  	"every_ms" numeric,
  	"status" "enum_work_items_status" DEFAULT 'due' NOT NULL,
  	"run_at" timestamp(3) with time zone NOT NULL,
  	"claimed_until" timestamp(3) with time zone,
  	"claimed_by" varchar,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "simulator_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"table" varchar NOT NULL,
  	"data" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  CREATE UNIQUE INDEX "work_items_key_idx" ON "work_items" USING btree ("key");
  CREATE INDEX "work_items_status_idx" ON "work_items" USING btree ("status");
  CREATE INDEX "work_items_run_at_idx" ON "work_items" USING btree ("run_at");
  CREATE INDEX "work_items_updated_at_idx" ON "work_items" USING btree ("updated_at");
  CREATE INDEX "work_items_created_at_idx" ON "work_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "simulator_records_ref_idx" ON "simulator_records" USING btree ("ref");
  CREATE INDEX "simulator_records_table_idx" ON "simulator_records" USING btree ("table");
  CREATE INDEX "simulator_records_updated_at_idx" ON "simulator_records" USING btree ("updated_at");
  CREATE INDEX "simulator_records_created_at_idx" ON "simulator_records" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "work_items" CASCADE;
  DROP TABLE "simulator_records" CASCADE;
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  DROP TYPE "public"."enum_work_items_status";`)
}
