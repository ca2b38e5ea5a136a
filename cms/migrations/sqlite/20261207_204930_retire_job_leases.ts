import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The analytics rollup keeps how far it got in its work item now (decision 031): carried over, so
  // the first pass after the upgrade does not recompute every hour since the first event.
  await db.run(sql`INSERT INTO \`work_items\` (\`key\`, \`task\`, \`input\`, \`every_ms\`, \`status\`, \`run_at\`, \`attempts\`)
    SELECT 'every:analytics-rollup', 'analytics-rollup', json_object('doneUntil', \`done_until\`), 60000, 'due',
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 0
    FROM \`job_leases\` WHERE \`job\` = 'analytics-rollups' AND \`done_until\` IS NOT NULL
    ON CONFLICT (\`key\`) DO UPDATE SET \`input\` = excluded.\`input\`;`)
  await db.run(sql`DROP TABLE \`job_leases\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
