import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feature_flags_rules_platforms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`feature_flags_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_platforms_order_idx\` ON \`feature_flags_rules_platforms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_platforms_parent_idx\` ON \`feature_flags_rules_platforms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags_rules_audiences\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`feature_flags_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_audiences_order_idx\` ON \`feature_flags_rules_audiences\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_audiences_parent_idx\` ON \`feature_flags_rules_audiences\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags_rules_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`weight\` numeric DEFAULT 100 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`feature_flags_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_variants_order_idx\` ON \`feature_flags_rules_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_variants_parent_id_idx\` ON \`feature_flags_rules_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`feature_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_order_idx\` ON \`feature_flags_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_rules_parent_id_idx\` ON \`feature_flags_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_feature_flags_v_version_rules_platforms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_feature_flags_v_version_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_platforms_order_idx\` ON \`_feature_flags_v_version_rules_platforms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_platforms_parent_idx\` ON \`_feature_flags_v_version_rules_platforms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_feature_flags_v_version_rules_audiences\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_feature_flags_v_version_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_audiences_order_idx\` ON \`_feature_flags_v_version_rules_audiences\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_audiences_parent_idx\` ON \`_feature_flags_v_version_rules_audiences\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_feature_flags_v_version_rules_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`weight\` numeric DEFAULT 100 NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_feature_flags_v_version_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_variants_order_idx\` ON \`_feature_flags_v_version_rules_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_variants_parent_id_idx\` ON \`_feature_flags_v_version_rules_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_feature_flags_v_version_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_feature_flags_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_order_idx\` ON \`_feature_flags_v_version_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_version_rules_parent_id_idx\` ON \`_feature_flags_v_version_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_feature_flags_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_created_at_idx\` ON \`_feature_flags_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_feature_flags_v_updated_at_idx\` ON \`_feature_flags_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feature_flags_rules_platforms\`;`)
  await db.run(sql`DROP TABLE \`feature_flags_rules_audiences\`;`)
  await db.run(sql`DROP TABLE \`feature_flags_rules_variants\`;`)
  await db.run(sql`DROP TABLE \`feature_flags_rules\`;`)
  await db.run(sql`DROP TABLE \`feature_flags\`;`)
  await db.run(sql`DROP TABLE \`_feature_flags_v_version_rules_platforms\`;`)
  await db.run(sql`DROP TABLE \`_feature_flags_v_version_rules_audiences\`;`)
  await db.run(sql`DROP TABLE \`_feature_flags_v_version_rules_variants\`;`)
  await db.run(sql`DROP TABLE \`_feature_flags_v_version_rules\`;`)
  await db.run(sql`DROP TABLE \`_feature_flags_v\`;`)
}
