import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`hit_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_key_idx\` ON \`rate_limit_hits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_hit_at_idx\` ON \`rate_limit_hits\` (\`hit_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_updated_at_idx\` ON \`rate_limit_hits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_created_at_idx\` ON \`rate_limit_hits\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
}
