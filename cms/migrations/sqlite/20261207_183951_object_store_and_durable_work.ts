import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`work_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`task\` text NOT NULL,
  	\`input\` text,
  	\`every_ms\` numeric,
  	\`status\` text DEFAULT 'due' NOT NULL,
  	\`run_at\` text NOT NULL,
  	\`claimed_until\` text,
  	\`claimed_by\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`work_items_key_idx\` ON \`work_items\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`work_items_status_idx\` ON \`work_items\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`work_items_run_at_idx\` ON \`work_items\` (\`run_at\`);`)
  await db.run(sql`CREATE INDEX \`work_items_updated_at_idx\` ON \`work_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`work_items_created_at_idx\` ON \`work_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`simulator_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ref\` text NOT NULL,
  	\`table\` text NOT NULL,
  	\`data\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`simulator_records_ref_idx\` ON \`simulator_records\` (\`ref\`);`)
  await db.run(sql`CREATE INDEX \`simulator_records_table_idx\` ON \`simulator_records\` (\`table\`);`)
  await db.run(sql`CREATE INDEX \`simulator_records_updated_at_idx\` ON \`simulator_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`simulator_records_created_at_idx\` ON \`simulator_records\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`work_items\`;`)
  await db.run(sql`DROP TABLE \`simulator_records\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
