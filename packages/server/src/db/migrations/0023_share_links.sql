CREATE TABLE "access_magic_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"require_email" boolean DEFAULT false NOT NULL,
	"verify_email" text DEFAULT 'none' NOT NULL,
	"password_hash" text,
	"allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"deny_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"nda_profile_id" uuid,
	"expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_visitor_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"policy_version" integer NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_passed" boolean DEFAULT false NOT NULL,
	"nda_version" integer,
	"nda_accepted_at" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"visitor_token_id" uuid,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"section_seconds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "access_magic_codes" ADD CONSTRAINT "access_magic_codes_policy_id_access_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."access_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_visitor_tokens" ADD CONSTRAINT "access_visitor_tokens_policy_id_access_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."access_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_visitor_tokens" ADD CONSTRAINT "access_visitor_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_visits" ADD CONSTRAINT "share_link_visits_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_visits" ADD CONSTRAINT "share_link_visits_visitor_token_id_access_visitor_tokens_id_fk" FOREIGN KEY ("visitor_token_id") REFERENCES "public"."access_visitor_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_policy_id_access_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."access_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_access_requests" ADD CONSTRAINT "fund_access_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_access_requests" ADD CONSTRAINT "fund_access_requests_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_access_requests" ADD CONSTRAINT "fund_access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_magic_codes_token_uq" ON "access_magic_codes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_magic_codes_subject_idx" ON "access_magic_codes" USING btree ("subject_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "access_visitor_tokens_hash_uq" ON "access_visitor_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_visitor_tokens_subject_idx" ON "access_visitor_tokens" USING btree ("subject_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_visits_visitor_uq" ON "share_link_visits" USING btree ("link_id","visitor_key");--> statement-breakpoint
CREATE INDEX "share_link_visits_link_idx" ON "share_link_visits" USING btree ("link_id","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_slug_uq" ON "share_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "share_links_profile_idx" ON "share_links" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_access_requests_profile_idx" ON "fund_access_requests" USING btree ("profile_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fund_access_requests_link_idx" ON "fund_access_requests" USING btree ("link_id","email");