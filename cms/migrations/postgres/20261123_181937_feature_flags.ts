import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feature_flags_rules_platforms" AS ENUM('web', 'android', 'ios');
  CREATE TYPE "public"."enum_feature_flags_rules_audiences" AS ENUM('visitor', 'active', 'redemption', 'other');
  CREATE TYPE "public"."enum_feature_flags_rules_key" AS ENUM('payment_system', 'creator_landing_registration', 'landing_price_block', 'lesson_navigation_mode', 'daily_task_widget_type', 'new_tag_visibility_days', 'view_all_courses_button_visible', 'certificate_enabled', 'trustpilot_enabled', 'google_translate_disabled', 'lessons_map', 'personal_plan_enabled');
  CREATE TYPE "public"."enum__feature_flags_v_version_rules_platforms" AS ENUM('web', 'android', 'ios');
  CREATE TYPE "public"."enum__feature_flags_v_version_rules_audiences" AS ENUM('visitor', 'active', 'redemption', 'other');
  CREATE TYPE "public"."enum__feature_flags_v_version_rules_key" AS ENUM('payment_system', 'creator_landing_registration', 'landing_price_block', 'lesson_navigation_mode', 'daily_task_widget_type', 'new_tag_visibility_days', 'view_all_courses_button_visible', 'certificate_enabled', 'trustpilot_enabled', 'google_translate_disabled', 'lessons_map', 'personal_plan_enabled');
  CREATE TABLE "feature_flags_rules_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_feature_flags_rules_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "feature_flags_rules_audiences" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_feature_flags_rules_audiences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "feature_flags_rules_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"weight" numeric DEFAULT 100 NOT NULL
  );
  
  CREATE TABLE "feature_flags_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_feature_flags_rules_key" NOT NULL
  );
  
  CREATE TABLE "feature_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_feature_flags_v_version_rules_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__feature_flags_v_version_rules_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_feature_flags_v_version_rules_audiences" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__feature_flags_v_version_rules_audiences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_feature_flags_v_version_rules_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"weight" numeric DEFAULT 100 NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_feature_flags_v_version_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__feature_flags_v_version_rules_key" NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_feature_flags_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "feature_flags_rules_platforms" ADD CONSTRAINT "feature_flags_rules_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feature_flags_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_rules_audiences" ADD CONSTRAINT "feature_flags_rules_audiences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feature_flags_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_rules_variants" ADD CONSTRAINT "feature_flags_rules_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feature_flags_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_rules" ADD CONSTRAINT "feature_flags_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feature_flags_v_version_rules_platforms" ADD CONSTRAINT "_feature_flags_v_version_rules_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_feature_flags_v_version_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feature_flags_v_version_rules_audiences" ADD CONSTRAINT "_feature_flags_v_version_rules_audiences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_feature_flags_v_version_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feature_flags_v_version_rules_variants" ADD CONSTRAINT "_feature_flags_v_version_rules_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_feature_flags_v_version_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feature_flags_v_version_rules" ADD CONSTRAINT "_feature_flags_v_version_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_feature_flags_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "feature_flags_rules_platforms_order_idx" ON "feature_flags_rules_platforms" USING btree ("order");
  CREATE INDEX "feature_flags_rules_platforms_parent_idx" ON "feature_flags_rules_platforms" USING btree ("parent_id");
  CREATE INDEX "feature_flags_rules_audiences_order_idx" ON "feature_flags_rules_audiences" USING btree ("order");
  CREATE INDEX "feature_flags_rules_audiences_parent_idx" ON "feature_flags_rules_audiences" USING btree ("parent_id");
  CREATE INDEX "feature_flags_rules_variants_order_idx" ON "feature_flags_rules_variants" USING btree ("_order");
  CREATE INDEX "feature_flags_rules_variants_parent_id_idx" ON "feature_flags_rules_variants" USING btree ("_parent_id");
  CREATE INDEX "feature_flags_rules_order_idx" ON "feature_flags_rules" USING btree ("_order");
  CREATE INDEX "feature_flags_rules_parent_id_idx" ON "feature_flags_rules" USING btree ("_parent_id");
  CREATE INDEX "_feature_flags_v_version_rules_platforms_order_idx" ON "_feature_flags_v_version_rules_platforms" USING btree ("order");
  CREATE INDEX "_feature_flags_v_version_rules_platforms_parent_idx" ON "_feature_flags_v_version_rules_platforms" USING btree ("parent_id");
  CREATE INDEX "_feature_flags_v_version_rules_audiences_order_idx" ON "_feature_flags_v_version_rules_audiences" USING btree ("order");
  CREATE INDEX "_feature_flags_v_version_rules_audiences_parent_idx" ON "_feature_flags_v_version_rules_audiences" USING btree ("parent_id");
  CREATE INDEX "_feature_flags_v_version_rules_variants_order_idx" ON "_feature_flags_v_version_rules_variants" USING btree ("_order");
  CREATE INDEX "_feature_flags_v_version_rules_variants_parent_id_idx" ON "_feature_flags_v_version_rules_variants" USING btree ("_parent_id");
  CREATE INDEX "_feature_flags_v_version_rules_order_idx" ON "_feature_flags_v_version_rules" USING btree ("_order");
  CREATE INDEX "_feature_flags_v_version_rules_parent_id_idx" ON "_feature_flags_v_version_rules" USING btree ("_parent_id");
  CREATE INDEX "_feature_flags_v_created_at_idx" ON "_feature_flags_v" USING btree ("created_at");
  CREATE INDEX "_feature_flags_v_updated_at_idx" ON "_feature_flags_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "feature_flags_rules_platforms" CASCADE;
  DROP TABLE "feature_flags_rules_audiences" CASCADE;
  DROP TABLE "feature_flags_rules_variants" CASCADE;
  DROP TABLE "feature_flags_rules" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TABLE "_feature_flags_v_version_rules_platforms" CASCADE;
  DROP TABLE "_feature_flags_v_version_rules_audiences" CASCADE;
  DROP TABLE "_feature_flags_v_version_rules_variants" CASCADE;
  DROP TABLE "_feature_flags_v_version_rules" CASCADE;
  DROP TABLE "_feature_flags_v" CASCADE;
  DROP TYPE "public"."enum_feature_flags_rules_platforms";
  DROP TYPE "public"."enum_feature_flags_rules_audiences";
  DROP TYPE "public"."enum_feature_flags_rules_key";
  DROP TYPE "public"."enum__feature_flags_v_version_rules_platforms";
  DROP TYPE "public"."enum__feature_flags_v_version_rules_audiences";
  DROP TYPE "public"."enum__feature_flags_v_version_rules_key";`)
}
