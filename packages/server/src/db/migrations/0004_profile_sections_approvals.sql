CREATE TABLE "profile_access_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"section" text,
	"user_id" uuid,
	"viewer_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_section_unlocks" (
	"profile_id" uuid NOT NULL,
	"viewer_profile_id" uuid NOT NULL,
	"section" text NOT NULL,
	"unlocked_by_user_id" uuid,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_section_unlocks_profile_id_viewer_profile_id_section_pk" PRIMARY KEY("profile_id","viewer_profile_id","section")
);
--> statement-breakpoint
CREATE TABLE "profile_sections" (
	"profile_id" uuid NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "profile_sections_profile_id_section_pk" PRIMARY KEY("profile_id","section")
);
--> statement-breakpoint
CREATE TABLE "profile_sections_published" (
	"profile_id" uuid NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_sections_published_profile_id_section_pk" PRIMARY KEY("profile_id","section")
);
--> statement-breakpoint
CREATE TABLE "profile_settings" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"require_nda" boolean DEFAULT false NOT NULL,
	"nda_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"not_applicable_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"visitor_unlocked_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"section" text,
	"status" text DEFAULT 'Tbd' NOT NULL,
	"reason" text,
	"message" text,
	"submitted_by_user_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co_investor_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"website_url" text,
	"domain" text,
	"created_by_user_id" uuid,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_access_attempts" ADD CONSTRAINT "profile_access_attempts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access_attempts" ADD CONSTRAINT "profile_access_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access_attempts" ADD CONSTRAINT "profile_access_attempts_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_section_unlocks" ADD CONSTRAINT "profile_section_unlocks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_section_unlocks" ADD CONSTRAINT "profile_section_unlocks_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_section_unlocks" ADD CONSTRAINT "profile_section_unlocks_unlocked_by_user_id_users_id_fk" FOREIGN KEY ("unlocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sections" ADD CONSTRAINT "profile_sections_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sections" ADD CONSTRAINT "profile_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sections_published" ADD CONSTRAINT "profile_sections_published_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_settings" ADD CONSTRAINT "profile_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_settings" ADD CONSTRAINT "profile_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_investor_companies" ADD CONSTRAINT "co_investor_companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_investor_companies" ADD CONSTRAINT "co_investor_companies_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_access_attempts_profile_idx" ON "profile_access_attempts" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_one_tbd_uq" ON "approvals" USING btree ("profile_id",coalesce("section", '')) WHERE "approvals"."status" = 'Tbd';--> statement-breakpoint
CREATE INDEX "approvals_model_status_idx" ON "approvals" USING btree ("model","status","submitted_at");--> statement-breakpoint
CREATE INDEX "approvals_profile_idx" ON "approvals" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "co_investor_companies_name_uq" ON "co_investor_companies" USING btree ("normalized_name");--> statement-breakpoint
CREATE INDEX "co_investor_companies_domain_idx" ON "co_investor_companies" USING btree ("domain");