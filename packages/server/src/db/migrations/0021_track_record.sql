CREATE TABLE "track_record_graduations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_record_id" uuid NOT NULL,
	"sheet_id" uuid NOT NULL,
	"investment_id" uuid NOT NULL,
	"route" text NOT NULL,
	"graduation_type" text NOT NULL,
	"name_of_graduation" text NOT NULL,
	"stage_of_investment" text NOT NULL,
	"closing_date" text NOT NULL,
	"fund_participated" boolean NOT NULL,
	"fund_amount" double precision DEFAULT 0 NOT NULL,
	"round_amount" double precision,
	"valuation" double precision,
	"form" jsonb NOT NULL,
	"previous_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_record_investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"total_value" double precision NOT NULL,
	"gross_moic" double precision,
	"realized_moic" double precision,
	"irr" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_record_sheet_prefs" (
	"user_id" uuid NOT NULL,
	"sheet_id" uuid NOT NULL,
	"hidden_columns" jsonb NOT NULL,
	CONSTRAINT "track_record_sheet_prefs_user_id_sheet_id_pk" PRIMARY KEY("user_id","sheet_id")
);
--> statement-breakpoint
CREATE TABLE "track_record_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_record_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"currency" jsonb NOT NULL,
	"investment_period_from" double precision NOT NULL,
	"investment_period_to" double precision NOT NULL,
	"number_of_investments" integer NOT NULL,
	"invested_capital" jsonb NOT NULL,
	"stage_focus" jsonb NOT NULL,
	"type" text NOT NULL,
	"rvpi_confidence" text NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"show_graduations" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "track_record_graduations" ADD CONSTRAINT "track_record_graduations_track_record_id_track_records_id_fk" FOREIGN KEY ("track_record_id") REFERENCES "public"."track_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_graduations" ADD CONSTRAINT "track_record_graduations_sheet_id_track_record_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."track_record_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_graduations" ADD CONSTRAINT "track_record_graduations_investment_id_track_record_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."track_record_investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_investments" ADD CONSTRAINT "track_record_investments_sheet_id_track_record_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."track_record_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_sheet_prefs" ADD CONSTRAINT "track_record_sheet_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_sheet_prefs" ADD CONSTRAINT "track_record_sheet_prefs_sheet_id_track_record_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."track_record_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_sheets" ADD CONSTRAINT "track_record_sheets_track_record_id_track_records_id_fk" FOREIGN KEY ("track_record_id") REFERENCES "public"."track_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_records" ADD CONSTRAINT "track_records_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_record_graduations_sheet_idx" ON "track_record_graduations" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "track_record_graduations_investment_idx" ON "track_record_graduations" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "track_record_investments_sheet_idx" ON "track_record_investments" USING btree ("sheet_id","position");--> statement-breakpoint
CREATE INDEX "track_record_sheets_record_idx" ON "track_record_sheets" USING btree ("track_record_id");--> statement-breakpoint
CREATE INDEX "track_records_profile_idx" ON "track_records" USING btree ("profile_id");