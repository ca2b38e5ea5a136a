import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lesson_bookmarks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"lesson_id" integer NOT NULL,
  	"topic_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_bookmarks_id" integer;
  ALTER TABLE "lesson_bookmarks" ADD CONSTRAINT "lesson_bookmarks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_bookmarks" ADD CONSTRAINT "lesson_bookmarks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_bookmarks" ADD CONSTRAINT "lesson_bookmarks_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_bookmarks" ADD CONSTRAINT "lesson_bookmarks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lesson_bookmarks_student_idx" ON "lesson_bookmarks" USING btree ("student_id");
  CREATE INDEX "lesson_bookmarks_lesson_idx" ON "lesson_bookmarks" USING btree ("lesson_id");
  CREATE INDEX "lesson_bookmarks_topic_idx" ON "lesson_bookmarks" USING btree ("topic_id");
  CREATE INDEX "lesson_bookmarks_course_idx" ON "lesson_bookmarks" USING btree ("course_id");
  CREATE INDEX "lesson_bookmarks_updated_at_idx" ON "lesson_bookmarks" USING btree ("updated_at");
  CREATE INDEX "lesson_bookmarks_created_at_idx" ON "lesson_bookmarks" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_lesson_1_idx" ON "lesson_bookmarks" USING btree ("student_id","lesson_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_bookmarks_fk" FOREIGN KEY ("lesson_bookmarks_id") REFERENCES "public"."lesson_bookmarks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lesson_bookmarks_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_bookmarks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lesson_bookmarks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lesson_bookmarks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_bookmarks_fk";
  
  DROP INDEX "payload_locked_documents_rels_lesson_bookmarks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_bookmarks_id";`)
}
