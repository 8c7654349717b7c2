import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "post_ratings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"voter" varchar NOT NULL,
  	"address_of_day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_ratings_id" integer;
  ALTER TABLE "post_ratings" ADD CONSTRAINT "post_ratings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "post_ratings_article_idx" ON "post_ratings" USING btree ("article_id");
  CREATE INDEX "post_ratings_updated_at_idx" ON "post_ratings" USING btree ("updated_at");
  CREATE INDEX "post_ratings_created_at_idx" ON "post_ratings" USING btree ("created_at");
  CREATE UNIQUE INDEX "article_voter_idx" ON "post_ratings" USING btree ("article_id","voter");
  CREATE UNIQUE INDEX "article_addressOfDay_idx" ON "post_ratings" USING btree ("article_id","address_of_day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_ratings_fk" FOREIGN KEY ("post_ratings_id") REFERENCES "public"."post_ratings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_post_ratings_id_idx" ON "payload_locked_documents_rels" USING btree ("post_ratings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "post_ratings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "post_ratings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_ratings_fk";
  
  DROP INDEX "payload_locked_documents_rels_post_ratings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_ratings_id";`)
}
