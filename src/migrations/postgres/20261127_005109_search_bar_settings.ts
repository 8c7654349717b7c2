import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_bar_try_this" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL
  );
  
  CREATE TABLE "search_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"placeholder" varchar DEFAULT 'Rechercher…',
  	"min_length" numeric DEFAULT 2 NOT NULL,
  	"per_page" numeric DEFAULT 10 NOT NULL,
  	"close_on_document_click" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "search_bar_try_this" ADD CONSTRAINT "search_bar_try_this_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_bar"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_bar_try_this_order_idx" ON "search_bar_try_this" USING btree ("_order");
  CREATE INDEX "search_bar_try_this_parent_id_idx" ON "search_bar_try_this" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_bar_try_this" CASCADE;
  DROP TABLE "search_bar" CASCADE;`)
}
