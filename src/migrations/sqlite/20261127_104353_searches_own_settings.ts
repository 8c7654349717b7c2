import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`searches_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`searches_kinds_order_idx\` ON \`searches_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`searches_kinds_parent_idx\` ON \`searches_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`searches_try_this\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`searches_try_this_order_idx\` ON \`searches_try_this\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`searches_try_this_parent_id_idx\` ON \`searches_try_this\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`placeholder\` text DEFAULT 'Rechercher…',
  	\`min_length\` numeric DEFAULT 2 NOT NULL,
  	\`per_page\` numeric DEFAULT 10 NOT NULL,
  	\`close_on_document_click\` integer DEFAULT true,
  	\`layout\` text DEFAULT 'vertical' NOT NULL,
  	\`isotopic_columns\` numeric DEFAULT 3 NOT NULL,
  	\`isotopic_rows\` numeric DEFAULT 2 NOT NULL,
  	\`isotopic_pagination\` integer DEFAULT true,
  	\`show_more\` text DEFAULT 'ajax' NOT NULL,
  	\`show_more_url\` text,
  	\`infinite_scroll\` integer DEFAULT false,
  	\`redirect\` text DEFAULT 'results_page' NOT NULL,
  	\`redirect_url\` text,
  	\`redirect_new_window\` integer DEFAULT false,
  	\`autop\` text DEFAULT 'disabled' NOT NULL,
  	\`autop_phrase\` text,
  	\`reset_mode\` text DEFAULT 'live' NOT NULL,
  	\`required_filters_kind_required\` integer DEFAULT false,
  	\`required_filters_kind_message\` text DEFAULT 'Choisissez au moins un type de contenu.',
  	\`required_filters_article_categories_required\` integer DEFAULT false,
  	\`required_filters_article_categories_message\` text DEFAULT 'Choisissez au moins une catégorie d’articles.',
  	\`required_filters_event_types_required\` integer DEFAULT false,
  	\`required_filters_event_types_message\` text DEFAULT 'Choisissez au moins un type d’événement.',
  	\`required_filters_place_categories_required\` integer DEFAULT false,
  	\`required_filters_place_categories_message\` text DEFAULT 'Choisissez au moins une catégorie de lieux.',
  	\`required_filters_dates_required\` integer DEFAULT false,
  	\`required_filters_dates_message\` text DEFAULT 'Indiquez les deux dates des événements.',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`searches_updated_at_idx\` ON \`searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`searches_created_at_idx\` ON \`searches\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`searches_id\` integer REFERENCES searches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`searches_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`searches_kinds\`;`)
  await db.run(sql`DROP TABLE \`searches_try_this\`;`)
  await db.run(sql`DROP TABLE \`searches\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`post_ratings_id\` integer,
  	\`comments_id\` integer,
  	\`events_id\` integer,
  	\`event_categories_id\` integer,
  	\`places_id\` integer,
  	\`place_categories_id\` integer,
  	\`media_id\` integer,
  	\`videos_id\` integer,
  	\`playlists_id\` integer,
  	\`pages_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`subscribers_id\` integer,
  	\`newsletter_lists_id\` integer,
  	\`consent_records_id\` integer,
  	\`search_keywords_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_ratings_id\`) REFERENCES \`post_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_categories_id\`) REFERENCES \`event_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`place_categories_id\`) REFERENCES \`place_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`playlists_id\`) REFERENCES \`playlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_keywords_id\`) REFERENCES \`search_keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "post_ratings_id", "comments_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "playlists_id", "pages_id", "users_id", "outbox_id", "subscribers_id", "newsletter_lists_id", "consent_records_id", "search_keywords_id", "forms_id", "form_submissions_id", "search_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "post_ratings_id", "comments_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "playlists_id", "pages_id", "users_id", "outbox_id", "subscribers_id", "newsletter_lists_id", "consent_records_id", "search_keywords_id", "forms_id", "form_submissions_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`post_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`event_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_place_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`place_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`search_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}
