import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('queued', 'sent', 'kept', 'failed');
  ALTER TABLE "email_outbox" ADD COLUMN "key" varchar;
  ALTER TABLE "email_outbox" ADD COLUMN "status" "enum_email_outbox_status" DEFAULT 'kept';
  ALTER TABLE "email_outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "email_outbox" ADD COLUMN "sent_at" timestamp(3) with time zone;
  ALTER TABLE "email_outbox" ADD COLUMN "last_error" varchar;
  CREATE UNIQUE INDEX "email_outbox_key_idx" ON "email_outbox" USING btree ("key");
  CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");
  CREATE INDEX "email_outbox_next_attempt_at_idx" ON "email_outbox" USING btree ("next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "email_outbox_key_idx";
  DROP INDEX "email_outbox_status_idx";
  DROP INDEX "email_outbox_next_attempt_at_idx";
  ALTER TABLE "email_outbox" DROP COLUMN "key";
  ALTER TABLE "email_outbox" DROP COLUMN "status";
  ALTER TABLE "email_outbox" DROP COLUMN "attempts";
  ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";
  ALTER TABLE "email_outbox" DROP COLUMN "sent_at";
  ALTER TABLE "email_outbox" DROP COLUMN "last_error";
  DROP TYPE "public"."enum_email_outbox_status";`)
}
