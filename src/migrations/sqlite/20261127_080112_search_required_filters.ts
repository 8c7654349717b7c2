import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_kind_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_kind_message\` text DEFAULT 'Choisissez au moins un type de contenu.';`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_article_categories_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_article_categories_message\` text DEFAULT 'Choisissez au moins une catégorie d’articles.';`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_event_types_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_event_types_message\` text DEFAULT 'Choisissez au moins un type d’événement.';`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_place_categories_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_place_categories_message\` text DEFAULT 'Choisissez au moins une catégorie de lieux.';`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_dates_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`required_filters_dates_message\` text DEFAULT 'Indiquez les deux dates des événements.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_kind_required\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_kind_message\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_article_categories_required\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_article_categories_message\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_event_types_required\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_event_types_message\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_place_categories_required\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_place_categories_message\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_dates_required\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`required_filters_dates_message\`;`)
}
