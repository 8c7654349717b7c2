import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`sms\` text,
  	\`sms_prefix\` text,
  	\`date\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`consent_at\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`newsletter_lists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_rels_order_idx\` ON \`subscribers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_parent_idx\` ON \`subscribers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_path_idx\` ON \`subscribers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_rels_newsletter_lists_id_idx\` ON \`subscribers_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`brevo_list_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_lists_updated_at_idx\` ON \`newsletter_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_lists_created_at_idx\` ON \`newsletter_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sms_shown\` integer DEFAULT true,
  	\`sms_required\` integer DEFAULT false,
  	\`date_label\` text,
  	\`lists_required\` integer DEFAULT true,
  	\`captcha\` integer DEFAULT false,
  	\`redirect_url\` text,
  	\`mail_subject\` text DEFAULT 'Confirmez votre inscription à la lettre d’Escale',
  	\`mail_intro\` text DEFAULT 'Bonjour, merci de votre inscription à la lettre d’information d’Escale.',
  	\`messages_success_msg\` text DEFAULT 'Merci ! Un e-mail vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.',
  	\`messages_update_msg\` text DEFAULT 'Votre inscription a été mise à jour.',
  	\`messages_error_msg\` text DEFAULT 'Une erreur est survenue. Veuillez réessayer dans un instant.',
  	\`messages_exist_msg\` text DEFAULT 'Vous êtes déjà inscrit à cette lettre d’information.',
  	\`messages_invalid_msg\` text DEFAULT 'Cette adresse e-mail n’est pas valide.',
  	\`messages_required_msg\` text DEFAULT 'Veuillez remplir ce champ obligatoire.',
  	\`messages_sms_msg\` text DEFAULT 'Le numéro SMS doit commencer par + suivi de l’indicatif du pays (6 à 19 caractères).',
  	\`messages_captcha_empty_msg\` text DEFAULT 'Veuillez cocher la case « Je ne suis pas un robot ».',
  	\`messages_captcha_fail_msg\` text DEFAULT 'La vérification anti-robot a échoué. Veuillez réessayer.',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscribers_id\` integer REFERENCES subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_lists_id\` integer REFERENCES newsletter_lists(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`subscribers_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_lists\`;`)
  await db.run(sql`DROP TABLE \`newsletter_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`events_id\` integer,
  	\`event_categories_id\` integer,
  	\`places_id\` integer,
  	\`place_categories_id\` integer,
  	\`media_id\` integer,
  	\`videos_id\` integer,
  	\`pages_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_categories_id\`) REFERENCES \`event_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`place_categories_id\`) REFERENCES \`place_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "pages_id", "users_id", "outbox_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "events_id", "event_categories_id", "places_id", "place_categories_id", "media_id", "videos_id", "pages_id", "users_id", "outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`event_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_place_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`place_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
}
