import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_partner_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_activities_frame_url\` text DEFAULT 'https://widget.getyourguide.com/default/activities.frame' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_activities_frame_url\` text DEFAULT 'https://widget.getyourguide.com/default/activities-auto.frame' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_visitor_url\` text DEFAULT 'https://widget.getyourguide.com/visitor' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_widget_context_url\` text DEFAULT 'https://widget.getyourguide.com/widget-context' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_widget_context_url\` text DEFAULT 'https://widget.getyourguide.com/auto-widget-context' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_metadata_url\` text DEFAULT 'https://widget.getyourguide.com/metadata-extracted' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_insert_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_insert_max_widgets\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_insert_items\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_insert_path_prefix\` text DEFAULT '/articles/';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_insert_selector\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`partners_auto_insert_excluded_urls\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`affiliate_host\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`audience_script_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`audience_development_hosts\` text DEFAULT 'localhost
  127.0.0.1';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_partner_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_activities_frame_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_activities_frame_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_visitor_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_widget_context_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_widget_context_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_metadata_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_insert_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_insert_max_widgets\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_insert_items\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_insert_path_prefix\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_insert_selector\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`partners_auto_insert_excluded_urls\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`affiliate_host\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`audience_script_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`audience_development_hosts\`;`)
}
