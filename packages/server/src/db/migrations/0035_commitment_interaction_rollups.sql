CREATE TABLE "commitment_interaction_days" (
	"fund_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"interactions" integer NOT NULL,
	CONSTRAINT "commitment_interaction_days_fund_profile_id_day_type_pk" PRIMARY KEY("fund_profile_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "commitment_interaction_lps" (
	"fund_profile_id" uuid NOT NULL,
	"lp_key" uuid NOT NULL,
	"is_row" boolean NOT NULL,
	"interactions" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_contact_at" timestamp with time zone,
	"pass_first_at" timestamp with time zone,
	"pass_last_at" timestamp with time zone,
	"feedback_first_at" timestamp with time zone,
	"feedback_last_at" timestamp with time zone,
	"commitment_first_at" timestamp with time zone,
	"commitment_last_at" timestamp with time zone,
	CONSTRAINT "commitment_interaction_lps_fund_profile_id_lp_key_pk" PRIMARY KEY("fund_profile_id","lp_key")
);
--> statement-breakpoint
ALTER TABLE "commitment_interaction_days" ADD CONSTRAINT "commitment_interaction_days_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_interaction_lps" ADD CONSTRAINT "commitment_interaction_lps_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_interactions_lp_key_idx" ON "commitment_interactions" USING btree ("fund_profile_id",coalesce("commitment_id", "lp_profile_id"),"occurred_at");--> statement-breakpoint
CREATE INDEX "commitment_interactions_active_pass_idx" ON "commitment_interactions" USING btree ("fund_profile_id","occurred_at") WHERE "commitment_interactions"."type" = 'pass' and "commitment_interactions"."revoked_at" is null;