import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`funnel_rollups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`grain\` text NOT NULL,
  	\`period\` text NOT NULL,
  	\`funnel_id\` text NOT NULL,
  	\`variant\` text,
  	\`source\` text NOT NULL,
  	\`started\` numeric NOT NULL,
  	\`email\` numeric NOT NULL,
  	\`paywall\` numeric NOT NULL,
  	\`checkout\` numeric NOT NULL,
  	\`purchase\` numeric NOT NULL,
  	\`revenue\` text NOT NULL,
  	\`screens\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`funnel_rollups_updated_at_idx\` ON \`funnel_rollups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funnel_rollups_created_at_idx\` ON \`funnel_rollups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grain_period_idx\` ON \`funnel_rollups\` (\`grain\`,\`period\`);`)
  await db.run(sql`CREATE INDEX \`funnelId_grain_source_period_idx\` ON \`funnel_rollups\` (\`funnel_id\`,\`grain\`,\`source\`,\`period\`);`)
  await db.run(sql`CREATE TABLE \`job_leases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job\` text NOT NULL,
  	\`holder\` text,
  	\`lease_until\` text NOT NULL,
  	\`done_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_leases_job_idx\` ON \`job_leases\` (\`job\`);`)
  await db.run(sql`CREATE INDEX \`job_leases_updated_at_idx\` ON \`job_leases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_leases_created_at_idx\` ON \`job_leases\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`traffic\` text DEFAULT 'visitor' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`landing_variant\` text;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`attribution\` text;`)
  await db.run(sql`CREATE INDEX \`funnel_events_occurred_at_idx\` ON \`funnel_events\` (\`occurred_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`funnel_rollups\`;`)
  await db.run(sql`DROP TABLE \`job_leases\`;`)
  await db.run(sql`DROP INDEX \`funnel_events_occurred_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`traffic\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`landing_variant\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`attribution\`;`)
}
