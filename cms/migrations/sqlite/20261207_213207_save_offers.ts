import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cancellation_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer,
  	\`subscription_id\` integer,
  	\`funnel_id\` text NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`reason\` text,
  	\`reason_label\` text,
  	\`outcome\` text DEFAULT 'abandoned' NOT NULL,
  	\`offer_kind\` text,
  	\`percent_off\` numeric,
  	\`product_id\` text,
  	\`ended_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cancellation_attempts_student_idx\` ON \`cancellation_attempts\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_attempts_subscription_idx\` ON \`cancellation_attempts\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_attempts_started_at_idx\` ON \`cancellation_attempts\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_attempts_outcome_idx\` ON \`cancellation_attempts\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_attempts_updated_at_idx\` ON \`cancellation_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cancellation_attempts_created_at_idx\` ON \`cancellation_attempts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`resumed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`paused_until\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`next_renewal_percent_off\` numeric;`)
  await db.run(sql`CREATE INDEX \`subscriptions_resumed_at_idx\` ON \`subscriptions\` (\`resumed_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_paused_until_idx\` ON \`subscriptions\` (\`paused_until\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cancellation_attempts_id\` integer REFERENCES cancellation_attempts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cancellation_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`cancellation_attempts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cancellation_attempts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	\`topics_id\` integer,
  	\`lessons_id\` integer,
  	\`tasks_id\` integer,
  	\`daily_tasks_id\` integer,
  	\`students_id\` integer,
  	\`course_enrolments_id\` integer,
  	\`topic_enrolments_id\` integer,
  	\`lesson_enrolments_id\` integer,
  	\`task_enrolments_id\` integer,
  	\`lesson_bookmarks_id\` integer,
  	\`streak_days_id\` integer,
  	\`learning_plans_id\` integer,
  	\`daily_task_attempts_id\` integer,
  	\`certificates_id\` integer,
  	\`video_tasks_id\` integer,
  	\`learning_events_id\` integer,
  	\`course_feedback_id\` integer,
  	\`lesson_feedback_id\` integer,
  	\`issue_reports_id\` integer,
  	\`message_reports_id\` integer,
  	\`assistant_chats_id\` integer,
  	\`feature_counters_id\` integer,
  	\`tip_categories_id\` integer,
  	\`tips_id\` integer,
  	\`prompt_templates_id\` integer,
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
  	\`payments_id\` integer,
  	\`subscriptions_id\` integer,
  	\`payment_methods_id\` integer,
  	\`upsells_id\` integer,
  	\`payment_events_id\` integer,
  	\`pages_id\` integer,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`email_outbox_id\` integer,
  	\`one_time_codes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lessons_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_tasks_id\`) REFERENCES \`daily_tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`students_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_enrolments_id\`) REFERENCES \`course_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topic_enrolments_id\`) REFERENCES \`topic_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_enrolments_id\`) REFERENCES \`lesson_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`task_enrolments_id\`) REFERENCES \`task_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_bookmarks_id\`) REFERENCES \`lesson_bookmarks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`streak_days_id\`) REFERENCES \`streak_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`learning_plans_id\`) REFERENCES \`learning_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_task_attempts_id\`) REFERENCES \`daily_task_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_tasks_id\`) REFERENCES \`video_tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`learning_events_id\`) REFERENCES \`learning_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_feedback_id\`) REFERENCES \`course_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_feedback_id\`) REFERENCES \`lesson_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`issue_reports_id\`) REFERENCES \`issue_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`message_reports_id\`) REFERENCES \`message_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assistant_chats_id\`) REFERENCES \`assistant_chats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feature_counters_id\`) REFERENCES \`feature_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tip_categories_id\`) REFERENCES \`tip_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tips_id\`) REFERENCES \`tips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prompt_templates_id\`) REFERENCES \`prompt_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_methods_id\`) REFERENCES \`payment_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upsells_id\`) REFERENCES \`upsells\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`one_time_codes_id\`) REFERENCES \`one_time_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "courses_id", "topics_id", "lessons_id", "tasks_id", "daily_tasks_id", "students_id", "course_enrolments_id", "topic_enrolments_id", "lesson_enrolments_id", "task_enrolments_id", "lesson_bookmarks_id", "streak_days_id", "learning_plans_id", "daily_task_attempts_id", "certificates_id", "video_tasks_id", "learning_events_id", "course_feedback_id", "lesson_feedback_id", "issue_reports_id", "message_reports_id", "assistant_chats_id", "feature_counters_id", "tip_categories_id", "tips_id", "prompt_templates_id", "landing_cards_id", "testimonials_id", "faqs_id", "tool_cards_id", "price_plans_id", "funnels_id", "plans_id", "funnel_sessions_id", "funnel_events_id", "orders_id", "payments_id", "subscriptions_id", "payment_methods_id", "upsells_id", "payment_events_id", "pages_id", "users_id", "media_id", "email_outbox_id", "one_time_codes_id") SELECT "id", "order", "parent_id", "path", "courses_id", "topics_id", "lessons_id", "tasks_id", "daily_tasks_id", "students_id", "course_enrolments_id", "topic_enrolments_id", "lesson_enrolments_id", "task_enrolments_id", "lesson_bookmarks_id", "streak_days_id", "learning_plans_id", "daily_task_attempts_id", "certificates_id", "video_tasks_id", "learning_events_id", "course_feedback_id", "lesson_feedback_id", "issue_reports_id", "message_reports_id", "assistant_chats_id", "feature_counters_id", "tip_categories_id", "tips_id", "prompt_templates_id", "landing_cards_id", "testimonials_id", "faqs_id", "tool_cards_id", "price_plans_id", "funnels_id", "plans_id", "funnel_sessions_id", "funnel_events_id", "orders_id", "payments_id", "subscriptions_id", "payment_methods_id", "upsells_id", "payment_events_id", "pages_id", "users_id", "media_id", "email_outbox_id", "one_time_codes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lessons_id_idx\` ON \`payload_locked_documents_rels\` (\`lessons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_students_id_idx\` ON \`payload_locked_documents_rels\` (\`students_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`course_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topic_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`topic_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`task_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_bookmarks_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_bookmarks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_streak_days_id_idx\` ON \`payload_locked_documents_rels\` (\`streak_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_learning_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`learning_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_task_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_task_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`video_tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_learning_events_id_idx\` ON \`payload_locked_documents_rels\` (\`learning_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`course_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_issue_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`issue_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_message_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`message_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assistant_chats_id_idx\` ON \`payload_locked_documents_rels\` (\`assistant_chats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feature_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`feature_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tip_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`tip_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tips_id_idx\` ON \`payload_locked_documents_rels\` (\`tips_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prompt_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`prompt_templates_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upsells_id_idx\` ON \`payload_locked_documents_rels\` (\`upsells_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_one_time_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`one_time_codes_id\`);`)
  await db.run(sql`DROP INDEX \`subscriptions_resumed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`subscriptions_paused_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`resumed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`paused_until\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`next_renewal_percent_off\`;`)
}
