import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_reporting_time_zone" AS ENUM('Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Mexico_City', 'America/New_York', 'America/Toronto', 'America/Bogota', 'America/Lima', 'America/Halifax', 'America/Santiago', 'America/St_Johns', 'America/Sao_Paulo', 'America/Argentina/Buenos_Aires', 'UTC', 'Europe/London', 'Europe/Dublin', 'Europe/Lisbon', 'Africa/Lagos', 'Europe/Madrid', 'Europe/Paris', 'Europe/Amsterdam', 'Europe/Berlin', 'Europe/Rome', 'Europe/Warsaw', 'Africa/Johannesburg', 'Africa/Cairo', 'Europe/Athens', 'Europe/Helsinki', 'Europe/Kyiv', 'Europe/Istanbul', 'Europe/Moscow', 'Africa/Nairobi', 'Asia/Dubai', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Dhaka', 'Asia/Bangkok', 'Asia/Jakarta', 'Asia/Singapore', 'Asia/Hong_Kong', 'Asia/Shanghai', 'Asia/Manila', 'Australia/Perth', 'Asia/Seoul', 'Asia/Tokyo', 'Australia/Adelaide', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Auckland');
  ALTER TABLE "site_settings" ADD COLUMN "reporting_time_zone" "enum_site_settings_reporting_time_zone" DEFAULT 'America/New_York' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "reporting_time_zone";
  DROP TYPE "public"."enum_site_settings_reporting_time_zone";`)
}
