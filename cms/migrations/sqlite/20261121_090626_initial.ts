import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_tags_order_idx\` ON \`courses_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`courses_tags_parent_idx\` ON \`courses_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`type\` text DEFAULT 'course',
  	\`level\` text,
  	\`order_number\` numeric DEFAULT 0,
  	\`available_in_trial\` integer DEFAULT false,
  	\`description\` text,
  	\`image_id\` integer,
  	\`day_count\` numeric,
  	\`total_topics\` numeric DEFAULT 0,
  	\`total_lessons\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_slug_idx\` ON \`courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`courses_order_number_idx\` ON \`courses\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`courses_image_idx\` ON \`courses\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`courses__status_idx\` ON \`courses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_tags_order_idx\` ON \`_courses_v_version_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_tags_parent_idx\` ON \`_courses_v_version_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_type\` text DEFAULT 'course',
  	\`version_level\` text,
  	\`version_order_number\` numeric DEFAULT 0,
  	\`version_available_in_trial\` integer DEFAULT false,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_day_count\` numeric,
  	\`version_total_topics\` numeric DEFAULT 0,
  	\`version_total_lessons\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_parent_idx\` ON \`_courses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_slug_idx\` ON \`_courses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_order_number_idx\` ON \`_courses_v\` (\`version_order_number\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_image_idx\` ON \`_courses_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_updated_at_idx\` ON \`_courses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_created_at_idx\` ON \`_courses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version__status_idx\` ON \`_courses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_created_at_idx\` ON \`_courses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_updated_at_idx\` ON \`_courses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_latest_idx\` ON \`_courses_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`order\` numeric DEFAULT 0,
  	\`available_in_trial\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_course_idx\` ON \`topics\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`topics_order_idx\` ON \`topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`topics_updated_at_idx\` ON \`topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`topics_created_at_idx\` ON \`topics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lessons_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`body\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_blocks_content_order_idx\` ON \`lessons_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_content_parent_id_idx\` ON \`lessons_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_content_path_idx\` ON \`lessons_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`lessons_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_blocks_video_order_idx\` ON \`lessons_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_video_parent_id_idx\` ON \`lessons_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_video_path_idx\` ON \`lessons_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`lessons_blocks_inline_prompt_placeholders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lessons_blocks_inline_prompt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_blocks_inline_prompt_placeholders_order_idx\` ON \`lessons_blocks_inline_prompt_placeholders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_inline_prompt_placeholders_parent_id_idx\` ON \`lessons_blocks_inline_prompt_placeholders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lessons_blocks_inline_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`prompt\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_blocks_inline_prompt_order_idx\` ON \`lessons_blocks_inline_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_inline_prompt_parent_id_idx\` ON \`lessons_blocks_inline_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_inline_prompt_path_idx\` ON \`lessons_blocks_inline_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`lessons_blocks_tasks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_blocks_tasks_order_idx\` ON \`lessons_blocks_tasks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_tasks_parent_id_idx\` ON \`lessons_blocks_tasks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lessons_blocks_tasks_path_idx\` ON \`lessons_blocks_tasks\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`lessons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic_id\` integer NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_topic_idx\` ON \`lessons\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`lessons_number_idx\` ON \`lessons\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`lessons_updated_at_idx\` ON \`lessons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lessons_created_at_idx\` ON \`lessons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lessons_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_texts_order_parent\` ON \`lessons_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lessons_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tasks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lessons_rels_order_idx\` ON \`lessons_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lessons_rels_parent_idx\` ON \`lessons_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lessons_rels_path_idx\` ON \`lessons_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`lessons_rels_tasks_id_idx\` ON \`lessons_rels\` (\`tasks_id\`);`)
  await db.run(sql`CREATE TABLE \`tasks_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_options_order_idx\` ON \`tasks_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tasks_options_parent_id_idx\` ON \`tasks_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tasks_blanks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_blanks_order_idx\` ON \`tasks_blanks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tasks_blanks_parent_id_idx\` ON \`tasks_blanks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tasks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lesson_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'quiz' NOT NULL,
  	\`question\` text NOT NULL,
  	\`rubric_min_length\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lesson_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_lesson_idx\` ON \`tasks\` (\`lesson_id\`);`)
  await db.run(sql`CREATE INDEX \`tasks_updated_at_idx\` ON \`tasks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tasks_created_at_idx\` ON \`tasks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tasks_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_texts_order_parent\` ON \`tasks_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`students_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`students_sessions_order_idx\` ON \`students_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`students_sessions_parent_id_idx\` ON \`students_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`students\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text,
  	\`lastname\` text,
  	\`status\` text DEFAULT 'other' NOT NULL,
  	\`provider_id\` text,
  	\`has_saved_onboarding_data\` integer DEFAULT false,
  	\`time_zone\` text DEFAULT 'UTC' NOT NULL,
  	\`metadata\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`students_updated_at_idx\` ON \`students\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`students_created_at_idx\` ON \`students\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`students_email_idx\` ON \`students\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`course_enrolments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'none' NOT NULL,
  	\`progress\` numeric DEFAULT 0,
  	\`started_at\` text,
  	\`completed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_enrolments_student_idx\` ON \`course_enrolments\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_course_idx\` ON \`course_enrolments\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_updated_at_idx\` ON \`course_enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_created_at_idx\` ON \`course_enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_course_idx\` ON \`course_enrolments\` (\`student_id\`,\`course_id\`);`)
  await db.run(sql`CREATE TABLE \`topic_enrolments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`topic_id\` integer NOT NULL,
  	\`course_id\` integer,
  	\`status\` text DEFAULT 'none' NOT NULL,
  	\`progress\` numeric DEFAULT 0,
  	\`started_at\` text,
  	\`completed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`topic_enrolments_student_idx\` ON \`topic_enrolments\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`topic_enrolments_topic_idx\` ON \`topic_enrolments\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`topic_enrolments_course_idx\` ON \`topic_enrolments\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`topic_enrolments_updated_at_idx\` ON \`topic_enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`topic_enrolments_created_at_idx\` ON \`topic_enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_topic_idx\` ON \`topic_enrolments\` (\`student_id\`,\`topic_id\`);`)
  await db.run(sql`CREATE TABLE \`lesson_enrolments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`lesson_id\` integer NOT NULL,
  	\`topic_id\` integer,
  	\`course_id\` integer,
  	\`status\` text DEFAULT 'none' NOT NULL,
  	\`started_at\` text,
  	\`completed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lesson_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lesson_enrolments_student_idx\` ON \`lesson_enrolments\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_enrolments_lesson_idx\` ON \`lesson_enrolments\` (\`lesson_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_enrolments_topic_idx\` ON \`lesson_enrolments\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_enrolments_course_idx\` ON \`lesson_enrolments\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_enrolments_updated_at_idx\` ON \`lesson_enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lesson_enrolments_created_at_idx\` ON \`lesson_enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_lesson_idx\` ON \`lesson_enrolments\` (\`student_id\`,\`lesson_id\`);`)
  await db.run(sql`CREATE TABLE \`task_enrolments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`task_id\` integer NOT NULL,
  	\`lesson_id\` integer,
  	\`status\` text DEFAULT 'none' NOT NULL,
  	\`answer\` text,
  	\`feedback\` text,
  	\`started_at\` text,
  	\`completed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`task_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lesson_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`task_enrolments_student_idx\` ON \`task_enrolments\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`task_enrolments_task_idx\` ON \`task_enrolments\` (\`task_id\`);`)
  await db.run(sql`CREATE INDEX \`task_enrolments_lesson_idx\` ON \`task_enrolments\` (\`lesson_id\`);`)
  await db.run(sql`CREATE INDEX \`task_enrolments_updated_at_idx\` ON \`task_enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`task_enrolments_created_at_idx\` ON \`task_enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_task_idx\` ON \`task_enrolments\` (\`student_id\`,\`task_id\`);`)
  await db.run(sql`CREATE TABLE \`streak_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`streak_days_student_idx\` ON \`streak_days\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`streak_days_day_idx\` ON \`streak_days\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`streak_days_updated_at_idx\` ON \`streak_days\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`streak_days_created_at_idx\` ON \`streak_days\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`student_day_idx\` ON \`streak_days\` (\`student_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`tip_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tip_categories_caption_idx\` ON \`tip_categories\` (\`caption\`);`)
  await db.run(sql`CREATE INDEX \`tip_categories_order_idx\` ON \`tip_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tip_categories_updated_at_idx\` ON \`tip_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tip_categories_created_at_idx\` ON \`tip_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tips\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`prompt_to_try\` text,
  	\`model\` text,
  	\`featured\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`tip_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tips_category_idx\` ON \`tips\` (\`category_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tips_title_idx\` ON \`tips\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`tips_order_idx\` ON \`tips\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tips_updated_at_idx\` ON \`tips\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tips_created_at_idx\` ON \`tips\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`landing_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_cards_title_idx\` ON \`landing_cards\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`landing_cards_image_idx\` ON \`landing_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_cards_order_idx\` ON \`landing_cards\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`landing_cards_updated_at_idx\` ON \`landing_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_cards_created_at_idx\` ON \`landing_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`set\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text,
  	\`headline\` text,
  	\`comment\` text NOT NULL,
  	\`profit\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_set_idx\` ON \`testimonials\` (\`set\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_order_idx\` ON \`testimonials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text DEFAULT 'landing' NOT NULL,
  	\`short_text\` text NOT NULL,
  	\`full_text\` text NOT NULL,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_group_idx\` ON \`faqs\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tool_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`color\` text DEFAULT '#6C5CE7' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tool_cards_title_idx\` ON \`tool_cards\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`tool_cards_image_idx\` ON \`tool_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`tool_cards_order_idx\` ON \`tool_cards\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tool_cards_updated_at_idx\` ON \`tool_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tool_cards_created_at_idx\` ON \`tool_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_plans_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_plans_benefits_order_idx\` ON \`price_plans_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_plans_benefits_parent_id_idx\` ON \`price_plans_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`price_without_sale\` numeric NOT NULL,
  	\`sale\` numeric NOT NULL,
  	\`curator_months\` numeric DEFAULT 0 NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_plans_key_idx\` ON \`price_plans\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`price_plans_image_idx\` ON \`price_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`price_plans_order_idx\` ON \`price_plans\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`price_plans_updated_at_idx\` ON \`price_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_plans_created_at_idx\` ON \`price_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`funnels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`funnel_id\` text,
  	\`title\` text,
  	\`definition\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`funnels_funnel_id_idx\` ON \`funnels\` (\`funnel_id\`);`)
  await db.run(sql`CREATE INDEX \`funnels_updated_at_idx\` ON \`funnels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funnels_created_at_idx\` ON \`funnels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`funnels__status_idx\` ON \`funnels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_funnels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_funnel_id\` text,
  	\`version_title\` text,
  	\`version_definition\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`funnels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_funnels_v_parent_idx\` ON \`_funnels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_version_version_funnel_id_idx\` ON \`_funnels_v\` (\`version_funnel_id\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_version_version_updated_at_idx\` ON \`_funnels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_version_version_created_at_idx\` ON \`_funnels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_version_version__status_idx\` ON \`_funnels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_created_at_idx\` ON \`_funnels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_updated_at_idx\` ON \`_funnels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_funnels_v_latest_idx\` ON \`_funnels_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`plans_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`first_period_cents\` numeric NOT NULL,
  	\`renewal_cents\` numeric NOT NULL,
  	\`discount_first_period_cents\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_prices_order_idx\` ON \`plans_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`plans_prices_parent_id_idx\` ON \`plans_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`set\` text NOT NULL,
  	\`first_period_value\` numeric DEFAULT 1 NOT NULL,
  	\`first_period_unit\` text DEFAULT 'W' NOT NULL,
  	\`renewal_period_value\` numeric DEFAULT 1 NOT NULL,
  	\`renewal_period_unit\` text DEFAULT 'W' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`plans_plan_id_idx\` ON \`plans\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`plans_set_idx\` ON \`plans\` (\`set\`);`)
  await db.run(sql`CREATE INDEX \`plans_order_idx\` ON \`plans\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`plans_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_texts_order_parent\` ON \`plans_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`funnel_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`funnel_id\` text NOT NULL,
  	\`variant\` text,
  	\`funnel_version\` numeric NOT NULL,
  	\`state\` text NOT NULL,
  	\`answers\` text,
  	\`email\` text,
  	\`name\` text,
  	\`consent\` integer,
  	\`completed_at\` text,
  	\`landing_variant\` text DEFAULT 'none',
  	\`attribution\` text,
  	\`student_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`funnel_sessions_visitor_id_idx\` ON \`funnel_sessions\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_sessions_funnel_id_idx\` ON \`funnel_sessions\` (\`funnel_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_sessions_email_idx\` ON \`funnel_sessions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`funnel_sessions_landing_variant_idx\` ON \`funnel_sessions\` (\`landing_variant\`);`)
  await db.run(sql`CREATE INDEX \`funnel_sessions_student_idx\` ON \`funnel_sessions\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_sessions_updated_at_idx\` ON \`funnel_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funnel_sessions_created_at_idx\` ON \`funnel_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`funnel_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`funnel_id\` text NOT NULL,
  	\`variant\` text,
  	\`screen_id\` text,
  	\`screen_index\` numeric,
  	\`screen_type\` text,
  	\`occurred_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`funnel_events_event_id_idx\` ON \`funnel_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_name_idx\` ON \`funnel_events\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_visitor_id_idx\` ON \`funnel_events\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_funnel_id_idx\` ON \`funnel_events\` (\`funnel_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_variant_idx\` ON \`funnel_events\` (\`variant\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_updated_at_idx\` ON \`funnel_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_created_at_idx\` ON \`funnel_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`funnel_session_id\` integer NOT NULL,
  	\`email\` text,
  	\`plan_id\` text NOT NULL,
  	\`price_cents\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`funnel_session_id\`) REFERENCES \`funnel_sessions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_funnel_session_idx\` ON \`orders\` (\`funnel_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`body\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	\`topics_id\` integer,
  	\`lessons_id\` integer,
  	\`tasks_id\` integer,
  	\`students_id\` integer,
  	\`course_enrolments_id\` integer,
  	\`topic_enrolments_id\` integer,
  	\`lesson_enrolments_id\` integer,
  	\`task_enrolments_id\` integer,
  	\`streak_days_id\` integer,
  	\`tip_categories_id\` integer,
  	\`tips_id\` integer,
  	\`landing_cards_id\` integer,
  	\`testimonials_id\` integer,
  	\`faqs_id\` integer,
  	\`tool_cards_id\` integer,
  	\`price_plans_id\` integer,
  	\`funnels_id\` integer,
  	\`plans_id\` integer,
  	\`funnel_sessions_id\` integer,
  	\`funnel_events_id\` integer,
  	\`orders_id\` integer,
  	\`pages_id\` integer,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lessons_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_enrolments_id\`) REFERENCES \`course_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topic_enrolments_id\`) REFERENCES \`topic_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_enrolments_id\`) REFERENCES \`lesson_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`task_enrolments_id\`) REFERENCES \`task_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`streak_days_id\`) REFERENCES \`streak_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tip_categories_id\`) REFERENCES \`tip_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tips_id\`) REFERENCES \`tips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_cards_id\`) REFERENCES \`landing_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tool_cards_id\`) REFERENCES \`tool_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_plans_id\`) REFERENCES \`price_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funnels_id\`) REFERENCES \`funnels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funnel_sessions_id\`) REFERENCES \`funnel_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funnel_events_id\`) REFERENCES \`funnel_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lessons_id_idx\` ON \`payload_locked_documents_rels\` (\`lessons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`course_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topic_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`topic_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`task_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_streak_days_id_idx\` ON \`payload_locked_documents_rels\` (\`streak_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tip_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`tip_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tips_id_idx\` ON \`payload_locked_documents_rels\` (\`tips_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tool_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`tool_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`price_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funnels_id_idx\` ON \`payload_locked_documents_rels\` (\`funnels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funnel_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`funnel_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funnel_events_id_idx\` ON \`payload_locked_documents_rels\` (\`funnel_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`students_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_students_id_idx\` ON \`payload_preferences_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`landing_price_block\` text DEFAULT 'annual_access' NOT NULL,
  	\`landing_price_block_with_mentor\` integer DEFAULT true,
  	\`landing_funnels_home\` text DEFAULT 'challenge_v1' NOT NULL,
  	\`landing_funnels_landing_v1\` text DEFAULT 'challenge_100k' NOT NULL,
  	\`landing_funnels_landing_v2\` text DEFAULT 'challenge_v2' NOT NULL,
  	\`landing_funnels_luck\` text DEFAULT 'challenge_100k' NOT NULL,
  	\`landing_funnels_creator\` text DEFAULT 'challenge_100k_v2' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_tags\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_courses_v\`;`)
  await db.run(sql`DROP TABLE \`topics\`;`)
  await db.run(sql`DROP TABLE \`lessons_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`lessons_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`lessons_blocks_inline_prompt_placeholders\`;`)
  await db.run(sql`DROP TABLE \`lessons_blocks_inline_prompt\`;`)
  await db.run(sql`DROP TABLE \`lessons_blocks_tasks\`;`)
  await db.run(sql`DROP TABLE \`lessons\`;`)
  await db.run(sql`DROP TABLE \`lessons_texts\`;`)
  await db.run(sql`DROP TABLE \`lessons_rels\`;`)
  await db.run(sql`DROP TABLE \`tasks_options\`;`)
  await db.run(sql`DROP TABLE \`tasks_blanks\`;`)
  await db.run(sql`DROP TABLE \`tasks\`;`)
  await db.run(sql`DROP TABLE \`tasks_texts\`;`)
  await db.run(sql`DROP TABLE \`students_sessions\`;`)
  await db.run(sql`DROP TABLE \`students\`;`)
  await db.run(sql`DROP TABLE \`course_enrolments\`;`)
  await db.run(sql`DROP TABLE \`topic_enrolments\`;`)
  await db.run(sql`DROP TABLE \`lesson_enrolments\`;`)
  await db.run(sql`DROP TABLE \`task_enrolments\`;`)
  await db.run(sql`DROP TABLE \`streak_days\`;`)
  await db.run(sql`DROP TABLE \`tip_categories\`;`)
  await db.run(sql`DROP TABLE \`tips\`;`)
  await db.run(sql`DROP TABLE \`landing_cards\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`tool_cards\`;`)
  await db.run(sql`DROP TABLE \`price_plans_benefits\`;`)
  await db.run(sql`DROP TABLE \`price_plans\`;`)
  await db.run(sql`DROP TABLE \`funnels\`;`)
  await db.run(sql`DROP TABLE \`_funnels_v\`;`)
  await db.run(sql`DROP TABLE \`plans_prices\`;`)
  await db.run(sql`DROP TABLE \`plans\`;`)
  await db.run(sql`DROP TABLE \`plans_texts\`;`)
  await db.run(sql`DROP TABLE \`funnel_sessions\`;`)
  await db.run(sql`DROP TABLE \`funnel_events\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
