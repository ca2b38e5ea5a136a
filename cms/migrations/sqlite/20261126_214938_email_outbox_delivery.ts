import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`key\` text;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`status\` text DEFAULT 'kept';`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`last_error\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_outbox_key_idx\` ON \`email_outbox\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_status_idx\` ON \`email_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_next_attempt_at_idx\` ON \`email_outbox\` (\`next_attempt_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`email_outbox_key_idx\`;`)
  await db.run(sql`DROP INDEX \`email_outbox_status_idx\`;`)
  await db.run(sql`DROP INDEX \`email_outbox_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`attempts\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`sent_at\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`last_error\`;`)
}
