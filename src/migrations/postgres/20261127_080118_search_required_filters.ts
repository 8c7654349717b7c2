import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_bar" ADD COLUMN "required_filters_kind_required" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_kind_message" varchar DEFAULT 'Choisissez au moins un type de contenu.';
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_article_categories_required" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_article_categories_message" varchar DEFAULT 'Choisissez au moins une catégorie d’articles.';
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_event_types_required" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_event_types_message" varchar DEFAULT 'Choisissez au moins un type d’événement.';
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_place_categories_required" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_place_categories_message" varchar DEFAULT 'Choisissez au moins une catégorie de lieux.';
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_dates_required" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "required_filters_dates_message" varchar DEFAULT 'Indiquez les deux dates des événements.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_bar" DROP COLUMN "required_filters_kind_required";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_kind_message";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_article_categories_required";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_article_categories_message";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_event_types_required";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_event_types_message";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_place_categories_required";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_place_categories_message";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_dates_required";
  ALTER TABLE "search_bar" DROP COLUMN "required_filters_dates_message";`)
}
