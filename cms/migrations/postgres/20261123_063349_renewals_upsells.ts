import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payment_methods_provider" AS ENUM('solidgate', 'ecommpay');
  CREATE TYPE "public"."enum_upsells_prices_currency" AS ENUM('USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP');
  CREATE TYPE "public"."enum_upsells_pack" AS ENUM('complete_ai', 'personal_boost', 'ai_tools', 'ultimate_ai');
  ALTER TYPE "public"."enum_payments_kind" ADD VALUE 'plan_change' BEFORE 'refund';
  CREATE TABLE "payment_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer,
  	"order_id" integer,
  	"provider" "enum_payment_methods_provider" NOT NULL,
  	"token" varchar NOT NULL,
  	"last4" varchar,
  	"brand" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "upsells_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_upsells_prices_currency" NOT NULL,
  	"cents" numeric NOT NULL,
  	"full_price_cents" numeric
  );
  
  CREATE TABLE "upsells_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "upsells" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"upsell_id" varchar NOT NULL,
  	"plan_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"pack" "enum_upsells_pack" NOT NULL,
  	"sale" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payments" ADD COLUMN "subscription_id" integer;
  ALTER TABLE "payments" ADD COLUMN "period_start" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "card_last4" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" integer;
  ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" numeric DEFAULT 0;
  ALTER TABLE "subscriptions" ADD COLUMN "next_retry_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_methods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "upsells_id" integer;
  ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upsells_prices" ADD CONSTRAINT "upsells_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upsells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upsells_benefits" ADD CONSTRAINT "upsells_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upsells"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payment_methods_student_idx" ON "payment_methods" USING btree ("student_id");
  CREATE INDEX "payment_methods_order_idx" ON "payment_methods" USING btree ("order_id");
  CREATE INDEX "payment_methods_updated_at_idx" ON "payment_methods" USING btree ("updated_at");
  CREATE INDEX "payment_methods_created_at_idx" ON "payment_methods" USING btree ("created_at");
  CREATE INDEX "upsells_prices_order_idx" ON "upsells_prices" USING btree ("_order");
  CREATE INDEX "upsells_prices_parent_id_idx" ON "upsells_prices" USING btree ("_parent_id");
  CREATE INDEX "upsells_benefits_order_idx" ON "upsells_benefits" USING btree ("_order");
  CREATE INDEX "upsells_benefits_parent_id_idx" ON "upsells_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "upsells_upsell_id_idx" ON "upsells" USING btree ("upsell_id");
  CREATE UNIQUE INDEX "upsells_plan_id_idx" ON "upsells" USING btree ("plan_id");
  CREATE INDEX "upsells_order_idx" ON "upsells" USING btree ("order");
  CREATE INDEX "upsells_updated_at_idx" ON "upsells" USING btree ("updated_at");
  CREATE INDEX "upsells_created_at_idx" ON "upsells" USING btree ("created_at");
  ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_methods_fk" FOREIGN KEY ("payment_methods_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upsells_fk" FOREIGN KEY ("upsells_id") REFERENCES "public"."upsells"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");
  CREATE INDEX "subscriptions_payment_method_idx" ON "subscriptions" USING btree ("payment_method_id");
  CREATE INDEX "subscriptions_next_retry_at_idx" ON "subscriptions" USING btree ("next_retry_at");
  CREATE INDEX "payload_locked_documents_rels_payment_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_methods_id");
  CREATE INDEX "payload_locked_documents_rels_upsells_id_idx" ON "payload_locked_documents_rels" USING btree ("upsells_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "upsells_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "upsells_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "upsells" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_methods" CASCADE;
  DROP TABLE "upsells_prices" CASCADE;
  DROP TABLE "upsells_benefits" CASCADE;
  DROP TABLE "upsells" CASCADE;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_subscription_id_subscriptions_id_fk";
  
  ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_methods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_upsells_fk";
  
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_kind";
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('charge', 'renewal', 'upsell', 'refund');
  ALTER TABLE "payments" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_payments_kind" USING "kind"::"public"."enum_payments_kind";
  DROP INDEX "payments_subscription_idx";
  DROP INDEX "subscriptions_payment_method_idx";
  DROP INDEX "subscriptions_next_retry_at_idx";
  DROP INDEX "payload_locked_documents_rels_payment_methods_id_idx";
  DROP INDEX "payload_locked_documents_rels_upsells_id_idx";
  ALTER TABLE "payments" DROP COLUMN "subscription_id";
  ALTER TABLE "payments" DROP COLUMN "period_start";
  ALTER TABLE "payments" DROP COLUMN "card_last4";
  ALTER TABLE "subscriptions" DROP COLUMN "payment_method_id";
  ALTER TABLE "subscriptions" DROP COLUMN "renewal_attempts";
  ALTER TABLE "subscriptions" DROP COLUMN "next_retry_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_methods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "upsells_id";
  DROP TYPE "public"."enum_payment_methods_provider";
  DROP TYPE "public"."enum_upsells_prices_currency";
  DROP TYPE "public"."enum_upsells_pack";`)
}
