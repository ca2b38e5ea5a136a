import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_prompt_templates_pack" AS ENUM('complete_ai', 'personal_boost');
  CREATE TYPE "public"."enum_prompt_templates_goal" AS ENUM('income', 'creator', 'career', 'learning');
  CREATE TABLE "prompt_templates_placeholders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "prompt_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"pack" "enum_prompt_templates_pack" NOT NULL,
  	"job" varchar,
  	"goal" "enum_prompt_templates_goal",
  	"task" varchar NOT NULL,
  	"prompt" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "prompt_templates_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "prompt_templates_id" integer;
  ALTER TABLE "prompt_templates_placeholders" ADD CONSTRAINT "prompt_templates_placeholders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prompt_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prompt_templates_texts" ADD CONSTRAINT "prompt_templates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."prompt_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "prompt_templates_placeholders_order_idx" ON "prompt_templates_placeholders" USING btree ("_order");
  CREATE INDEX "prompt_templates_placeholders_parent_id_idx" ON "prompt_templates_placeholders" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "prompt_templates_title_idx" ON "prompt_templates" USING btree ("title");
  CREATE INDEX "prompt_templates_pack_idx" ON "prompt_templates" USING btree ("pack");
  CREATE INDEX "prompt_templates_job_idx" ON "prompt_templates" USING btree ("job");
  CREATE INDEX "prompt_templates_goal_idx" ON "prompt_templates" USING btree ("goal");
  CREATE INDEX "prompt_templates_order_idx" ON "prompt_templates" USING btree ("order");
  CREATE INDEX "prompt_templates_updated_at_idx" ON "prompt_templates" USING btree ("updated_at");
  CREATE INDEX "prompt_templates_created_at_idx" ON "prompt_templates" USING btree ("created_at");
  CREATE INDEX "prompt_templates_texts_order_parent" ON "prompt_templates_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prompt_templates_fk" FOREIGN KEY ("prompt_templates_id") REFERENCES "public"."prompt_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_prompt_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("prompt_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prompt_templates_placeholders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prompt_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prompt_templates_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "prompt_templates_placeholders" CASCADE;
  DROP TABLE "prompt_templates" CASCADE;
  DROP TABLE "prompt_templates_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_prompt_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_prompt_templates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "prompt_templates_id";
  DROP TYPE "public"."enum_prompt_templates_pack";
  DROP TYPE "public"."enum_prompt_templates_goal";`)
}
