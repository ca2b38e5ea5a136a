import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cancellation_attempts_outcome" AS ENUM('saved', 'cancelled', 'abandoned');
  CREATE TYPE "public"."enum_cancellation_attempts_offer_kind" AS ENUM('discount', 'pause', 'switch-plan');
  CREATE TABLE "cancellation_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer,
  	"subscription_id" integer,
  	"funnel_id" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"reason" varchar,
  	"reason_label" varchar,
  	"outcome" "enum_cancellation_attempts_outcome" DEFAULT 'abandoned' NOT NULL,
  	"offer_kind" "enum_cancellation_attempts_offer_kind",
  	"percent_off" numeric,
  	"product_id" varchar,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subscriptions" ADD COLUMN "resumed_at" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "next_renewal_percent_off" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cancellation_attempts_id" integer;
  ALTER TABLE "cancellation_attempts" ADD CONSTRAINT "cancellation_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cancellation_attempts" ADD CONSTRAINT "cancellation_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cancellation_attempts_student_idx" ON "cancellation_attempts" USING btree ("student_id");
  CREATE INDEX "cancellation_attempts_subscription_idx" ON "cancellation_attempts" USING btree ("subscription_id");
  CREATE INDEX "cancellation_attempts_started_at_idx" ON "cancellation_attempts" USING btree ("started_at");
  CREATE INDEX "cancellation_attempts_outcome_idx" ON "cancellation_attempts" USING btree ("outcome");
  CREATE INDEX "cancellation_attempts_updated_at_idx" ON "cancellation_attempts" USING btree ("updated_at");
  CREATE INDEX "cancellation_attempts_created_at_idx" ON "cancellation_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cancellation_attempts_fk" FOREIGN KEY ("cancellation_attempts_id") REFERENCES "public"."cancellation_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "subscriptions_resumed_at_idx" ON "subscriptions" USING btree ("resumed_at");
  CREATE INDEX "subscriptions_paused_until_idx" ON "subscriptions" USING btree ("paused_until");
  CREATE INDEX "payload_locked_documents_rels_cancellation_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("cancellation_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cancellation_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cancellation_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cancellation_attempts_fk";
  
  DROP INDEX "subscriptions_resumed_at_idx";
  DROP INDEX "subscriptions_paused_until_idx";
  DROP INDEX "payload_locked_documents_rels_cancellation_attempts_id_idx";
  ALTER TABLE "subscriptions" DROP COLUMN "resumed_at";
  ALTER TABLE "subscriptions" DROP COLUMN "paused_until";
  ALTER TABLE "subscriptions" DROP COLUMN "next_renewal_percent_off";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cancellation_attempts_id";
  DROP TYPE "public"."enum_cancellation_attempts_outcome";
  DROP TYPE "public"."enum_cancellation_attempts_offer_kind";`)
}
