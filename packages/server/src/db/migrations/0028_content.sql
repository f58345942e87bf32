CREATE TABLE "admin_fetch_cache" (
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"value" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_fetch_cache_kind_url_pk" PRIMARY KEY("kind","url")
);
--> statement-breakpoint
CREATE TABLE "tooltips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"firm" text NOT NULL,
	"role" text,
	"email" text,
	"linkedin_url" text,
	"fund_profile_id" uuid,
	"bio" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_investment_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"investor_profile_id" uuid,
	"participant_name" text NOT NULL,
	"participant_type" text DEFAULT 'lp' NOT NULL,
	"status" text DEFAULT 'prospect' NOT NULL,
	"commitment_value" numeric,
	"commitment_currency" text,
	"note" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tooltips" ADD CONSTRAINT "tooltips_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_managers" ADD CONSTRAINT "fund_managers_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_managers" ADD CONSTRAINT "fund_managers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_investment_participants" ADD CONSTRAINT "fund_investment_participants_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_investment_participants" ADD CONSTRAINT "fund_investment_participants_investor_profile_id_profiles_id_fk" FOREIGN KEY ("investor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_investment_participants" ADD CONSTRAINT "fund_investment_participants_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tooltips_key_idx" ON "tooltips" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug_idx" ON "content_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "fund_managers_fund_idx" ON "fund_managers" USING btree ("fund_profile_id");--> statement-breakpoint
CREATE INDEX "fund_managers_name_idx" ON "fund_managers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fund_investment_participants_fund_idx" ON "fund_investment_participants" USING btree ("fund_profile_id");