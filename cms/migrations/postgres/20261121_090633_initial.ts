import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_tags" AS ENUM('New', 'Beginner', 'Advanced', 'Make money', 'AI learning');
  CREATE TYPE "public"."enum_courses_type" AS ENUM('course', 'challenge');
  CREATE TYPE "public"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_version_tags" AS ENUM('New', 'Beginner', 'Advanced', 'Make money', 'AI learning');
  CREATE TYPE "public"."enum__courses_v_version_type" AS ENUM('course', 'challenge');
  CREATE TYPE "public"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tasks_type" AS ENUM('fill-in-blanks', 'quiz', 'essay', 'prompt-evaluation');
  CREATE TYPE "public"."enum_students_status" AS ENUM('active', 'redemption', 'other');
  CREATE TYPE "public"."enum_course_enrolments_status" AS ENUM('none', 'in_progress', 'completed');
  CREATE TYPE "public"."enum_topic_enrolments_status" AS ENUM('none', 'in_progress', 'completed');
  CREATE TYPE "public"."enum_lesson_enrolments_status" AS ENUM('none', 'in_progress', 'completed');
  CREATE TYPE "public"."enum_task_enrolments_status" AS ENUM('none', 'new', 'progress', 'completed', 'failed', 'skipped');
  CREATE TYPE "public"."enum_faqs_group" AS ENUM('landing', 'challenge');
  CREATE TYPE "public"."enum_funnels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__funnels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_plans_prices_currency" AS ENUM('USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP');
  CREATE TYPE "public"."enum_plans_first_period_unit" AS ENUM('D', 'W', 'M', 'Q', 'Y');
  CREATE TYPE "public"."enum_plans_renewal_period_unit" AS ENUM('D', 'W', 'M', 'Q', 'Y');
  CREATE TYPE "public"."enum_funnel_sessions_landing_variant" AS ENUM('v1', 'v2', 'none');
  CREATE TYPE "public"."enum_funnel_events_name" AS ENUM('funnel.started', 'screen.presented', 'funnel.completed', 'registration.presented', 'paywall.presented');
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_pages_slug" AS ENUM('terms', 'privacy', 'subscription-terms');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_slug" AS ENUM('terms', 'privacy', 'subscription-terms');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'marketer');
  CREATE TYPE "public"."enum_site_settings_landing_price_block" AS ENUM('annual_access', 'n_weeks_access');
  CREATE TABLE "courses_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_courses_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"type" "enum_courses_type" DEFAULT 'course',
  	"level" varchar,
  	"order_number" numeric DEFAULT 0,
  	"available_in_trial" boolean DEFAULT false,
  	"description" varchar,
  	"image_id" integer,
  	"day_count" numeric,
  	"total_topics" numeric DEFAULT 0,
  	"total_lessons" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_courses_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__courses_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_type" "enum__courses_v_version_type" DEFAULT 'course',
  	"version_level" varchar,
  	"version_order_number" numeric DEFAULT 0,
  	"version_available_in_trial" boolean DEFAULT false,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_day_count" numeric,
  	"version_total_topics" numeric DEFAULT 0,
  	"version_total_lessons" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"available_in_trial" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lessons_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "lessons_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "lessons_blocks_inline_prompt_placeholders" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "lessons_blocks_inline_prompt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"prompt" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "lessons_blocks_tasks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "lessons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic_id" integer NOT NULL,
  	"number" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lessons_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "lessons_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tasks_id" integer
  );
  
  CREATE TABLE "tasks_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "tasks_blanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"answer" varchar
  );
  
  CREATE TABLE "tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lesson_id" integer NOT NULL,
  	"type" "enum_tasks_type" DEFAULT 'quiz' NOT NULL,
  	"question" varchar NOT NULL,
  	"rubric_min_length" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "students_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "students" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firstname" varchar,
  	"lastname" varchar,
  	"status" "enum_students_status" DEFAULT 'other' NOT NULL,
  	"provider_id" varchar,
  	"has_saved_onboarding_data" boolean DEFAULT false,
  	"time_zone" varchar DEFAULT 'UTC' NOT NULL,
  	"metadata" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "course_enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"status" "enum_course_enrolments_status" DEFAULT 'none' NOT NULL,
  	"progress" numeric DEFAULT 0,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "topic_enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"topic_id" integer NOT NULL,
  	"course_id" integer,
  	"status" "enum_topic_enrolments_status" DEFAULT 'none' NOT NULL,
  	"progress" numeric DEFAULT 0,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lesson_enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"lesson_id" integer NOT NULL,
  	"topic_id" integer,
  	"course_id" integer,
  	"status" "enum_lesson_enrolments_status" DEFAULT 'none' NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "task_enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"task_id" integer NOT NULL,
  	"lesson_id" integer,
  	"status" "enum_task_enrolments_status" DEFAULT 'none' NOT NULL,
  	"answer" jsonb,
  	"feedback" varchar,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "streak_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tip_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"prompt_to_try" varchar,
  	"model" varchar,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landing_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"set" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"role" varchar,
  	"headline" varchar,
  	"comment" varchar NOT NULL,
  	"profit" varchar,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_faqs_group" DEFAULT 'landing' NOT NULL,
  	"short_text" varchar NOT NULL,
  	"full_text" varchar NOT NULL,
  	"link_href" varchar,
  	"link_text" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tool_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"color" varchar DEFAULT '#6C5CE7' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_plans_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "price_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"price_without_sale" numeric NOT NULL,
  	"sale" numeric NOT NULL,
  	"curator_months" numeric DEFAULT 0 NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "funnels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"funnel_id" varchar,
  	"title" varchar,
  	"definition" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_funnels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_funnels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_funnel_id" varchar,
  	"version_title" varchar,
  	"version_definition" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__funnels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_plans_prices_currency" NOT NULL,
  	"first_period_cents" numeric NOT NULL,
  	"renewal_cents" numeric NOT NULL,
  	"discount_first_period_cents" numeric
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"set" varchar NOT NULL,
  	"first_period_value" numeric DEFAULT 1 NOT NULL,
  	"first_period_unit" "enum_plans_first_period_unit" DEFAULT 'W' NOT NULL,
  	"renewal_period_value" numeric DEFAULT 1 NOT NULL,
  	"renewal_period_unit" "enum_plans_renewal_period_unit" DEFAULT 'W' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "plans_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "funnel_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"funnel_id" varchar NOT NULL,
  	"variant" varchar,
  	"funnel_version" numeric NOT NULL,
  	"state" jsonb NOT NULL,
  	"answers" jsonb,
  	"email" varchar,
  	"name" varchar,
  	"consent" boolean,
  	"completed_at" timestamp(3) with time zone,
  	"landing_variant" "enum_funnel_sessions_landing_variant" DEFAULT 'none',
  	"attribution" jsonb,
  	"student_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "funnel_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"name" "enum_funnel_events_name" NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"funnel_id" varchar NOT NULL,
  	"variant" varchar,
  	"screen_id" varchar,
  	"screen_index" numeric,
  	"screen_type" varchar,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"funnel_session_id" integer NOT NULL,
  	"email" varchar,
  	"plan_id" varchar NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"currency" "enum_orders_currency" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum_pages_slug",
  	"title" varchar,
  	"body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__pages_v_version_slug",
  	"version_title" varchar,
  	"version_body" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer,
  	"topics_id" integer,
  	"lessons_id" integer,
  	"tasks_id" integer,
  	"students_id" integer,
  	"course_enrolments_id" integer,
  	"topic_enrolments_id" integer,
  	"lesson_enrolments_id" integer,
  	"task_enrolments_id" integer,
  	"streak_days_id" integer,
  	"tip_categories_id" integer,
  	"tips_id" integer,
  	"landing_cards_id" integer,
  	"testimonials_id" integer,
  	"faqs_id" integer,
  	"tool_cards_id" integer,
  	"price_plans_id" integer,
  	"funnels_id" integer,
  	"plans_id" integer,
  	"funnel_sessions_id" integer,
  	"funnel_events_id" integer,
  	"orders_id" integer,
  	"pages_id" integer,
  	"users_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"students_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"landing_price_block" "enum_site_settings_landing_price_block" DEFAULT 'annual_access' NOT NULL,
  	"landing_price_block_with_mentor" boolean DEFAULT true,
  	"landing_funnels_home" varchar DEFAULT 'challenge_v1' NOT NULL,
  	"landing_funnels_landing_v1" varchar DEFAULT 'challenge_100k' NOT NULL,
  	"landing_funnels_landing_v2" varchar DEFAULT 'challenge_v2' NOT NULL,
  	"landing_funnels_luck" varchar DEFAULT 'challenge_100k' NOT NULL,
  	"landing_funnels_creator" varchar DEFAULT 'challenge_100k_v2' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "courses_tags" ADD CONSTRAINT "courses_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_version_tags" ADD CONSTRAINT "_courses_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "topics" ADD CONSTRAINT "topics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons_blocks_content" ADD CONSTRAINT "lessons_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons_blocks_video" ADD CONSTRAINT "lessons_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons_blocks_inline_prompt_placeholders" ADD CONSTRAINT "lessons_blocks_inline_prompt_placeholders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons_blocks_inline_prompt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons_blocks_inline_prompt" ADD CONSTRAINT "lessons_blocks_inline_prompt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons_blocks_tasks" ADD CONSTRAINT "lessons_blocks_tasks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons_texts" ADD CONSTRAINT "lessons_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons_rels" ADD CONSTRAINT "lessons_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lessons_rels" ADD CONSTRAINT "lessons_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tasks_options" ADD CONSTRAINT "tasks_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tasks_blanks" ADD CONSTRAINT "tasks_blanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks_texts" ADD CONSTRAINT "tasks_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "students_sessions" ADD CONSTRAINT "students_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "topic_enrolments" ADD CONSTRAINT "topic_enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "topic_enrolments" ADD CONSTRAINT "topic_enrolments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "topic_enrolments" ADD CONSTRAINT "topic_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_enrolments" ADD CONSTRAINT "lesson_enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_enrolments" ADD CONSTRAINT "lesson_enrolments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_enrolments" ADD CONSTRAINT "lesson_enrolments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_enrolments" ADD CONSTRAINT "lesson_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_enrolments" ADD CONSTRAINT "task_enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_enrolments" ADD CONSTRAINT "task_enrolments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_enrolments" ADD CONSTRAINT "task_enrolments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "streak_days" ADD CONSTRAINT "streak_days_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tips" ADD CONSTRAINT "tips_category_id_tip_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tip_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_cards" ADD CONSTRAINT "landing_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tool_cards" ADD CONSTRAINT "tool_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_plans_benefits" ADD CONSTRAINT "price_plans_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funnels_v" ADD CONSTRAINT "_funnels_v_parent_id_funnels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."funnels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans_prices" ADD CONSTRAINT "plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_texts" ADD CONSTRAINT "plans_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "funnel_sessions" ADD CONSTRAINT "funnel_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_funnel_session_id_funnel_sessions_id_fk" FOREIGN KEY ("funnel_session_id") REFERENCES "public"."funnel_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lessons_fk" FOREIGN KEY ("lessons_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_students_fk" FOREIGN KEY ("students_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_enrolments_fk" FOREIGN KEY ("course_enrolments_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topic_enrolments_fk" FOREIGN KEY ("topic_enrolments_id") REFERENCES "public"."topic_enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_enrolments_fk" FOREIGN KEY ("lesson_enrolments_id") REFERENCES "public"."lesson_enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_task_enrolments_fk" FOREIGN KEY ("task_enrolments_id") REFERENCES "public"."task_enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_streak_days_fk" FOREIGN KEY ("streak_days_id") REFERENCES "public"."streak_days"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tip_categories_fk" FOREIGN KEY ("tip_categories_id") REFERENCES "public"."tip_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tips_fk" FOREIGN KEY ("tips_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_cards_fk" FOREIGN KEY ("landing_cards_id") REFERENCES "public"."landing_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tool_cards_fk" FOREIGN KEY ("tool_cards_id") REFERENCES "public"."tool_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_plans_fk" FOREIGN KEY ("price_plans_id") REFERENCES "public"."price_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funnels_fk" FOREIGN KEY ("funnels_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funnel_sessions_fk" FOREIGN KEY ("funnel_sessions_id") REFERENCES "public"."funnel_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funnel_events_fk" FOREIGN KEY ("funnel_events_id") REFERENCES "public"."funnel_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_students_fk" FOREIGN KEY ("students_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "courses_tags_order_idx" ON "courses_tags" USING btree ("order");
  CREATE INDEX "courses_tags_parent_idx" ON "courses_tags" USING btree ("parent_id");
  CREATE UNIQUE INDEX "courses_slug_idx" ON "courses" USING btree ("slug");
  CREATE INDEX "courses_order_number_idx" ON "courses" USING btree ("order_number");
  CREATE INDEX "courses_image_idx" ON "courses" USING btree ("image_id");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "courses__status_idx" ON "courses" USING btree ("_status");
  CREATE INDEX "_courses_v_version_tags_order_idx" ON "_courses_v_version_tags" USING btree ("order");
  CREATE INDEX "_courses_v_version_tags_parent_idx" ON "_courses_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_courses_v_parent_idx" ON "_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_slug_idx" ON "_courses_v" USING btree ("version_slug");
  CREATE INDEX "_courses_v_version_version_order_number_idx" ON "_courses_v" USING btree ("version_order_number");
  CREATE INDEX "_courses_v_version_version_image_idx" ON "_courses_v" USING btree ("version_image_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_latest_idx" ON "_courses_v" USING btree ("latest");
  CREATE INDEX "topics_course_idx" ON "topics" USING btree ("course_id");
  CREATE INDEX "topics_order_idx" ON "topics" USING btree ("order");
  CREATE INDEX "topics_updated_at_idx" ON "topics" USING btree ("updated_at");
  CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");
  CREATE INDEX "lessons_blocks_content_order_idx" ON "lessons_blocks_content" USING btree ("_order");
  CREATE INDEX "lessons_blocks_content_parent_id_idx" ON "lessons_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "lessons_blocks_content_path_idx" ON "lessons_blocks_content" USING btree ("_path");
  CREATE INDEX "lessons_blocks_video_order_idx" ON "lessons_blocks_video" USING btree ("_order");
  CREATE INDEX "lessons_blocks_video_parent_id_idx" ON "lessons_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "lessons_blocks_video_path_idx" ON "lessons_blocks_video" USING btree ("_path");
  CREATE INDEX "lessons_blocks_inline_prompt_placeholders_order_idx" ON "lessons_blocks_inline_prompt_placeholders" USING btree ("_order");
  CREATE INDEX "lessons_blocks_inline_prompt_placeholders_parent_id_idx" ON "lessons_blocks_inline_prompt_placeholders" USING btree ("_parent_id");
  CREATE INDEX "lessons_blocks_inline_prompt_order_idx" ON "lessons_blocks_inline_prompt" USING btree ("_order");
  CREATE INDEX "lessons_blocks_inline_prompt_parent_id_idx" ON "lessons_blocks_inline_prompt" USING btree ("_parent_id");
  CREATE INDEX "lessons_blocks_inline_prompt_path_idx" ON "lessons_blocks_inline_prompt" USING btree ("_path");
  CREATE INDEX "lessons_blocks_tasks_order_idx" ON "lessons_blocks_tasks" USING btree ("_order");
  CREATE INDEX "lessons_blocks_tasks_parent_id_idx" ON "lessons_blocks_tasks" USING btree ("_parent_id");
  CREATE INDEX "lessons_blocks_tasks_path_idx" ON "lessons_blocks_tasks" USING btree ("_path");
  CREATE INDEX "lessons_topic_idx" ON "lessons" USING btree ("topic_id");
  CREATE INDEX "lessons_number_idx" ON "lessons" USING btree ("number");
  CREATE INDEX "lessons_updated_at_idx" ON "lessons" USING btree ("updated_at");
  CREATE INDEX "lessons_created_at_idx" ON "lessons" USING btree ("created_at");
  CREATE INDEX "lessons_texts_order_parent" ON "lessons_texts" USING btree ("order","parent_id");
  CREATE INDEX "lessons_rels_order_idx" ON "lessons_rels" USING btree ("order");
  CREATE INDEX "lessons_rels_parent_idx" ON "lessons_rels" USING btree ("parent_id");
  CREATE INDEX "lessons_rels_path_idx" ON "lessons_rels" USING btree ("path");
  CREATE INDEX "lessons_rels_tasks_id_idx" ON "lessons_rels" USING btree ("tasks_id");
  CREATE INDEX "tasks_options_order_idx" ON "tasks_options" USING btree ("_order");
  CREATE INDEX "tasks_options_parent_id_idx" ON "tasks_options" USING btree ("_parent_id");
  CREATE INDEX "tasks_blanks_order_idx" ON "tasks_blanks" USING btree ("_order");
  CREATE INDEX "tasks_blanks_parent_id_idx" ON "tasks_blanks" USING btree ("_parent_id");
  CREATE INDEX "tasks_lesson_idx" ON "tasks" USING btree ("lesson_id");
  CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
  CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
  CREATE INDEX "tasks_texts_order_parent" ON "tasks_texts" USING btree ("order","parent_id");
  CREATE INDEX "students_sessions_order_idx" ON "students_sessions" USING btree ("_order");
  CREATE INDEX "students_sessions_parent_id_idx" ON "students_sessions" USING btree ("_parent_id");
  CREATE INDEX "students_updated_at_idx" ON "students" USING btree ("updated_at");
  CREATE INDEX "students_created_at_idx" ON "students" USING btree ("created_at");
  CREATE UNIQUE INDEX "students_email_idx" ON "students" USING btree ("email");
  CREATE INDEX "course_enrolments_student_idx" ON "course_enrolments" USING btree ("student_id");
  CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id");
  CREATE INDEX "course_enrolments_updated_at_idx" ON "course_enrolments" USING btree ("updated_at");
  CREATE INDEX "course_enrolments_created_at_idx" ON "course_enrolments" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_course_idx" ON "course_enrolments" USING btree ("student_id","course_id");
  CREATE INDEX "topic_enrolments_student_idx" ON "topic_enrolments" USING btree ("student_id");
  CREATE INDEX "topic_enrolments_topic_idx" ON "topic_enrolments" USING btree ("topic_id");
  CREATE INDEX "topic_enrolments_course_idx" ON "topic_enrolments" USING btree ("course_id");
  CREATE INDEX "topic_enrolments_updated_at_idx" ON "topic_enrolments" USING btree ("updated_at");
  CREATE INDEX "topic_enrolments_created_at_idx" ON "topic_enrolments" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_topic_idx" ON "topic_enrolments" USING btree ("student_id","topic_id");
  CREATE INDEX "lesson_enrolments_student_idx" ON "lesson_enrolments" USING btree ("student_id");
  CREATE INDEX "lesson_enrolments_lesson_idx" ON "lesson_enrolments" USING btree ("lesson_id");
  CREATE INDEX "lesson_enrolments_topic_idx" ON "lesson_enrolments" USING btree ("topic_id");
  CREATE INDEX "lesson_enrolments_course_idx" ON "lesson_enrolments" USING btree ("course_id");
  CREATE INDEX "lesson_enrolments_updated_at_idx" ON "lesson_enrolments" USING btree ("updated_at");
  CREATE INDEX "lesson_enrolments_created_at_idx" ON "lesson_enrolments" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_lesson_idx" ON "lesson_enrolments" USING btree ("student_id","lesson_id");
  CREATE INDEX "task_enrolments_student_idx" ON "task_enrolments" USING btree ("student_id");
  CREATE INDEX "task_enrolments_task_idx" ON "task_enrolments" USING btree ("task_id");
  CREATE INDEX "task_enrolments_lesson_idx" ON "task_enrolments" USING btree ("lesson_id");
  CREATE INDEX "task_enrolments_updated_at_idx" ON "task_enrolments" USING btree ("updated_at");
  CREATE INDEX "task_enrolments_created_at_idx" ON "task_enrolments" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_task_idx" ON "task_enrolments" USING btree ("student_id","task_id");
  CREATE INDEX "streak_days_student_idx" ON "streak_days" USING btree ("student_id");
  CREATE INDEX "streak_days_day_idx" ON "streak_days" USING btree ("day");
  CREATE INDEX "streak_days_updated_at_idx" ON "streak_days" USING btree ("updated_at");
  CREATE INDEX "streak_days_created_at_idx" ON "streak_days" USING btree ("created_at");
  CREATE UNIQUE INDEX "student_day_idx" ON "streak_days" USING btree ("student_id","day");
  CREATE UNIQUE INDEX "tip_categories_caption_idx" ON "tip_categories" USING btree ("caption");
  CREATE INDEX "tip_categories_order_idx" ON "tip_categories" USING btree ("order");
  CREATE INDEX "tip_categories_updated_at_idx" ON "tip_categories" USING btree ("updated_at");
  CREATE INDEX "tip_categories_created_at_idx" ON "tip_categories" USING btree ("created_at");
  CREATE INDEX "tips_category_idx" ON "tips" USING btree ("category_id");
  CREATE UNIQUE INDEX "tips_title_idx" ON "tips" USING btree ("title");
  CREATE INDEX "tips_order_idx" ON "tips" USING btree ("order");
  CREATE INDEX "tips_updated_at_idx" ON "tips" USING btree ("updated_at");
  CREATE INDEX "tips_created_at_idx" ON "tips" USING btree ("created_at");
  CREATE UNIQUE INDEX "landing_cards_title_idx" ON "landing_cards" USING btree ("title");
  CREATE INDEX "landing_cards_image_idx" ON "landing_cards" USING btree ("image_id");
  CREATE INDEX "landing_cards_order_idx" ON "landing_cards" USING btree ("order");
  CREATE INDEX "landing_cards_updated_at_idx" ON "landing_cards" USING btree ("updated_at");
  CREATE INDEX "landing_cards_created_at_idx" ON "landing_cards" USING btree ("created_at");
  CREATE INDEX "testimonials_set_idx" ON "testimonials" USING btree ("set");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("order");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group");
  CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "tool_cards_title_idx" ON "tool_cards" USING btree ("title");
  CREATE INDEX "tool_cards_image_idx" ON "tool_cards" USING btree ("image_id");
  CREATE INDEX "tool_cards_order_idx" ON "tool_cards" USING btree ("order");
  CREATE INDEX "tool_cards_updated_at_idx" ON "tool_cards" USING btree ("updated_at");
  CREATE INDEX "tool_cards_created_at_idx" ON "tool_cards" USING btree ("created_at");
  CREATE INDEX "price_plans_benefits_order_idx" ON "price_plans_benefits" USING btree ("_order");
  CREATE INDEX "price_plans_benefits_parent_id_idx" ON "price_plans_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "price_plans_key_idx" ON "price_plans" USING btree ("key");
  CREATE INDEX "price_plans_image_idx" ON "price_plans" USING btree ("image_id");
  CREATE INDEX "price_plans_order_idx" ON "price_plans" USING btree ("order");
  CREATE INDEX "price_plans_updated_at_idx" ON "price_plans" USING btree ("updated_at");
  CREATE INDEX "price_plans_created_at_idx" ON "price_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "funnels_funnel_id_idx" ON "funnels" USING btree ("funnel_id");
  CREATE INDEX "funnels_updated_at_idx" ON "funnels" USING btree ("updated_at");
  CREATE INDEX "funnels_created_at_idx" ON "funnels" USING btree ("created_at");
  CREATE INDEX "funnels__status_idx" ON "funnels" USING btree ("_status");
  CREATE INDEX "_funnels_v_parent_idx" ON "_funnels_v" USING btree ("parent_id");
  CREATE INDEX "_funnels_v_version_version_funnel_id_idx" ON "_funnels_v" USING btree ("version_funnel_id");
  CREATE INDEX "_funnels_v_version_version_updated_at_idx" ON "_funnels_v" USING btree ("version_updated_at");
  CREATE INDEX "_funnels_v_version_version_created_at_idx" ON "_funnels_v" USING btree ("version_created_at");
  CREATE INDEX "_funnels_v_version_version__status_idx" ON "_funnels_v" USING btree ("version__status");
  CREATE INDEX "_funnels_v_created_at_idx" ON "_funnels_v" USING btree ("created_at");
  CREATE INDEX "_funnels_v_updated_at_idx" ON "_funnels_v" USING btree ("updated_at");
  CREATE INDEX "_funnels_v_latest_idx" ON "_funnels_v" USING btree ("latest");
  CREATE INDEX "plans_prices_order_idx" ON "plans_prices" USING btree ("_order");
  CREATE INDEX "plans_prices_parent_id_idx" ON "plans_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_plan_id_idx" ON "plans" USING btree ("plan_id");
  CREATE INDEX "plans_set_idx" ON "plans" USING btree ("set");
  CREATE INDEX "plans_order_idx" ON "plans" USING btree ("order");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE INDEX "plans_texts_order_parent" ON "plans_texts" USING btree ("order","parent_id");
  CREATE INDEX "funnel_sessions_visitor_id_idx" ON "funnel_sessions" USING btree ("visitor_id");
  CREATE INDEX "funnel_sessions_funnel_id_idx" ON "funnel_sessions" USING btree ("funnel_id");
  CREATE INDEX "funnel_sessions_email_idx" ON "funnel_sessions" USING btree ("email");
  CREATE INDEX "funnel_sessions_landing_variant_idx" ON "funnel_sessions" USING btree ("landing_variant");
  CREATE INDEX "funnel_sessions_student_idx" ON "funnel_sessions" USING btree ("student_id");
  CREATE INDEX "funnel_sessions_updated_at_idx" ON "funnel_sessions" USING btree ("updated_at");
  CREATE INDEX "funnel_sessions_created_at_idx" ON "funnel_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "funnel_events_event_id_idx" ON "funnel_events" USING btree ("event_id");
  CREATE INDEX "funnel_events_name_idx" ON "funnel_events" USING btree ("name");
  CREATE INDEX "funnel_events_visitor_id_idx" ON "funnel_events" USING btree ("visitor_id");
  CREATE INDEX "funnel_events_funnel_id_idx" ON "funnel_events" USING btree ("funnel_id");
  CREATE INDEX "funnel_events_variant_idx" ON "funnel_events" USING btree ("variant");
  CREATE INDEX "funnel_events_updated_at_idx" ON "funnel_events" USING btree ("updated_at");
  CREATE INDEX "funnel_events_created_at_idx" ON "funnel_events" USING btree ("created_at");
  CREATE INDEX "orders_funnel_session_idx" ON "orders" USING btree ("funnel_session_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("topics_id");
  CREATE INDEX "payload_locked_documents_rels_lessons_id_idx" ON "payload_locked_documents_rels" USING btree ("lessons_id");
  CREATE INDEX "payload_locked_documents_rels_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("tasks_id");
  CREATE INDEX "payload_locked_documents_rels_students_id_idx" ON "payload_locked_documents_rels" USING btree ("students_id");
  CREATE INDEX "payload_locked_documents_rels_course_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("course_enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_topic_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("topic_enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_task_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("task_enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_streak_days_id_idx" ON "payload_locked_documents_rels" USING btree ("streak_days_id");
  CREATE INDEX "payload_locked_documents_rels_tip_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("tip_categories_id");
  CREATE INDEX "payload_locked_documents_rels_tips_id_idx" ON "payload_locked_documents_rels" USING btree ("tips_id");
  CREATE INDEX "payload_locked_documents_rels_landing_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_cards_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_tool_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("tool_cards_id");
  CREATE INDEX "payload_locked_documents_rels_price_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("price_plans_id");
  CREATE INDEX "payload_locked_documents_rels_funnels_id_idx" ON "payload_locked_documents_rels" USING btree ("funnels_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_funnel_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("funnel_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_funnel_events_id_idx" ON "payload_locked_documents_rels" USING btree ("funnel_events_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_students_id_idx" ON "payload_preferences_rels" USING btree ("students_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "courses_tags" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "_courses_v_version_tags" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "topics" CASCADE;
  DROP TABLE "lessons_blocks_content" CASCADE;
  DROP TABLE "lessons_blocks_video" CASCADE;
  DROP TABLE "lessons_blocks_inline_prompt_placeholders" CASCADE;
  DROP TABLE "lessons_blocks_inline_prompt" CASCADE;
  DROP TABLE "lessons_blocks_tasks" CASCADE;
  DROP TABLE "lessons" CASCADE;
  DROP TABLE "lessons_texts" CASCADE;
  DROP TABLE "lessons_rels" CASCADE;
  DROP TABLE "tasks_options" CASCADE;
  DROP TABLE "tasks_blanks" CASCADE;
  DROP TABLE "tasks" CASCADE;
  DROP TABLE "tasks_texts" CASCADE;
  DROP TABLE "students_sessions" CASCADE;
  DROP TABLE "students" CASCADE;
  DROP TABLE "course_enrolments" CASCADE;
  DROP TABLE "topic_enrolments" CASCADE;
  DROP TABLE "lesson_enrolments" CASCADE;
  DROP TABLE "task_enrolments" CASCADE;
  DROP TABLE "streak_days" CASCADE;
  DROP TABLE "tip_categories" CASCADE;
  DROP TABLE "tips" CASCADE;
  DROP TABLE "landing_cards" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "tool_cards" CASCADE;
  DROP TABLE "price_plans_benefits" CASCADE;
  DROP TABLE "price_plans" CASCADE;
  DROP TABLE "funnels" CASCADE;
  DROP TABLE "_funnels_v" CASCADE;
  DROP TABLE "plans_prices" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "plans_texts" CASCADE;
  DROP TABLE "funnel_sessions" CASCADE;
  DROP TABLE "funnel_events" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_courses_tags";
  DROP TYPE "public"."enum_courses_type";
  DROP TYPE "public"."enum_courses_status";
  DROP TYPE "public"."enum__courses_v_version_tags";
  DROP TYPE "public"."enum__courses_v_version_type";
  DROP TYPE "public"."enum__courses_v_version_status";
  DROP TYPE "public"."enum_tasks_type";
  DROP TYPE "public"."enum_students_status";
  DROP TYPE "public"."enum_course_enrolments_status";
  DROP TYPE "public"."enum_topic_enrolments_status";
  DROP TYPE "public"."enum_lesson_enrolments_status";
  DROP TYPE "public"."enum_task_enrolments_status";
  DROP TYPE "public"."enum_faqs_group";
  DROP TYPE "public"."enum_funnels_status";
  DROP TYPE "public"."enum__funnels_v_version_status";
  DROP TYPE "public"."enum_plans_prices_currency";
  DROP TYPE "public"."enum_plans_first_period_unit";
  DROP TYPE "public"."enum_plans_renewal_period_unit";
  DROP TYPE "public"."enum_funnel_sessions_landing_variant";
  DROP TYPE "public"."enum_funnel_events_name";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_pages_slug";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_slug";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_site_settings_landing_price_block";`)
}
