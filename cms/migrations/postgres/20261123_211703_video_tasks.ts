import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_video_tasks_status" AS ENUM('idle', 'processing', 'completed', 'failed', 'pending');
  CREATE TABLE "video_tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"video_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"status" "enum_video_tasks_status" DEFAULT 'pending' NOT NULL,
  	"video_url" varchar,
  	"thumbnail" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_tasks_id" integer;
  ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "video_tasks_student_idx" ON "video_tasks" USING btree ("student_id");
  CREATE UNIQUE INDEX "video_tasks_video_id_idx" ON "video_tasks" USING btree ("video_id");
  CREATE INDEX "video_tasks_updated_at_idx" ON "video_tasks" USING btree ("updated_at");
  CREATE INDEX "video_tasks_created_at_idx" ON "video_tasks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_tasks_fk" FOREIGN KEY ("video_tasks_id") REFERENCES "public"."video_tasks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_video_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("video_tasks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "video_tasks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "video_tasks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_tasks_fk";
  
  DROP INDEX "payload_locked_documents_rels_video_tasks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_tasks_id";
  DROP TYPE "public"."enum_video_tasks_status";`)
}
