import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_bar_layout" AS ENUM('vertical', 'horizontal', 'polaroid', 'isotopic');
  CREATE TYPE "public"."enum_search_bar_show_more" AS ENUM('ajax', 'results_page', 'custom_url');
  CREATE TYPE "public"."enum_search_bar_redirect" AS ENUM('results_page', 'custom_url');
  CREATE TYPE "public"."enum_search_bar_autop" AS ENUM('disabled', 'phrase', 'latest');
  CREATE TYPE "public"."enum_search_bar_header_links" AS ENUM('none', 'fill', 'redirect');
  CREATE TYPE "public"."enum_search_bar_reset_mode" AS ENUM('live', 'close');
  ALTER TABLE "search_bar" ADD COLUMN "layout" "enum_search_bar_layout" DEFAULT 'vertical' NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "isotopic_columns" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "isotopic_rows" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "isotopic_pagination" boolean DEFAULT true;
  ALTER TABLE "search_bar" ADD COLUMN "show_more" "enum_search_bar_show_more" DEFAULT 'ajax' NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "show_more_url" varchar;
  ALTER TABLE "search_bar" ADD COLUMN "infinite_scroll" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "redirect" "enum_search_bar_redirect" DEFAULT 'results_page' NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "redirect_url" varchar;
  ALTER TABLE "search_bar" ADD COLUMN "redirect_new_window" boolean DEFAULT false;
  ALTER TABLE "search_bar" ADD COLUMN "autop" "enum_search_bar_autop" DEFAULT 'disabled' NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "autop_phrase" varchar;
  ALTER TABLE "search_bar" ADD COLUMN "header_links" "enum_search_bar_header_links" DEFAULT 'none' NOT NULL;
  ALTER TABLE "search_bar" ADD COLUMN "reset_mode" "enum_search_bar_reset_mode" DEFAULT 'live' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_bar" DROP COLUMN "layout";
  ALTER TABLE "search_bar" DROP COLUMN "isotopic_columns";
  ALTER TABLE "search_bar" DROP COLUMN "isotopic_rows";
  ALTER TABLE "search_bar" DROP COLUMN "isotopic_pagination";
  ALTER TABLE "search_bar" DROP COLUMN "show_more";
  ALTER TABLE "search_bar" DROP COLUMN "show_more_url";
  ALTER TABLE "search_bar" DROP COLUMN "infinite_scroll";
  ALTER TABLE "search_bar" DROP COLUMN "redirect";
  ALTER TABLE "search_bar" DROP COLUMN "redirect_url";
  ALTER TABLE "search_bar" DROP COLUMN "redirect_new_window";
  ALTER TABLE "search_bar" DROP COLUMN "autop";
  ALTER TABLE "search_bar" DROP COLUMN "autop_phrase";
  ALTER TABLE "search_bar" DROP COLUMN "header_links";
  ALTER TABLE "search_bar" DROP COLUMN "reset_mode";
  DROP TYPE "public"."enum_search_bar_layout";
  DROP TYPE "public"."enum_search_bar_show_more";
  DROP TYPE "public"."enum_search_bar_redirect";
  DROP TYPE "public"."enum_search_bar_autop";
  DROP TYPE "public"."enum_search_bar_header_links";
  DROP TYPE "public"."enum_search_bar_reset_mode";`)
}
