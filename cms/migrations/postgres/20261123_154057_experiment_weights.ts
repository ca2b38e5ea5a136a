import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "experiment_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"funnel_id" varchar NOT NULL,
  	"weight" numeric NOT NULL
  );
  
  CREATE TABLE "experiment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_experiment_v_version_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"funnel_id" varchar NOT NULL,
  	"weight" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_experiment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiment"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiment_v_version_variants" ADD CONSTRAINT "_experiment_v_version_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiment_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "experiment_variants_order_idx" ON "experiment_variants" USING btree ("_order");
  CREATE INDEX "experiment_variants_parent_id_idx" ON "experiment_variants" USING btree ("_parent_id");
  CREATE INDEX "_experiment_v_version_variants_order_idx" ON "_experiment_v_version_variants" USING btree ("_order");
  CREATE INDEX "_experiment_v_version_variants_parent_id_idx" ON "_experiment_v_version_variants" USING btree ("_parent_id");
  CREATE INDEX "_experiment_v_created_at_idx" ON "_experiment_v" USING btree ("created_at");
  CREATE INDEX "_experiment_v_updated_at_idx" ON "_experiment_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "experiment_variants" CASCADE;
  DROP TABLE "experiment" CASCADE;
  DROP TABLE "_experiment_v_version_variants" CASCADE;
  DROP TABLE "_experiment_v" CASCADE;`)
}
