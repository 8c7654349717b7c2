import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_searches_kinds" AS ENUM('article', 'event', 'place', 'page', 'video');
  CREATE TYPE "public"."enum_searches_layout" AS ENUM('vertical', 'horizontal', 'polaroid', 'isotopic');
  CREATE TYPE "public"."enum_searches_show_more" AS ENUM('ajax', 'results_page', 'custom_url');
  CREATE TYPE "public"."enum_searches_redirect" AS ENUM('results_page', 'custom_url');
  CREATE TYPE "public"."enum_searches_autop" AS ENUM('disabled', 'phrase', 'latest');
  CREATE TYPE "public"."enum_searches_reset_mode" AS ENUM('live', 'close');
  CREATE TABLE "searches_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_searches_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "searches_try_this" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL
  );
  
  CREATE TABLE "searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"placeholder" varchar DEFAULT 'Rechercher…',
  	"min_length" numeric DEFAULT 2 NOT NULL,
  	"per_page" numeric DEFAULT 10 NOT NULL,
  	"close_on_document_click" boolean DEFAULT true,
  	"layout" "enum_searches_layout" DEFAULT 'vertical' NOT NULL,
  	"isotopic_columns" numeric DEFAULT 3 NOT NULL,
  	"isotopic_rows" numeric DEFAULT 2 NOT NULL,
  	"isotopic_pagination" boolean DEFAULT true,
  	"show_more" "enum_searches_show_more" DEFAULT 'ajax' NOT NULL,
  	"show_more_url" varchar,
  	"infinite_scroll" boolean DEFAULT false,
  	"redirect" "enum_searches_redirect" DEFAULT 'results_page' NOT NULL,
  	"redirect_url" varchar,
  	"redirect_new_window" boolean DEFAULT false,
  	"autop" "enum_searches_autop" DEFAULT 'disabled' NOT NULL,
  	"autop_phrase" varchar,
  	"reset_mode" "enum_searches_reset_mode" DEFAULT 'live' NOT NULL,
  	"required_filters_kind_required" boolean DEFAULT false,
  	"required_filters_kind_message" varchar DEFAULT 'Choisissez au moins un type de contenu.',
  	"required_filters_article_categories_required" boolean DEFAULT false,
  	"required_filters_article_categories_message" varchar DEFAULT 'Choisissez au moins une catégorie d’articles.',
  	"required_filters_event_types_required" boolean DEFAULT false,
  	"required_filters_event_types_message" varchar DEFAULT 'Choisissez au moins un type d’événement.',
  	"required_filters_place_categories_required" boolean DEFAULT false,
  	"required_filters_place_categories_message" varchar DEFAULT 'Choisissez au moins une catégorie de lieux.',
  	"required_filters_dates_required" boolean DEFAULT false,
  	"required_filters_dates_message" varchar DEFAULT 'Indiquez les deux dates des événements.',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "searches_id" integer;
  ALTER TABLE "searches_kinds" ADD CONSTRAINT "searches_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "searches_try_this" ADD CONSTRAINT "searches_try_this_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "searches_kinds_order_idx" ON "searches_kinds" USING btree ("order");
  CREATE INDEX "searches_kinds_parent_idx" ON "searches_kinds" USING btree ("parent_id");
  CREATE INDEX "searches_try_this_order_idx" ON "searches_try_this" USING btree ("_order");
  CREATE INDEX "searches_try_this_parent_id_idx" ON "searches_try_this" USING btree ("_parent_id");
  CREATE INDEX "searches_updated_at_idx" ON "searches" USING btree ("updated_at");
  CREATE INDEX "searches_created_at_idx" ON "searches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_searches_fk" FOREIGN KEY ("searches_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("searches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "searches_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "searches_try_this" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "searches_kinds" CASCADE;
  DROP TABLE "searches_try_this" CASCADE;
  DROP TABLE "searches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_searches_fk";
  
  DROP INDEX "payload_locked_documents_rels_searches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "searches_id";
  DROP TYPE "public"."enum_searches_kinds";
  DROP TYPE "public"."enum_searches_layout";
  DROP TYPE "public"."enum_searches_show_more";
  DROP TYPE "public"."enum_searches_redirect";
  DROP TYPE "public"."enum_searches_autop";
  DROP TYPE "public"."enum_searches_reset_mode";`)
}
