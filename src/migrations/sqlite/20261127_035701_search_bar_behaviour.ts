import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`layout\` text DEFAULT 'vertical' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`isotopic_columns\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`isotopic_rows\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`isotopic_pagination\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`show_more\` text DEFAULT 'ajax' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`show_more_url\` text;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`infinite_scroll\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`redirect\` text DEFAULT 'results_page' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`redirect_url\` text;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`redirect_new_window\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`autop\` text DEFAULT 'disabled' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`autop_phrase\` text;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`header_links\` text DEFAULT 'none' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search_bar\` ADD \`reset_mode\` text DEFAULT 'live' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`isotopic_columns\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`isotopic_rows\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`isotopic_pagination\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`show_more\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`show_more_url\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`infinite_scroll\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`redirect\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`redirect_url\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`redirect_new_window\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`autop\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`autop_phrase\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`header_links\`;`)
  await db.run(sql`ALTER TABLE \`search_bar\` DROP COLUMN \`reset_mode\`;`)
}
