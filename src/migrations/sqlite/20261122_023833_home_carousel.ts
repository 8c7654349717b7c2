import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_home_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`video_url\` text,
  	\`title\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_home_carousel_order_idx\` ON \`site_settings_home_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_carousel_parent_id_idx\` ON \`site_settings_home_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_carousel_article_idx\` ON \`site_settings_home_carousel\` (\`article_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_home_carousel\`;`)
}
