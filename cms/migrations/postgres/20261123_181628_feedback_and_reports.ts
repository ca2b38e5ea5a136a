import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_learning_events_name" AS ENUM('course.feedback.sent', 'lesson.feedback.sent', 'issue.reported');
  CREATE TYPE "public"."enum_course_feedback_comment_type" AS ENUM('praise', 'suggestion', 'problem', 'other');
  CREATE TYPE "public"."enum_course_feedback_status" AS ENUM('new', 'seen', 'fixed');
  CREATE TYPE "public"."enum_lesson_feedback_feedback_type" AS ENUM('unclear', 'too-easy', 'too-hard', 'not-useful', 'technical-problem', 'other');
  CREATE TYPE "public"."enum_lesson_feedback_status" AS ENUM('new', 'seen', 'fixed');
  CREATE TYPE "public"."enum_issue_reports_issue_type" AS ENUM('typo', 'wrong-answer', 'broken-content', 'unclear', 'other');
  CREATE TYPE "public"."enum_issue_reports_status" AS ENUM('new', 'seen', 'fixed');
  CREATE TABLE "learning_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" "enum_learning_events_name" NOT NULL,
  	"student_id" integer NOT NULL,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"properties" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"course_id" integer,
  	"rating" numeric NOT NULL,
  	"comment_type" "enum_course_feedback_comment_type",
  	"comment" varchar,
  	"status" "enum_course_feedback_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lesson_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"course_id" integer,
  	"topic_id" integer,
  	"lesson_id" integer,
  	"rating" numeric NOT NULL,
  	"feedback_type" "enum_lesson_feedback_feedback_type",
  	"comment" varchar,
  	"status" "enum_lesson_feedback_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "issue_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"issue_type" "enum_issue_reports_issue_type" NOT NULL,
  	"course_id" integer,
  	"topic_id" integer,
  	"lesson_id" integer,
  	"task_id" integer,
  	"page_id" numeric NOT NULL,
  	"comment" varchar,
  	"status" "enum_issue_reports_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "learning_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "issue_reports_id" integer;
  ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_feedback" ADD CONSTRAINT "lesson_feedback_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "learning_events_name_idx" ON "learning_events" USING btree ("name");
  CREATE INDEX "learning_events_student_idx" ON "learning_events" USING btree ("student_id");
  CREATE INDEX "learning_events_occurred_at_idx" ON "learning_events" USING btree ("occurred_at");
  CREATE INDEX "learning_events_updated_at_idx" ON "learning_events" USING btree ("updated_at");
  CREATE INDEX "learning_events_created_at_idx" ON "learning_events" USING btree ("created_at");
  CREATE INDEX "course_feedback_student_idx" ON "course_feedback" USING btree ("student_id");
  CREATE INDEX "course_feedback_course_idx" ON "course_feedback" USING btree ("course_id");
  CREATE INDEX "course_feedback_rating_idx" ON "course_feedback" USING btree ("rating");
  CREATE INDEX "course_feedback_status_idx" ON "course_feedback" USING btree ("status");
  CREATE INDEX "course_feedback_updated_at_idx" ON "course_feedback" USING btree ("updated_at");
  CREATE INDEX "course_feedback_created_at_idx" ON "course_feedback" USING btree ("created_at");
  CREATE INDEX "lesson_feedback_student_idx" ON "lesson_feedback" USING btree ("student_id");
  CREATE INDEX "lesson_feedback_course_idx" ON "lesson_feedback" USING btree ("course_id");
  CREATE INDEX "lesson_feedback_topic_idx" ON "lesson_feedback" USING btree ("topic_id");
  CREATE INDEX "lesson_feedback_lesson_idx" ON "lesson_feedback" USING btree ("lesson_id");
  CREATE INDEX "lesson_feedback_rating_idx" ON "lesson_feedback" USING btree ("rating");
  CREATE INDEX "lesson_feedback_status_idx" ON "lesson_feedback" USING btree ("status");
  CREATE INDEX "lesson_feedback_updated_at_idx" ON "lesson_feedback" USING btree ("updated_at");
  CREATE INDEX "lesson_feedback_created_at_idx" ON "lesson_feedback" USING btree ("created_at");
  CREATE INDEX "issue_reports_student_idx" ON "issue_reports" USING btree ("student_id");
  CREATE INDEX "issue_reports_issue_type_idx" ON "issue_reports" USING btree ("issue_type");
  CREATE INDEX "issue_reports_course_idx" ON "issue_reports" USING btree ("course_id");
  CREATE INDEX "issue_reports_topic_idx" ON "issue_reports" USING btree ("topic_id");
  CREATE INDEX "issue_reports_lesson_idx" ON "issue_reports" USING btree ("lesson_id");
  CREATE INDEX "issue_reports_task_idx" ON "issue_reports" USING btree ("task_id");
  CREATE INDEX "issue_reports_status_idx" ON "issue_reports" USING btree ("status");
  CREATE INDEX "issue_reports_updated_at_idx" ON "issue_reports" USING btree ("updated_at");
  CREATE INDEX "issue_reports_created_at_idx" ON "issue_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_learning_events_fk" FOREIGN KEY ("learning_events_id") REFERENCES "public"."learning_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_feedback_fk" FOREIGN KEY ("course_feedback_id") REFERENCES "public"."course_feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_feedback_fk" FOREIGN KEY ("lesson_feedback_id") REFERENCES "public"."lesson_feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_issue_reports_fk" FOREIGN KEY ("issue_reports_id") REFERENCES "public"."issue_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_learning_events_id_idx" ON "payload_locked_documents_rels" USING btree ("learning_events_id");
  CREATE INDEX "payload_locked_documents_rels_course_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("course_feedback_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_feedback_id");
  CREATE INDEX "payload_locked_documents_rels_issue_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("issue_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "learning_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lesson_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "issue_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "learning_events" CASCADE;
  DROP TABLE "course_feedback" CASCADE;
  DROP TABLE "lesson_feedback" CASCADE;
  DROP TABLE "issue_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_learning_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_issue_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_learning_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_lesson_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_issue_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "learning_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "issue_reports_id";
  DROP TYPE "public"."enum_learning_events_name";
  DROP TYPE "public"."enum_course_feedback_comment_type";
  DROP TYPE "public"."enum_course_feedback_status";
  DROP TYPE "public"."enum_lesson_feedback_feedback_type";
  DROP TYPE "public"."enum_lesson_feedback_status";
  DROP TYPE "public"."enum_issue_reports_issue_type";
  DROP TYPE "public"."enum_issue_reports_status";`)
}
