import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experiment_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`funnel_id\` text NOT NULL,
  	\`weight\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiment\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiment_variants_order_idx\` ON \`experiment_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiment_variants_parent_id_idx\` ON \`experiment_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_experiment_v_version_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`funnel_id\` text NOT NULL,
  	\`weight\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_experiment_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_experiment_v_version_variants_order_idx\` ON \`_experiment_v_version_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_experiment_v_version_variants_parent_id_idx\` ON \`_experiment_v_version_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_experiment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_experiment_v_created_at_idx\` ON \`_experiment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_experiment_v_updated_at_idx\` ON \`_experiment_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experiment_variants\`;`)
  await db.run(sql`DROP TABLE \`experiment\`;`)
  await db.run(sql`DROP TABLE \`_experiment_v_version_variants\`;`)
  await db.run(sql`DROP TABLE \`_experiment_v\`;`)
}
