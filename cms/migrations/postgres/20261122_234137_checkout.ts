import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_provider" AS ENUM('solidgate', 'ecommpay');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('solidgate', 'ecommpay');
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('charge', 'renewal', 'upsell', 'refund');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('success', 'fail', 'processing');
  CREATE TYPE "public"."enum_payments_currency" AS ENUM('USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP');
  CREATE TYPE "public"."enum_subscriptions_provider" AS ENUM('solidgate', 'ecommpay');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('active', 'redemption', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_subscriptions_currency" AS ENUM('USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP');
  CREATE TYPE "public"."enum_subscriptions_platform" AS ENUM('web', 'android', 'ios');
  CREATE TYPE "public"."enum_payment_events_provider" AS ENUM('solidgate', 'ecommpay');
  CREATE TYPE "public"."enum_payment_events_result" AS ENUM('applied', 'duplicate', 'refused', 'ignored');
  CREATE TYPE "public"."enum_one_time_codes_purpose" AS ENUM('verify', 'reset');
  CREATE TYPE "public"."enum_site_settings_payment_system" AS ENUM('solidgate', 'ecommpay', 'none');
  CREATE TYPE "public"."enum_site_settings_creator_landing_registration" AS ENUM('funnel', 'payment_block_registration');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'processing' BEFORE 'paid';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'refunded';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"order_id" integer,
  	"student_id" integer,
  	"provider" "enum_payments_provider" NOT NULL,
  	"kind" "enum_payments_kind" NOT NULL,
  	"status" "enum_payments_status" NOT NULL,
  	"provider_order_id" varchar NOT NULL,
  	"transaction_id" varchar,
  	"product_id" varchar,
  	"amount_cents" numeric NOT NULL,
  	"currency" "enum_payments_currency" NOT NULL,
  	"error_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"student_id" integer,
  	"provider" "enum_subscriptions_provider" NOT NULL,
  	"provider_subscription_id" varchar,
  	"plan_id" varchar NOT NULL,
  	"status" "enum_subscriptions_status" DEFAULT 'active' NOT NULL,
  	"currency" "enum_subscriptions_currency" NOT NULL,
  	"renewal_cents" numeric,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"platform" "enum_subscriptions_platform" DEFAULT 'web' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_payment_events_provider" NOT NULL,
  	"event_key" varchar,
  	"type" varchar NOT NULL,
  	"result" "enum_payment_events_result" NOT NULL,
  	"reason" varchar,
  	"order_id" integer,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "one_time_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"purpose" "enum_one_time_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ALTER COLUMN "funnel_session_id" DROP NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "renewal_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "provider" "enum_orders_provider";
  ALTER TABLE "orders" ADD COLUMN "attempt" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "provider_order_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "checkout_url" varchar;
  ALTER TABLE "orders" ADD COLUMN "failure_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "student_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "one_time_codes_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "payment_system" "enum_site_settings_payment_system" DEFAULT 'solidgate' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "creator_landing_registration" "enum_site_settings_creator_landing_registration" DEFAULT 'funnel' NOT NULL;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE INDEX "payments_student_idx" ON "payments" USING btree ("student_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_provider_order_id_idx" ON "payments" USING btree ("provider_order_id");
  CREATE INDEX "payments_transaction_id_idx" ON "payments" USING btree ("transaction_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");
  CREATE INDEX "subscriptions_student_idx" ON "subscriptions" USING btree ("student_id");
  CREATE INDEX "subscriptions_provider_subscription_id_idx" ON "subscriptions" USING btree ("provider_subscription_id");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_key_idx" ON "payment_events" USING btree ("event_key");
  CREATE INDEX "payment_events_result_idx" ON "payment_events" USING btree ("result");
  CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree ("email");
  CREATE INDEX "one_time_codes_updated_at_idx" ON "one_time_codes" USING btree ("updated_at");
  CREATE INDEX "one_time_codes_created_at_idx" ON "one_time_codes" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_one_time_codes_fk" FOREIGN KEY ("one_time_codes_id") REFERENCES "public"."one_time_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_provider_order_id_idx" ON "orders" USING btree ("provider_order_id");
  CREATE INDEX "orders_student_idx" ON "orders" USING btree ("student_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_one_time_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("one_time_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "one_time_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "one_time_codes" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_student_id_students_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_one_time_codes_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "orders_provider_order_id_idx";
  DROP INDEX "orders_student_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_one_time_codes_id_idx";
  ALTER TABLE "orders" ALTER COLUMN "funnel_session_id" SET NOT NULL;
  ALTER TABLE "orders" DROP COLUMN "renewal_cents";
  ALTER TABLE "orders" DROP COLUMN "provider";
  ALTER TABLE "orders" DROP COLUMN "attempt";
  ALTER TABLE "orders" DROP COLUMN "provider_order_id";
  ALTER TABLE "orders" DROP COLUMN "checkout_url";
  ALTER TABLE "orders" DROP COLUMN "failure_code";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "orders" DROP COLUMN "student_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "one_time_codes_id";
  ALTER TABLE "site_settings" DROP COLUMN "payment_system";
  ALTER TABLE "site_settings" DROP COLUMN "creator_landing_registration";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_payments_provider";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_currency";
  DROP TYPE "public"."enum_subscriptions_provider";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_subscriptions_currency";
  DROP TYPE "public"."enum_subscriptions_platform";
  DROP TYPE "public"."enum_payment_events_provider";
  DROP TYPE "public"."enum_payment_events_result";
  DROP TYPE "public"."enum_one_time_codes_purpose";
  DROP TYPE "public"."enum_site_settings_payment_system";
  DROP TYPE "public"."enum_site_settings_creator_landing_registration";`)
}
