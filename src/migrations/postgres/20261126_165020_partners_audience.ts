import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_consent_records_categories" ADD VALUE 'partners';
  ALTER TYPE "public"."enum_consent_records_categories" ADD VALUE 'audience';
  ALTER TABLE "site_settings" ADD COLUMN "partners_partner_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "partners_activities_frame_url" varchar DEFAULT 'https://widget.getyourguide.com/default/activities.frame' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_activities_frame_url" varchar DEFAULT 'https://widget.getyourguide.com/default/activities-auto.frame' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_visitor_url" varchar DEFAULT 'https://widget.getyourguide.com/visitor' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_widget_context_url" varchar DEFAULT 'https://widget.getyourguide.com/widget-context' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_widget_context_url" varchar DEFAULT 'https://widget.getyourguide.com/auto-widget-context' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_metadata_url" varchar DEFAULT 'https://widget.getyourguide.com/metadata-extracted' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_insert_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_insert_max_widgets" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_insert_items" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_insert_path_prefix" varchar DEFAULT '/articles/';
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_insert_selector" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "partners_auto_insert_excluded_urls" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "affiliate_host" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "audience_script_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "audience_development_hosts" varchar DEFAULT 'localhost
  127.0.0.1';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records_categories" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_consent_records_categories";
  CREATE TYPE "public"."enum_consent_records_categories" AS ENUM('necessary', 'videos');
  ALTER TABLE "consent_records_categories" ALTER COLUMN "value" SET DATA TYPE "public"."enum_consent_records_categories" USING "value"::"public"."enum_consent_records_categories";
  ALTER TABLE "site_settings" DROP COLUMN "partners_partner_id";
  ALTER TABLE "site_settings" DROP COLUMN "partners_activities_frame_url";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_activities_frame_url";
  ALTER TABLE "site_settings" DROP COLUMN "partners_visitor_url";
  ALTER TABLE "site_settings" DROP COLUMN "partners_widget_context_url";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_widget_context_url";
  ALTER TABLE "site_settings" DROP COLUMN "partners_metadata_url";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_insert_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_insert_max_widgets";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_insert_items";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_insert_path_prefix";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_insert_selector";
  ALTER TABLE "site_settings" DROP COLUMN "partners_auto_insert_excluded_urls";
  ALTER TABLE "site_settings" DROP COLUMN "affiliate_host";
  ALTER TABLE "site_settings" DROP COLUMN "audience_script_url";
  ALTER TABLE "site_settings" DROP COLUMN "audience_development_hosts";`)
}
