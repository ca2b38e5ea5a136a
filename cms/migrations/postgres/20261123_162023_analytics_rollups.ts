import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_funnel_events_traffic" AS ENUM('visitor', 'bot', 'preview');
  CREATE TYPE "public"."enum_funnel_events_landing_variant" AS ENUM('v1', 'v2', 'none');
  CREATE TYPE "public"."enum_funnel_rollups_grain" AS ENUM('hour', 'day');
  CREATE TABLE "funnel_rollups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grain" "enum_funnel_rollups_grain" NOT NULL,
  	"period" varchar NOT NULL,
  	"funnel_id" varchar NOT NULL,
  	"variant" varchar,
  	"source" varchar NOT NULL,
  	"started" numeric NOT NULL,
  	"email" numeric NOT NULL,
  	"paywall" numeric NOT NULL,
  	"checkout" numeric NOT NULL,
  	"purchase" numeric NOT NULL,
  	"revenue" jsonb NOT NULL,
  	"screens" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_leases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job" varchar NOT NULL,
  	"holder" varchar,
  	"lease_until" timestamp(3) with time zone NOT NULL,
  	"done_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "funnel_events" ADD COLUMN "traffic" "enum_funnel_events_traffic" DEFAULT 'visitor' NOT NULL;
  ALTER TABLE "funnel_events" ADD COLUMN "source" varchar;
  ALTER TABLE "funnel_events" ADD COLUMN "landing_variant" "enum_funnel_events_landing_variant";
  ALTER TABLE "funnel_events" ADD COLUMN "attribution" jsonb;
  CREATE INDEX "funnel_rollups_updated_at_idx" ON "funnel_rollups" USING btree ("updated_at");
  CREATE INDEX "funnel_rollups_created_at_idx" ON "funnel_rollups" USING btree ("created_at");
  CREATE INDEX "grain_period_idx" ON "funnel_rollups" USING btree ("grain","period");
  CREATE INDEX "funnelId_grain_source_period_idx" ON "funnel_rollups" USING btree ("funnel_id","grain","source","period");
  CREATE UNIQUE INDEX "job_leases_job_idx" ON "job_leases" USING btree ("job");
  CREATE INDEX "job_leases_updated_at_idx" ON "job_leases" USING btree ("updated_at");
  CREATE INDEX "job_leases_created_at_idx" ON "job_leases" USING btree ("created_at");
  CREATE INDEX "funnel_events_occurred_at_idx" ON "funnel_events" USING btree ("occurred_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "funnel_rollups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_leases" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "funnel_rollups" CASCADE;
  DROP TABLE "job_leases" CASCADE;
  DROP INDEX "funnel_events_occurred_at_idx";
  ALTER TABLE "funnel_events" DROP COLUMN "traffic";
  ALTER TABLE "funnel_events" DROP COLUMN "source";
  ALTER TABLE "funnel_events" DROP COLUMN "landing_variant";
  ALTER TABLE "funnel_events" DROP COLUMN "attribution";
  DROP TYPE "public"."enum_funnel_events_traffic";
  DROP TYPE "public"."enum_funnel_events_landing_variant";
  DROP TYPE "public"."enum_funnel_rollups_grain";`)
}
