import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_tools" AS ENUM('chatgpt', 'claude', 'gemini', 'microsoft-copilot', 'perplexity', 'midjourney', 'dalle', 'leonardo-ai', 'canva-magic-studio', 'adobe-firefly', 'notion-ai', 'gamma', 'grammarly', 'elevenlabs', 'heygen', 'synthesia', 'runway', 'capcut', 'descript', 'suno', 'zapier', 'make', 'otter-ai', 'fireflies', 'github-copilot');
  CREATE TYPE "public"."enum__courses_v_version_tools" AS ENUM('chatgpt', 'claude', 'gemini', 'microsoft-copilot', 'perplexity', 'midjourney', 'dalle', 'leonardo-ai', 'canva-magic-studio', 'adobe-firefly', 'notion-ai', 'gamma', 'grammarly', 'elevenlabs', 'heygen', 'synthesia', 'runway', 'capcut', 'descript', 'suno', 'zapier', 'make', 'otter-ai', 'fireflies', 'github-copilot');
  CREATE TABLE "courses_tools" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_courses_tools",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_courses_v_version_tools" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__courses_v_version_tools",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "lessons_blocks_video" ADD COLUMN "poster" varchar;
  ALTER TABLE "lessons_blocks_video" ADD COLUMN "captions" varchar;
  ALTER TABLE "tasks" ADD COLUMN "example" varchar;
  ALTER TABLE "tasks" ADD COLUMN "comparison_weak_prompt" varchar;
  ALTER TABLE "tasks" ADD COLUMN "comparison_weak_output" varchar;
  ALTER TABLE "tasks" ADD COLUMN "comparison_strong_output" varchar;
  ALTER TABLE "courses_tools" ADD CONSTRAINT "courses_tools_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_tools" ADD CONSTRAINT "_courses_v_version_tools_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "courses_tools_order_idx" ON "courses_tools" USING btree ("order");
  CREATE INDEX "courses_tools_parent_idx" ON "courses_tools" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_tools_order_idx" ON "_courses_v_version_tools" USING btree ("order");
  CREATE INDEX "_courses_v_version_tools_parent_idx" ON "_courses_v_version_tools" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "courses_tools" CASCADE;
  DROP TABLE "_courses_v_version_tools" CASCADE;
  ALTER TABLE "lessons_blocks_video" DROP COLUMN "poster";
  ALTER TABLE "lessons_blocks_video" DROP COLUMN "captions";
  ALTER TABLE "tasks" DROP COLUMN "example";
  ALTER TABLE "tasks" DROP COLUMN "comparison_weak_prompt";
  ALTER TABLE "tasks" DROP COLUMN "comparison_weak_output";
  ALTER TABLE "tasks" DROP COLUMN "comparison_strong_output";
  DROP TYPE "public"."enum_courses_tools";
  DROP TYPE "public"."enum__courses_v_version_tools";`)
}
