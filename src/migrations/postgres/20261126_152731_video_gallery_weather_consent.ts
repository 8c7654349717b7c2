import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96) || 'playlist'

/**
 * Videos used to name their playlist in a text field, ordered by a number: each name becomes a playlist
 * holding its videos in that order (the one named "principale", else the first, is the main one), before
 * the two columns go.
 */
async function playlistsFromVideos(db: MigrateUpArgs['db']) {
  const { rows } = await db.execute(
    sql`SELECT DISTINCT "playlist" FROM "videos" WHERE trim(coalesce("playlist", '')) <> '' ORDER BY "playlist";`,
  )
  const names = rows as Array<{ playlist: string }>
  const slugs = new Set<string>()
  for (const [index, { playlist }] of names.entries()) {
    let slug = slugOf(playlist)
    while (slugs.has(slug)) slug = `${slug}-${index}`
    slugs.add(slug)
    const main = names.some((row) => row.playlist === 'principale') ? playlist === 'principale' : index === 0
    await db.execute(
      sql`INSERT INTO "playlists" ("title", "slug", "main", "page_size") VALUES (${playlist}, ${slug}, ${main}, 6);`,
    )
    await db.execute(sql`INSERT INTO "playlists_rels" ("order", "parent_id", "path", "videos_id")
      SELECT ROW_NUMBER() OVER (ORDER BY "videos"."order", "videos"."id"), "playlists"."id", 'videos', "videos"."id"
      FROM "videos" JOIN "playlists" ON "playlists"."slug" = ${slug} WHERE "videos"."playlist" = ${playlist};`)
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_categories" AS ENUM('necessary', 'videos');
  CREATE TYPE "public"."enum_consent_records_choice" AS ENUM('all', 'necessary', 'custom');
  CREATE TYPE "public"."enum_site_settings_weather_units" AS ENUM('c', 'f');
  CREATE TABLE "playlists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"main" boolean DEFAULT false,
  	"page_size" numeric DEFAULT 6 NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "playlists_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"videos_id" integer
  );
  
  CREATE TABLE "consent_records_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consent_records_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"choice" "enum_consent_records_choice" NOT NULL,
  	"revision" numeric NOT NULL,
  	"page" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "videos_playlist_idx";
  ALTER TABLE "videos" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "videos" ADD COLUMN "thumbnail_fetched" boolean DEFAULT false;
  ALTER TABLE "videos" ADD COLUMN "thumbnail_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "playlists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "weather_show_on_home" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "weather_place" varchar DEFAULT 'Bray-Dunes' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "weather_latitude" numeric DEFAULT 51.08 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "weather_longitude" numeric DEFAULT 2.58 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "weather_forecast_days" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "weather_units" "enum_site_settings_weather_units" DEFAULT 'c' NOT NULL;
  ALTER TABLE "playlists_rels" ADD CONSTRAINT "playlists_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "playlists_rels" ADD CONSTRAINT "playlists_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_records_categories" ADD CONSTRAINT "consent_records_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "playlists_slug_idx" ON "playlists" USING btree ("slug");
  CREATE INDEX "playlists_updated_at_idx" ON "playlists" USING btree ("updated_at");
  CREATE INDEX "playlists_created_at_idx" ON "playlists" USING btree ("created_at");
  CREATE INDEX "playlists_rels_order_idx" ON "playlists_rels" USING btree ("order");
  CREATE INDEX "playlists_rels_parent_idx" ON "playlists_rels" USING btree ("parent_id");
  CREATE INDEX "playlists_rels_path_idx" ON "playlists_rels" USING btree ("path");
  CREATE INDEX "playlists_rels_videos_id_idx" ON "playlists_rels" USING btree ("videos_id");
  CREATE INDEX "consent_records_categories_order_idx" ON "consent_records_categories" USING btree ("order");
  CREATE INDEX "consent_records_categories_parent_idx" ON "consent_records_categories" USING btree ("parent_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "payload_locked_documents_rels_playlists_id_idx" ON "payload_locked_documents_rels" USING btree ("playlists_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
  await playlistsFromVideos(db)
  await db.execute(sql`
  ALTER TABLE "videos" DROP COLUMN "playlist";
  ALTER TABLE "videos" DROP COLUMN "order";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "playlists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "playlists_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "playlists" CASCADE;
  DROP TABLE "playlists_rels" CASCADE;
  DROP TABLE "consent_records_categories" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "videos" DROP CONSTRAINT "videos_thumbnail_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_playlists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "videos_thumbnail_idx";
  DROP INDEX "payload_locked_documents_rels_playlists_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "videos" ADD COLUMN "playlist" varchar DEFAULT 'principale';
  ALTER TABLE "videos" ADD COLUMN "order" numeric DEFAULT 0;
  CREATE INDEX "videos_playlist_idx" ON "videos" USING btree ("playlist");
  ALTER TABLE "videos" DROP COLUMN "thumbnail_id";
  ALTER TABLE "videos" DROP COLUMN "thumbnail_fetched";
  ALTER TABLE "videos" DROP COLUMN "thumbnail_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "playlists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "site_settings" DROP COLUMN "weather_show_on_home";
  ALTER TABLE "site_settings" DROP COLUMN "weather_place";
  ALTER TABLE "site_settings" DROP COLUMN "weather_latitude";
  ALTER TABLE "site_settings" DROP COLUMN "weather_longitude";
  ALTER TABLE "site_settings" DROP COLUMN "weather_forecast_days";
  ALTER TABLE "site_settings" DROP COLUMN "weather_units";
  DROP TYPE "public"."enum_consent_records_categories";
  DROP TYPE "public"."enum_consent_records_choice";
  DROP TYPE "public"."enum_site_settings_weather_units";`)
}
