import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_kind" AS ENUM('article', 'event', 'place', 'page', 'video');
  CREATE TABLE "search_keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"no_results" numeric DEFAULT 0 NOT NULL,
  	"last_searched_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"priority" numeric,
  	"kind" "enum_search_kind" NOT NULL,
  	"excerpt" varchar,
  	"body" varchar,
  	"categories" varchar,
  	"facets" varchar,
  	"url" varchar NOT NULL,
  	"date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"events_id" integer,
  	"places_id" integer,
  	"pages_id" integer,
  	"videos_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_keywords_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_id" integer;
  ALTER TABLE "search" ADD CONSTRAINT "search_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "search_keywords_keyword_idx" ON "search_keywords" USING btree ("keyword");
  CREATE INDEX "search_keywords_count_idx" ON "search_keywords" USING btree ("count");
  CREATE INDEX "search_keywords_no_results_idx" ON "search_keywords" USING btree ("no_results");
  CREATE INDEX "search_keywords_last_searched_at_idx" ON "search_keywords" USING btree ("last_searched_at");
  CREATE INDEX "search_keywords_updated_at_idx" ON "search_keywords" USING btree ("updated_at");
  CREATE INDEX "search_keywords_created_at_idx" ON "search_keywords" USING btree ("created_at");
  CREATE INDEX "search_kind_idx" ON "search" USING btree ("kind");
  CREATE INDEX "search_date_idx" ON "search" USING btree ("date");
  CREATE INDEX "search_image_idx" ON "search" USING btree ("image_id");
  CREATE INDEX "search_updated_at_idx" ON "search" USING btree ("updated_at");
  CREATE INDEX "search_created_at_idx" ON "search" USING btree ("created_at");
  CREATE INDEX "search_rels_order_idx" ON "search_rels" USING btree ("order");
  CREATE INDEX "search_rels_parent_idx" ON "search_rels" USING btree ("parent_id");
  CREATE INDEX "search_rels_path_idx" ON "search_rels" USING btree ("path");
  CREATE INDEX "search_rels_articles_id_idx" ON "search_rels" USING btree ("articles_id");
  CREATE INDEX "search_rels_events_id_idx" ON "search_rels" USING btree ("events_id");
  CREATE INDEX "search_rels_places_id_idx" ON "search_rels" USING btree ("places_id");
  CREATE INDEX "search_rels_pages_id_idx" ON "search_rels" USING btree ("pages_id");
  CREATE INDEX "search_rels_videos_id_idx" ON "search_rels" USING btree ("videos_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_keywords_fk" FOREIGN KEY ("search_keywords_id") REFERENCES "public"."search_keywords"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("search_keywords_id");
  CREATE INDEX "payload_locked_documents_rels_search_id_idx" ON "payload_locked_documents_rels" USING btree ("search_id");`)
  await createFullText(db)
}

/**
 * The search's full-text index (src/features/search/engine/postgres.ts): two text search configurations
 * without accents, French stems (`escale_fr`) and plain words for prefixes (`escale_simple`); a generated
 * `fts` column weighting the title (A) above the category names and excerpt (B) and the body (C); a GIN
 * index on it.
 */
async function createFullText(db: MigrateUpArgs['db']) {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'escale_fr') THEN
      CREATE TEXT SEARCH CONFIGURATION escale_fr (COPY = french);
      ALTER TEXT SEARCH CONFIGURATION escale_fr
        ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'escale_simple') THEN
      CREATE TEXT SEARCH CONFIGURATION escale_simple (COPY = simple);
      ALTER TEXT SEARCH CONFIGURATION escale_simple
        ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
    END IF;
  END $$;
  ALTER TABLE "search" ADD COLUMN "fts" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('escale_fr', coalesce("title", '')), 'A') ||
    setweight(to_tsvector('escale_simple', coalesce("title", '')), 'A') ||
    setweight(to_tsvector('escale_fr', coalesce("categories", '') || ' ' || coalesce("excerpt", '')), 'B') ||
    setweight(to_tsvector('escale_simple', coalesce("categories", '') || ' ' || coalesce("excerpt", '')), 'B') ||
    setweight(to_tsvector('escale_fr', coalesce("body", '')), 'C') ||
    setweight(to_tsvector('escale_simple', coalesce("body", '')), 'C')
  ) STORED;
  CREATE INDEX "search_fts_idx" ON "search" USING gin ("fts");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_keywords" CASCADE;
  DROP TABLE "search" CASCADE;
  DROP TABLE "search_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_keywords_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_keywords_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_keywords_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_id";
  DROP TYPE "public"."enum_search_kind";`)
}
