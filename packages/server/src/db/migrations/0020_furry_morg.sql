CREATE TABLE "introductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_profile_id" uuid NOT NULL,
	"target_profile_id" uuid NOT NULL,
	"investor_id" uuid,
	"fund_id" uuid,
	"provider_id" uuid,
	"requested_by_user_id" uuid,
	"target_user_id" uuid,
	"message" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" uuid,
	"introduced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_requester_profile_id_profiles_id_fk" FOREIGN KEY ("requester_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_target_profile_id_profiles_id_fk" FOREIGN KEY ("target_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_investor_id_profiles_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_fund_id_profiles_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "introductions_code_hash_uq" ON "introductions" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "introductions_open_pair_uq" ON "introductions" USING btree ("requester_profile_id","target_profile_id") WHERE "introductions"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "introductions_requester_idx" ON "introductions" USING btree ("requester_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "introductions_target_idx" ON "introductions" USING btree ("target_profile_id","created_at");