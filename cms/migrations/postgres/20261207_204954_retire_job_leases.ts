import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The analytics rollup keeps how far it got in its work item now (decision 031): carried over, so
  // the first pass after the upgrade does not recompute every hour since the first event.
  await db.execute(sql`
   INSERT INTO "work_items" ("key", "task", "input", "every_ms", "status", "run_at", "attempts")
    SELECT 'every:analytics-rollup', 'analytics-rollup',
      jsonb_build_object('doneUntil', to_char("done_until" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), 60000, 'due', now(), 0
    FROM "job_leases" WHERE "job" = 'analytics-rollups' AND "done_until" IS NOT NULL
    ON CONFLICT ("key") DO UPDATE SET "input" = excluded."input";
   DROP TABLE "job_leases" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "job_leases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job" varchar NOT NULL,
  	"holder" varchar,
  	"lease_until" timestamp(3) with time zone NOT NULL,
  	"done_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "job_leases_job_idx" ON "job_leases" USING btree ("job");
  CREATE INDEX "job_leases_updated_at_idx" ON "job_leases" USING btree ("updated_at");
  CREATE INDEX "job_leases_created_at_idx" ON "job_leases" USING btree ("created_at");`)
}
