import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_keywords\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`no_results\` numeric DEFAULT 0 NOT NULL,
  	\`last_searched_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_keywords_keyword_idx\` ON \`search_keywords\` (\`keyword\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_count_idx\` ON \`search_keywords\` (\`count\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_no_results_idx\` ON \`search_keywords\` (\`no_results\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_last_searched_at_idx\` ON \`search_keywords\` (\`last_searched_at\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_updated_at_idx\` ON \`search_keywords\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_keywords_created_at_idx\` ON \`search_keywords\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`priority\` numeric,
  	\`kind\` text NOT NULL,
  	\`excerpt\` text,
  	\`body\` text,
  	\`categories\` text,
  	\`facets\` text,
  	\`url\` text NOT NULL,
  	\`date\` text,
  	\`end_date\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`search_kind_idx\` ON \`search\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`search_date_idx\` ON \`search\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`search_image_idx\` ON \`search\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`search_updated_at_idx\` ON \`search\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_created_at_idx\` ON \`search\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`events_id\` integer,
  	\`places_id\` integer,
  	\`pages_id\` integer,
  	\`videos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_articles_id_idx\` ON \`search_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_events_id_idx\` ON \`search_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_places_id_idx\` ON \`search_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_pages_id_idx\` ON \`search_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_videos_id_idx\` ON \`search_rels\` (\`videos_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_keywords_id\` integer REFERENCES search_keywords(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_id\` integer REFERENCES search(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`search_keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await createFullText(db)
}

/**
 * The search's full-text index (src/features/search/engine/sqlite.ts): an FTS5 table over the index's
 * title, excerpt, category names and body, accent- and case-insensitive, with prefix indexes for words
 * being typed, kept current by triggers; and its list of words (typo tolerance, suggestions). Beside
 * it, `search_meta` holds each entry's kind, facet keys and dates, the columns a search filters and sorts
 * on: `search` stores them after the long body text, so reading them there for thousands of matches
 * would read every body. A later migration that rebuilds the `search` table must create the triggers again.
 */
async function createFullText(db: MigrateUpArgs['db']) {
  await db.run(sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(
    title, excerpt, categories, body,
    content='search', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');`)
  await db.run(sql`CREATE TABLE \`search_meta\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`kind\` text NOT NULL,
    \`facets\` text,
    \`date\` text,
    \`end_date\` text
  );`)
  await db.run(sql`CREATE TRIGGER \`search_fts_insert\` AFTER INSERT ON \`search\` BEGIN
    INSERT INTO search_fts(rowid, title, excerpt, categories, body)
    VALUES (new.id, new.title, new.excerpt, new.categories, new.body);
    INSERT INTO search_meta(id, kind, facets, date, end_date)
    VALUES (new.id, new.kind, new.facets, new.date, new.end_date);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_fts_delete\` AFTER DELETE ON \`search\` BEGIN
    INSERT INTO search_fts(search_fts, rowid, title, excerpt, categories, body)
    VALUES ('delete', old.id, old.title, old.excerpt, old.categories, old.body);
    DELETE FROM search_meta WHERE id = old.id;
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_fts_update\` AFTER UPDATE ON \`search\` BEGIN
    INSERT INTO search_fts(search_fts, rowid, title, excerpt, categories, body)
    VALUES ('delete', old.id, old.title, old.excerpt, old.categories, old.body);
    INSERT INTO search_fts(rowid, title, excerpt, categories, body)
    VALUES (new.id, new.title, new.excerpt, new.categories, new.body);
    DELETE FROM search_meta WHERE id = old.id;
    INSERT INTO search_meta(id, kind, facets, date, end_date)
    VALUES (new.id, new.kind, new.facets, new.date, new.end_date);
  END;`)
  await db.run(sql`CREATE VIRTUAL TABLE \`search_vocab\` USING fts5vocab(search_fts, 'row');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_vocab\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_fts_insert\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_fts_delete\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_fts_update\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_meta\`;`)
  await db.run(sql`DROP TABLE \`search_keywords\`;`)
  await db.run(sql`DROP TABLE \`search\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
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
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
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
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "post_ratings_id", "comments_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "playlists_id", "pages_id", "users_id", "outbox_id", "subscribers_id", "newsletter_lists_id", "consent_records_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "post_ratings_id", "comments_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "playlists_id", "pages_id", "users_id", "outbox_id", "subscribers_id", "newsletter_lists_id", "consent_records_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
