import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_learning_plans_source" AS ENUM('rules', 'model');
  CREATE TABLE "learning_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"profile" jsonb,
  	"plan" jsonb,
  	"source" "enum_learning_plans_source",
  	"generation_day" varchar,
  	"generations_on_day" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "learning_plans_id" integer;
  ALTER TABLE "learning_plans" ADD CONSTRAINT "learning_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "learning_plans_student_idx" ON "learning_plans" USING btree ("student_id");
  CREATE INDEX "learning_plans_updated_at_idx" ON "learning_plans" USING btree ("updated_at");
  CREATE INDEX "learning_plans_created_at_idx" ON "learning_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_idx" ON "learning_plans" USING btree ("student_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_learning_plans_fk" FOREIGN KEY ("learning_plans_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_learning_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("learning_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "learning_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "learning_plans" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_learning_plans_fk";
  
  DROP INDEX "payload_locked_documents_rels_learning_plans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "learning_plans_id";
  DROP TYPE "public"."enum_learning_plans_source";`)
}
