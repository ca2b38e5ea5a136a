import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_tools\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_tools_order_idx\` ON \`courses_tools\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`courses_tools_parent_idx\` ON \`courses_tools\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_tools\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_tools_order_idx\` ON \`_courses_v_version_tools\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_tools_parent_idx\` ON \`_courses_v_version_tools\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`lessons_blocks_video\` ADD \`poster\` text;`)
  await db.run(sql`ALTER TABLE \`lessons_blocks_video\` ADD \`captions\` text;`)
  await db.run(sql`ALTER TABLE \`tasks\` ADD \`example\` text;`)
  await db.run(sql`ALTER TABLE \`tasks\` ADD \`comparison_weak_prompt\` text;`)
  await db.run(sql`ALTER TABLE \`tasks\` ADD \`comparison_weak_output\` text;`)
  await db.run(sql`ALTER TABLE \`tasks\` ADD \`comparison_strong_output\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_tools\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_tools\`;`)
  await db.run(sql`ALTER TABLE \`lessons_blocks_video\` DROP COLUMN \`poster\`;`)
  await db.run(sql`ALTER TABLE \`lessons_blocks_video\` DROP COLUMN \`captions\`;`)
  await db.run(sql`ALTER TABLE \`tasks\` DROP COLUMN \`example\`;`)
  await db.run(sql`ALTER TABLE \`tasks\` DROP COLUMN \`comparison_weak_prompt\`;`)
  await db.run(sql`ALTER TABLE \`tasks\` DROP COLUMN \`comparison_weak_output\`;`)
  await db.run(sql`ALTER TABLE \`tasks\` DROP COLUMN \`comparison_strong_output\`;`)
}
