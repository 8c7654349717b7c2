import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_home_carousel_kind" AS ENUM('article', 'video');
  CREATE TABLE "site_settings_home_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_site_settings_home_carousel_kind" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"video_url" varchar,
  	"title" varchar
  );
  
  ALTER TABLE "site_settings_home_carousel" ADD CONSTRAINT "site_settings_home_carousel_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_home_carousel" ADD CONSTRAINT "site_settings_home_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_home_carousel_order_idx" ON "site_settings_home_carousel" USING btree ("_order");
  CREATE INDEX "site_settings_home_carousel_parent_id_idx" ON "site_settings_home_carousel" USING btree ("_parent_id");
  CREATE INDEX "site_settings_home_carousel_article_idx" ON "site_settings_home_carousel" USING btree ("article_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_home_carousel" CASCADE;
  DROP TYPE "public"."enum_site_settings_home_carousel_kind";`)
}
