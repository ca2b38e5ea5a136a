import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payment_methods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_id\` integer,
  	\`order_id\` integer,
  	\`provider\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`last4\` text,
  	\`brand\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_methods_student_idx\` ON \`payment_methods\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_methods_order_idx\` ON \`payment_methods\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_methods_updated_at_idx\` ON \`payment_methods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_methods_created_at_idx\` ON \`payment_methods\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`upsells_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`cents\` numeric NOT NULL,
  	\`full_price_cents\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`upsells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`upsells_prices_order_idx\` ON \`upsells_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`upsells_prices_parent_id_idx\` ON \`upsells_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`upsells_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`upsells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`upsells_benefits_order_idx\` ON \`upsells_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`upsells_benefits_parent_id_idx\` ON \`upsells_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`upsells\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`upsell_id\` text NOT NULL,
  	\`plan_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`pack\` text NOT NULL,
  	\`sale\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`upsells_upsell_id_idx\` ON \`upsells\` (\`upsell_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`upsells_plan_id_idx\` ON \`upsells\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`upsells_order_idx\` ON \`upsells\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`upsells_updated_at_idx\` ON \`upsells\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`upsells_created_at_idx\` ON \`upsells\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`subscription_id\` integer REFERENCES subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`period_start\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`card_last4\` text;`)
  await db.run(sql`CREATE INDEX \`payments_subscription_idx\` ON \`payments\` (\`subscription_id\`);`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`payment_method_id\` integer REFERENCES payment_methods(id);`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`renewal_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`next_retry_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscriptions_payment_method_idx\` ON \`subscriptions\` (\`payment_method_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_next_retry_at_idx\` ON \`subscriptions\` (\`next_retry_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_methods_id\` integer REFERENCES payment_methods(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`upsells_id\` integer REFERENCES upsells(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upsells_id_idx\` ON \`payload_locked_documents_rels\` (\`upsells_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payment_methods\`;`)
  await db.run(sql`DROP TABLE \`upsells_prices\`;`)
  await db.run(sql`DROP TABLE \`upsells_benefits\`;`)
  await db.run(sql`DROP TABLE \`upsells\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`order_id\` integer,
  	\`student_id\` integer,
  	\`provider\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`provider_order_id\` text NOT NULL,
  	\`transaction_id\` text,
  	\`product_id\` text,
  	\`amount_cents\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`error_code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payments\`("id", "idempotency_key", "order_id", "student_id", "provider", "kind", "status", "provider_order_id", "transaction_id", "product_id", "amount_cents", "currency", "error_code", "updated_at", "created_at") SELECT "id", "idempotency_key", "order_id", "student_id", "provider", "kind", "status", "provider_order_id", "transaction_id", "product_id", "amount_cents", "currency", "error_code", "updated_at", "created_at" FROM \`payments\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`ALTER TABLE \`__new_payments\` RENAME TO \`payments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_idempotency_key_idx\` ON \`payments\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`payments_order_idx\` ON \`payments\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_student_idx\` ON \`payments\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_order_id_idx\` ON \`payments\` (\`provider_order_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_transaction_id_idx\` ON \`payments\` (\`transaction_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`student_id\` integer,
  	\`provider\` text NOT NULL,
  	\`provider_subscription_id\` text,
  	\`plan_id\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`currency\` text NOT NULL,
  	\`renewal_cents\` numeric,
  	\`started_at\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`cancelled_at\` text,
  	\`platform\` text DEFAULT 'web' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`student_id\`) REFERENCES \`students\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subscriptions\`("id", "order_id", "student_id", "provider", "provider_subscription_id", "plan_id", "status", "currency", "renewal_cents", "started_at", "end_date", "cancelled_at", "platform", "updated_at", "created_at") SELECT "id", "order_id", "student_id", "provider", "provider_subscription_id", "plan_id", "status", "currency", "renewal_cents", "started_at", "end_date", "cancelled_at", "platform", "updated_at", "created_at" FROM \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_subscriptions\` RENAME TO \`subscriptions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_order_idx\` ON \`subscriptions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_student_idx\` ON \`subscriptions\` (\`student_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_provider_subscription_id_idx\` ON \`subscriptions\` (\`provider_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`payments_id\` integer,
  	\`subscriptions_id\` integer,
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
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`one_time_codes_id\`) REFERENCES \`one_time_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "courses_id", "topics_id", "lessons_id", "tasks_id", "students_id", "course_enrolments_id", "topic_enrolments_id", "lesson_enrolments_id", "task_enrolments_id", "streak_days_id", "tip_categories_id", "tips_id", "landing_cards_id", "testimonials_id", "faqs_id", "tool_cards_id", "price_plans_id", "funnels_id", "plans_id", "funnel_sessions_id", "funnel_events_id", "orders_id", "payments_id", "subscriptions_id", "payment_events_id", "pages_id", "users_id", "media_id", "email_outbox_id", "one_time_codes_id") SELECT "id", "order", "parent_id", "path", "courses_id", "topics_id", "lessons_id", "tasks_id", "students_id", "course_enrolments_id", "topic_enrolments_id", "lesson_enrolments_id", "task_enrolments_id", "streak_days_id", "tip_categories_id", "tips_id", "landing_cards_id", "testimonials_id", "faqs_id", "tool_cards_id", "price_plans_id", "funnels_id", "plans_id", "funnel_sessions_id", "funnel_events_id", "orders_id", "payments_id", "subscriptions_id", "payment_events_id", "pages_id", "users_id", "media_id", "email_outbox_id", "one_time_codes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_one_time_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`one_time_codes_id\`);`)
}
