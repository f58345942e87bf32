CREATE TABLE "profile_nda_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"viewer_profile_id" uuid,
	"user_id" uuid,
	"version" integer,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_nda_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text,
	"document_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "profile_companies" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"vat_id" text NOT NULL,
	"website_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "profile_notification_digests" (
	"profile_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_notification_digests_profile_id_user_id_frequency_pk" PRIMARY KEY("profile_id","user_id","frequency")
);
--> statement-breakpoint
CREATE TABLE "profile_notification_preferences" (
	"profile_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"option" text NOT NULL,
	"frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_notification_preferences_profile_id_user_id_option_pk" PRIMARY KEY("profile_id","user_id","option")
);
--> statement-breakpoint
ALTER TABLE "profile_nda_acceptances" ADD CONSTRAINT "profile_nda_acceptances_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_nda_acceptances" ADD CONSTRAINT "profile_nda_acceptances_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_nda_acceptances" ADD CONSTRAINT "profile_nda_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_nda_versions" ADD CONSTRAINT "profile_nda_versions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_nda_versions" ADD CONSTRAINT "profile_nda_versions_document_key_uploads_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."uploads"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_nda_versions" ADD CONSTRAINT "profile_nda_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_companies" ADD CONSTRAINT "profile_companies_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_companies" ADD CONSTRAINT "profile_companies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notification_digests" ADD CONSTRAINT "profile_notification_digests_member_fk" FOREIGN KEY ("profile_id","user_id") REFERENCES "public"."profile_members"("profile_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notification_preferences" ADD CONSTRAINT "profile_notification_preferences_member_fk" FOREIGN KEY ("profile_id","user_id") REFERENCES "public"."profile_members"("profile_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_nda_acceptances_profile_idx" ON "profile_nda_acceptances" USING btree ("profile_id","accepted_at");--> statement-breakpoint
CREATE INDEX "profile_nda_acceptances_viewer_idx" ON "profile_nda_acceptances" USING btree ("viewer_profile_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_nda_versions_profile_version_uq" ON "profile_nda_versions" USING btree ("profile_id","version");