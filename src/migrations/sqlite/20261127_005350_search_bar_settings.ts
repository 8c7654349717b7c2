import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_bar_try_this\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_bar_try_this_order_idx\` ON \`search_bar_try_this\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_bar_try_this_parent_id_idx\` ON \`search_bar_try_this\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_bar\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`placeholder\` text DEFAULT 'Rechercher…',
  	\`min_length\` numeric DEFAULT 2 NOT NULL,
  	\`per_page\` numeric DEFAULT 10 NOT NULL,
  	\`close_on_document_click\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_bar_try_this\`;`)
  await db.run(sql`DROP TABLE \`search_bar\`;`)
}
