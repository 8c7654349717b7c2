import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncBrevoContact';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncBrevoContact';
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"sms" varchar,
  	"sms_prefix" varchar,
  	"date" varchar,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"newsletter_lists_id" integer
  );
  
  CREATE TABLE "newsletter_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"brevo_list_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sms_shown" boolean DEFAULT true,
  	"sms_required" boolean DEFAULT false,
  	"date_label" varchar,
  	"lists_required" boolean DEFAULT true,
  	"captcha" boolean DEFAULT false,
  	"redirect_url" varchar,
  	"mail_subject" varchar DEFAULT 'Confirmez votre inscription à la lettre d’Escale',
  	"mail_intro" varchar DEFAULT 'Bonjour, merci de votre inscription à la lettre d’information d’Escale.',
  	"messages_success_msg" varchar DEFAULT 'Merci ! Un e-mail vient de vous être envoyé : cliquez sur son lien pour confirmer votre inscription.',
  	"messages_update_msg" varchar DEFAULT 'Votre inscription a été mise à jour.',
  	"messages_error_msg" varchar DEFAULT 'Une erreur est survenue. Veuillez réessayer dans un instant.',
  	"messages_exist_msg" varchar DEFAULT 'Vous êtes déjà inscrit à cette lettre d’information.',
  	"messages_invalid_msg" varchar DEFAULT 'Cette adresse e-mail n’est pas valide.',
  	"messages_required_msg" varchar DEFAULT 'Veuillez remplir ce champ obligatoire.',
  	"messages_sms_msg" varchar DEFAULT 'Le numéro SMS doit commencer par + suivi de l’indicatif du pays (6 à 19 caractères).',
  	"messages_captcha_empty_msg" varchar DEFAULT 'Veuillez cocher la case « Je ne suis pas un robot ».',
  	"messages_captcha_fail_msg" varchar DEFAULT 'La vérification anti-robot a échoué. Veuillez réessayer.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_lists_id" integer;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_newsletter_lists_fk" FOREIGN KEY ("newsletter_lists_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "subscribers_rels_order_idx" ON "subscribers_rels" USING btree ("order");
  CREATE INDEX "subscribers_rels_parent_idx" ON "subscribers_rels" USING btree ("parent_id");
  CREATE INDEX "subscribers_rels_path_idx" ON "subscribers_rels" USING btree ("path");
  CREATE INDEX "subscribers_rels_newsletter_lists_id_idx" ON "subscribers_rels" USING btree ("newsletter_lists_id");
  CREATE INDEX "newsletter_lists_updated_at_idx" ON "newsletter_lists" USING btree ("updated_at");
  CREATE INDEX "newsletter_lists_created_at_idx" ON "newsletter_lists" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk" FOREIGN KEY ("newsletter_lists_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "subscribers_rels" CASCADE;
  DROP TABLE "newsletter_lists" CASCADE;
  DROP TABLE "newsletter_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverOutbox');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverOutbox');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_lists_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_lists_id";
  DROP TYPE "public"."enum_subscribers_status";`)
}
