import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'


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
  const names = await db.all<{ playlist: string }>(
    sql`SELECT DISTINCT \`playlist\` FROM \`videos\` WHERE trim(coalesce(\`playlist\`, '')) <> '' ORDER BY \`playlist\`;`,
  )
  const slugs = new Set<string>()
  for (const [index, { playlist }] of names.entries()) {
    let slug = slugOf(playlist)
    while (slugs.has(slug)) slug = `${slug}-${index}`
    slugs.add(slug)
    const main = names.some((row) => row.playlist === 'principale') ? playlist === 'principale' : index === 0
    await db.run(
      sql`INSERT INTO \`playlists\` (\`title\`, \`slug\`, \`main\`, \`page_size\`) VALUES (${playlist}, ${slug}, ${main ? 1 : 0}, 6);`,
    )
    await db.run(sql`INSERT INTO \`playlists_rels\` (\`order\`, \`parent_id\`, \`path\`, \`videos_id\`)
      SELECT ROW_NUMBER() OVER (ORDER BY \`videos\`.\`order\`, \`videos\`.\`id\`), \`playlists\`.\`id\`, 'videos', \`videos\`.\`id\`
      FROM \`videos\` JOIN \`playlists\` ON \`playlists\`.\`slug\` = ${slug} WHERE \`videos\`.\`playlist\` = ${playlist};`)
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`playlists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`main\` integer DEFAULT false,
  	\`page_size\` numeric DEFAULT 6 NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`playlists_slug_idx\` ON \`playlists\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`playlists_updated_at_idx\` ON \`playlists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`playlists_created_at_idx\` ON \`playlists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`playlists_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`videos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`playlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`playlists_rels_order_idx\` ON \`playlists_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`playlists_rels_parent_idx\` ON \`playlists_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`playlists_rels_path_idx\` ON \`playlists_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`playlists_rels_videos_id_idx\` ON \`playlists_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_records_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_categories_order_idx\` ON \`consent_records_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_categories_parent_idx\` ON \`consent_records_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`choice\` text NOT NULL,
  	\`revision\` numeric NOT NULL,
  	\`page\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`videos_playlist_idx\`;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`thumbnail_fetched\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`thumbnail_note\` text;`)
  await db.run(sql`CREATE INDEX \`videos_thumbnail_idx\` ON \`videos\` (\`thumbnail_id\`);`)
  await playlistsFromVideos(db)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`playlist\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`order\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`playlists_id\` integer REFERENCES playlists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`weather_show_on_home\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`weather_place\` text DEFAULT 'Bray-Dunes' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`weather_latitude\` numeric DEFAULT 51.08 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`weather_longitude\` numeric DEFAULT 2.58 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`weather_forecast_days\` numeric DEFAULT 5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`weather_units\` text DEFAULT 'c' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`playlists\`;`)
  await db.run(sql`DROP TABLE \`playlists_rels\`;`)
  await db.run(sql`DROP TABLE \`consent_records_categories\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`youtube_id\` text NOT NULL,
  	\`playlist\` text DEFAULT 'principale',
  	\`order\` numeric DEFAULT 0,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "title", "youtube_id", "playlist", "order", "description", "updated_at", "created_at") SELECT "id", "title", "youtube_id", "playlist", "order", "description", "updated_at", "created_at" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`videos_playlist_idx\` ON \`videos\` (\`playlist\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
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
  	\`pages_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`subscribers_id\` integer,
  	\`newsletter_lists_id\` integer,
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
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "post_ratings_id", "comments_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "pages_id", "users_id", "outbox_id", "subscribers_id", "newsletter_lists_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "post_ratings_id", "comments_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "pages_id", "users_id", "outbox_id", "subscribers_id", "newsletter_lists_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`weather_show_on_home\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`weather_place\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`weather_latitude\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`weather_longitude\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`weather_forecast_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`weather_units\`;`)
}
