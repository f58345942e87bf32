CREATE TABLE "fund_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"investor_name" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"due_date" text,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_ratings" (
	"provider_profile_id" uuid NOT NULL,
	"rater_profile_id" uuid NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_ratings_provider_profile_id_rater_profile_id_pk" PRIMARY KEY("provider_profile_id","rater_profile_id")
);
--> statement-breakpoint
CREATE TABLE "fund_feedback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"investor_profile_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"message" text,
	"status" text DEFAULT 'Requested' NOT NULL,
	"feedback_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"author_profile_id" uuid NOT NULL,
	"author_user_id" uuid,
	"request_id" uuid,
	"analysis_stage" text NOT NULL,
	"general_rating" integer NOT NULL,
	"general_feedback" text NOT NULL,
	"liked_things" jsonb NOT NULL,
	"improve_things" jsonb NOT NULL,
	"weak_spots" jsonb NOT NULL,
	"other_reasons" text,
	"stay_anonymous" boolean DEFAULT false NOT NULL,
	"willing_to_jump_on_call" boolean DEFAULT false NOT NULL,
	"share_with_fund" boolean DEFAULT false NOT NULL,
	"ratings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fund_activities" ADD CONSTRAINT "fund_activities_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_activities" ADD CONSTRAINT "fund_activities_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_todos" ADD CONSTRAINT "fund_todos_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_todos" ADD CONSTRAINT "fund_todos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_provider_profile_id_profiles_id_fk" FOREIGN KEY ("provider_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_rater_profile_id_profiles_id_fk" FOREIGN KEY ("rater_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_feedback_requests" ADD CONSTRAINT "fund_feedback_requests_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_feedback_requests" ADD CONSTRAINT "fund_feedback_requests_investor_profile_id_profiles_id_fk" FOREIGN KEY ("investor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_feedback_requests" ADD CONSTRAINT "fund_feedback_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_feedback" ADD CONSTRAINT "fund_feedback_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_feedback" ADD CONSTRAINT "fund_feedback_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_feedback" ADD CONSTRAINT "fund_feedback_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_activities_fund_time_idx" ON "fund_activities" USING btree ("fund_profile_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fund_todos_fund_idx" ON "fund_todos" USING btree ("fund_profile_id","done");--> statement-breakpoint
CREATE INDEX "provider_ratings_provider_idx" ON "provider_ratings" USING btree ("provider_profile_id");--> statement-breakpoint
CREATE INDEX "fund_feedback_requests_fund_idx" ON "fund_feedback_requests" USING btree ("fund_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_feedback_requests_investor_idx" ON "fund_feedback_requests" USING btree ("investor_profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_feedback_requests_one_open_idx" ON "fund_feedback_requests" USING btree ("fund_profile_id","investor_profile_id") WHERE "fund_feedback_requests"."status" = 'Requested';--> statement-breakpoint
CREATE INDEX "fund_feedback_fund_idx" ON "fund_feedback" USING btree ("fund_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_feedback_author_idx" ON "fund_feedback" USING btree ("author_profile_id","created_at");