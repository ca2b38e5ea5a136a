import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_daily_tasks_kind" AS ENUM('prompt-evaluation', 'essay');
  CREATE TYPE "public"."enum_daily_tasks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__daily_tasks_v_version_kind" AS ENUM('prompt-evaluation', 'essay');
  CREATE TYPE "public"."enum__daily_tasks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_learning_plans_source" AS ENUM('rules', 'model');
  CREATE TYPE "public"."enum_daily_task_attempts_history_side" AS ENUM('user', 'assistant');
  CREATE TYPE "public"."enum_video_tasks_status" AS ENUM('idle', 'processing', 'completed', 'failed', 'pending');
  CREATE TYPE "public"."enum_message_reports_issue_types" AS ENUM('inaccurate', 'not-helpful', 'broken-link', 'harmful', 'other');
  CREATE TYPE "public"."enum_message_reports_status" AS ENUM('new', 'seen', 'fixed');
  CREATE TYPE "public"."enum_feature_counters_feature" AS ENUM('ai_tools_prompts_limit');
  ALTER TYPE "public"."enum_learning_events_name" ADD VALUE 'assistant.message.reported';
  ALTER TYPE "public"."enum_learning_events_name" ADD VALUE 'daily-task.completed';
  CREATE TABLE "daily_tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"instructions" varchar,
  	"kind" "enum_daily_tasks_kind" DEFAULT 'prompt-evaluation',
  	"min_length" numeric DEFAULT 0,
  	"model" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_daily_tasks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "daily_tasks_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_daily_tasks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_instructions" varchar,
  	"version_kind" "enum__daily_tasks_v_version_kind" DEFAULT 'prompt-evaluation',
  	"version_min_length" numeric DEFAULT 0,
  	"version_model" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__daily_tasks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_daily_tasks_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
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
  
  CREATE TABLE "daily_task_attempts_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"side" "enum_daily_task_attempts_history_side" NOT NULL,
  	"message" varchar NOT NULL,
  	"timestamp" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "daily_task_attempts_validation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"completed" boolean DEFAULT false,
  	"reason" varchar
  );
  
  CREATE TABLE "daily_task_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"task_id" integer NOT NULL,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "message_reports_issue_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_message_reports_issue_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "message_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"chat_id" integer,
  	"payload" varchar NOT NULL,
  	"description" varchar,
  	"status" "enum_message_reports_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assistant_chats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"messages" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feature_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"feature" "enum_feature_counters_feature" NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL,
  	"counter_date" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "learning_plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_task_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "message_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assistant_chats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feature_counters_id" integer;
  ALTER TABLE "daily_tasks_texts" ADD CONSTRAINT "daily_tasks_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."daily_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tasks_v" ADD CONSTRAINT "_daily_tasks_v_parent_id_daily_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."daily_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_daily_tasks_v_texts" ADD CONSTRAINT "_daily_tasks_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_daily_tasks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learning_plans" ADD CONSTRAINT "learning_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "daily_task_attempts_history" ADD CONSTRAINT "daily_task_attempts_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."daily_task_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_task_attempts_validation" ADD CONSTRAINT "daily_task_attempts_validation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."daily_task_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_task_attempts" ADD CONSTRAINT "daily_task_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "daily_task_attempts" ADD CONSTRAINT "daily_task_attempts_task_id_daily_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."daily_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_reports_issue_types" ADD CONSTRAINT "message_reports_issue_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."message_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_chat_id_assistant_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."assistant_chats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assistant_chats" ADD CONSTRAINT "assistant_chats_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feature_counters" ADD CONSTRAINT "feature_counters_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "daily_tasks_title_idx" ON "daily_tasks" USING btree ("title");
  CREATE INDEX "daily_tasks_order_idx" ON "daily_tasks" USING btree ("order");
  CREATE INDEX "daily_tasks_updated_at_idx" ON "daily_tasks" USING btree ("updated_at");
  CREATE INDEX "daily_tasks_created_at_idx" ON "daily_tasks" USING btree ("created_at");
  CREATE INDEX "daily_tasks__status_idx" ON "daily_tasks" USING btree ("_status");
  CREATE INDEX "daily_tasks_texts_order_parent" ON "daily_tasks_texts" USING btree ("order","parent_id");
  CREATE INDEX "_daily_tasks_v_parent_idx" ON "_daily_tasks_v" USING btree ("parent_id");
  CREATE INDEX "_daily_tasks_v_version_version_title_idx" ON "_daily_tasks_v" USING btree ("version_title");
  CREATE INDEX "_daily_tasks_v_version_version_order_idx" ON "_daily_tasks_v" USING btree ("version_order");
  CREATE INDEX "_daily_tasks_v_version_version_updated_at_idx" ON "_daily_tasks_v" USING btree ("version_updated_at");
  CREATE INDEX "_daily_tasks_v_version_version_created_at_idx" ON "_daily_tasks_v" USING btree ("version_created_at");
  CREATE INDEX "_daily_tasks_v_version_version__status_idx" ON "_daily_tasks_v" USING btree ("version__status");
  CREATE INDEX "_daily_tasks_v_created_at_idx" ON "_daily_tasks_v" USING btree ("created_at");
  CREATE INDEX "_daily_tasks_v_updated_at_idx" ON "_daily_tasks_v" USING btree ("updated_at");
  CREATE INDEX "_daily_tasks_v_latest_idx" ON "_daily_tasks_v" USING btree ("latest");
  CREATE INDEX "_daily_tasks_v_texts_order_parent" ON "_daily_tasks_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "learning_plans_student_idx" ON "learning_plans" USING btree ("student_id");
  CREATE INDEX "learning_plans_updated_at_idx" ON "learning_plans" USING btree ("updated_at");
  CREATE INDEX "learning_plans_created_at_idx" ON "learning_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_idx" ON "learning_plans" USING btree ("student_id");
  CREATE INDEX "daily_task_attempts_history_order_idx" ON "daily_task_attempts_history" USING btree ("_order");
  CREATE INDEX "daily_task_attempts_history_parent_id_idx" ON "daily_task_attempts_history" USING btree ("_parent_id");
  CREATE INDEX "daily_task_attempts_validation_order_idx" ON "daily_task_attempts_validation" USING btree ("_order");
  CREATE INDEX "daily_task_attempts_validation_parent_id_idx" ON "daily_task_attempts_validation" USING btree ("_parent_id");
  CREATE INDEX "daily_task_attempts_student_idx" ON "daily_task_attempts" USING btree ("student_id");
  CREATE INDEX "daily_task_attempts_day_idx" ON "daily_task_attempts" USING btree ("day");
  CREATE INDEX "daily_task_attempts_task_idx" ON "daily_task_attempts" USING btree ("task_id");
  CREATE INDEX "daily_task_attempts_completed_at_idx" ON "daily_task_attempts" USING btree ("completed_at");
  CREATE INDEX "daily_task_attempts_updated_at_idx" ON "daily_task_attempts" USING btree ("updated_at");
  CREATE INDEX "daily_task_attempts_created_at_idx" ON "daily_task_attempts" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_day_1_idx" ON "daily_task_attempts" USING btree ("student_id","day");
  CREATE INDEX "video_tasks_student_idx" ON "video_tasks" USING btree ("student_id");
  CREATE UNIQUE INDEX "video_tasks_video_id_idx" ON "video_tasks" USING btree ("video_id");
  CREATE INDEX "video_tasks_updated_at_idx" ON "video_tasks" USING btree ("updated_at");
  CREATE INDEX "video_tasks_created_at_idx" ON "video_tasks" USING btree ("created_at");
  CREATE INDEX "message_reports_issue_types_order_idx" ON "message_reports_issue_types" USING btree ("order");
  CREATE INDEX "message_reports_issue_types_parent_idx" ON "message_reports_issue_types" USING btree ("parent_id");
  CREATE INDEX "message_reports_issue_types_value_idx" ON "message_reports_issue_types" USING btree ("value");
  CREATE INDEX "message_reports_student_idx" ON "message_reports" USING btree ("student_id");
  CREATE INDEX "message_reports_chat_idx" ON "message_reports" USING btree ("chat_id");
  CREATE INDEX "message_reports_status_idx" ON "message_reports" USING btree ("status");
  CREATE INDEX "message_reports_updated_at_idx" ON "message_reports" USING btree ("updated_at");
  CREATE INDEX "message_reports_created_at_idx" ON "message_reports" USING btree ("created_at");
  CREATE INDEX "assistant_chats_student_idx" ON "assistant_chats" USING btree ("student_id");
  CREATE INDEX "assistant_chats_updated_at_idx" ON "assistant_chats" USING btree ("updated_at");
  CREATE INDEX "assistant_chats_created_at_idx" ON "assistant_chats" USING btree ("created_at");
  CREATE INDEX "feature_counters_student_idx" ON "feature_counters" USING btree ("student_id");
  CREATE INDEX "feature_counters_updated_at_idx" ON "feature_counters" USING btree ("updated_at");
  CREATE INDEX "feature_counters_created_at_idx" ON "feature_counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_feature_idx" ON "feature_counters" USING btree ("student_id","feature");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_tasks_fk" FOREIGN KEY ("daily_tasks_id") REFERENCES "public"."daily_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_learning_plans_fk" FOREIGN KEY ("learning_plans_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_task_attempts_fk" FOREIGN KEY ("daily_task_attempts_id") REFERENCES "public"."daily_task_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_tasks_fk" FOREIGN KEY ("video_tasks_id") REFERENCES "public"."video_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_message_reports_fk" FOREIGN KEY ("message_reports_id") REFERENCES "public"."message_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assistant_chats_fk" FOREIGN KEY ("assistant_chats_id") REFERENCES "public"."assistant_chats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feature_counters_fk" FOREIGN KEY ("feature_counters_id") REFERENCES "public"."feature_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_daily_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_tasks_id");
  CREATE INDEX "payload_locked_documents_rels_learning_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("learning_plans_id");
  CREATE INDEX "payload_locked_documents_rels_daily_task_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_task_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_video_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("video_tasks_id");
  CREATE INDEX "payload_locked_documents_rels_message_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("message_reports_id");
  CREATE INDEX "payload_locked_documents_rels_assistant_chats_id_idx" ON "payload_locked_documents_rels" USING btree ("assistant_chats_id");
  CREATE INDEX "payload_locked_documents_rels_feature_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("feature_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_tasks_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_tasks_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_tasks_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "learning_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_task_attempts_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_task_attempts_validation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_task_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "message_reports_issue_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "message_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assistant_chats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feature_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_tasks" CASCADE;
  DROP TABLE "daily_tasks_texts" CASCADE;
  DROP TABLE "_daily_tasks_v" CASCADE;
  DROP TABLE "_daily_tasks_v_texts" CASCADE;
  DROP TABLE "learning_plans" CASCADE;
  DROP TABLE "daily_task_attempts_history" CASCADE;
  DROP TABLE "daily_task_attempts_validation" CASCADE;
  DROP TABLE "daily_task_attempts" CASCADE;
  DROP TABLE "video_tasks" CASCADE;
  DROP TABLE "message_reports_issue_types" CASCADE;
  DROP TABLE "message_reports" CASCADE;
  DROP TABLE "assistant_chats" CASCADE;
  DROP TABLE "feature_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_learning_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_task_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_message_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assistant_chats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feature_counters_fk";
  
  ALTER TABLE "learning_events" ALTER COLUMN "name" SET DATA TYPE text;
  DROP TYPE "public"."enum_learning_events_name";
  CREATE TYPE "public"."enum_learning_events_name" AS ENUM('course.feedback.sent', 'lesson.feedback.sent', 'issue.reported');
  ALTER TABLE "learning_events" ALTER COLUMN "name" SET DATA TYPE "public"."enum_learning_events_name" USING "name"::"public"."enum_learning_events_name";
  DROP INDEX "payload_locked_documents_rels_daily_tasks_id_idx";
  DROP INDEX "payload_locked_documents_rels_learning_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_daily_task_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_tasks_id_idx";
  DROP INDEX "payload_locked_documents_rels_message_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_assistant_chats_id_idx";
  DROP INDEX "payload_locked_documents_rels_feature_counters_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "learning_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_task_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "message_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assistant_chats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feature_counters_id";
  DROP TYPE "public"."enum_daily_tasks_kind";
  DROP TYPE "public"."enum_daily_tasks_status";
  DROP TYPE "public"."enum__daily_tasks_v_version_kind";
  DROP TYPE "public"."enum__daily_tasks_v_version_status";
  DROP TYPE "public"."enum_learning_plans_source";
  DROP TYPE "public"."enum_daily_task_attempts_history_side";
  DROP TYPE "public"."enum_video_tasks_status";
  DROP TYPE "public"."enum_message_reports_issue_types";
  DROP TYPE "public"."enum_message_reports_status";
  DROP TYPE "public"."enum_feature_counters_feature";`)
}
