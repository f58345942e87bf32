CREATE TABLE "commitment_closing_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"closing_name" text NOT NULL,
	"target_closing_date" date NOT NULL,
	"goal_value" double precision NOT NULL,
	"goal_currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commitment_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"commitment_id" uuid,
	"lp_profile_id" uuid,
	"type" text NOT NULL,
	"pass_reason" text,
	"note" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "non_binding_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"lp_profile_id" uuid,
	"investor_name" text NOT NULL,
	"email" text NOT NULL,
	"investor_phone" text NOT NULL,
	"investor_hq" text NOT NULL,
	"investor_type" text NOT NULL,
	"intended_value" double precision,
	"intended_currency" text,
	"investment_entity" text,
	"lp_type" text DEFAULT 'new' NOT NULL,
	"closing" text,
	"website" text,
	"linkedin" text,
	"crm_link" text,
	"key_person" text,
	"note" text,
	"soft_value" double precision,
	"soft_currency" text,
	"soft_date" date,
	"hard_value" double precision,
	"hard_currency" text,
	"hard_date" date,
	"include_in_fund_lp" boolean DEFAULT false NOT NULL,
	"show_investment_amount" boolean DEFAULT false NOT NULL,
	"reminder_frequency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commitment_closing_goals" ADD CONSTRAINT "commitment_closing_goals_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_interactions" ADD CONSTRAINT "commitment_interactions_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_interactions" ADD CONSTRAINT "commitment_interactions_commitment_id_non_binding_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."non_binding_commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_interactions" ADD CONSTRAINT "commitment_interactions_lp_profile_id_profiles_id_fk" FOREIGN KEY ("lp_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_binding_commitments" ADD CONSTRAINT "non_binding_commitments_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_binding_commitments" ADD CONSTRAINT "non_binding_commitments_lp_profile_id_profiles_id_fk" FOREIGN KEY ("lp_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_closing_goals_uq" ON "commitment_closing_goals" USING btree ("fund_profile_id","kind");--> statement-breakpoint
CREATE INDEX "commitment_interactions_fund_idx" ON "commitment_interactions" USING btree ("fund_profile_id","occurred_at");--> statement-breakpoint
CREATE INDEX "commitment_interactions_row_idx" ON "commitment_interactions" USING btree ("commitment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_interactions_one_pass_lp_uq" ON "commitment_interactions" USING btree ("fund_profile_id","lp_profile_id") WHERE "commitment_interactions"."type" = 'pass' and "commitment_interactions"."revoked_at" is null and "commitment_interactions"."lp_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_interactions_one_pass_row_uq" ON "commitment_interactions" USING btree ("commitment_id") WHERE "commitment_interactions"."type" = 'pass' and "commitment_interactions"."revoked_at" is null and "commitment_interactions"."commitment_id" is not null;--> statement-breakpoint
CREATE INDEX "nbc_fund_created_idx" ON "non_binding_commitments" USING btree ("fund_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "nbc_fund_lp_idx" ON "non_binding_commitments" USING btree ("fund_profile_id","lp_profile_id");--> statement-breakpoint
CREATE INDEX "nbc_fund_email_idx" ON "non_binding_commitments" USING btree ("fund_profile_id","email");