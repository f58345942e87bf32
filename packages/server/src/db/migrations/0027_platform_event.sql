CREATE TABLE "platform_event_attendance" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid,
	"profile_type" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_event_attendance_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_event_bookmarks" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_event_bookmarks_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_event_calendar_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_event_calendar_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "platform_event_hosts" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_event_hosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_event_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"general_rating" integer NOT NULL,
	"form" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid,
	"created_by_user_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"stakeholder_types" text[] NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"timezone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"city_country" text NOT NULL,
	"host_name" text NOT NULL,
	"description" text NOT NULL,
	"image_original" text NOT NULL,
	"image_cropped" text,
	"urls" jsonb NOT NULL,
	"keywords" text[] NOT NULL,
	"regions" text[] NOT NULL,
	"asset_classes" text[] NOT NULL,
	"lp_ticket_price" double precision,
	"gp_ticket_price" double precision,
	"ticket_currency" text DEFAULT 'EUR' NOT NULL,
	"lp_attending" integer DEFAULT 0 NOT NULL,
	"gp_attending" integer DEFAULT 0 NOT NULL,
	"other_attending" integer DEFAULT 0 NOT NULL,
	"bookmarks" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_event_attendance" ADD CONSTRAINT "platform_event_attendance_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_attendance" ADD CONSTRAINT "platform_event_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_attendance" ADD CONSTRAINT "platform_event_attendance_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_bookmarks" ADD CONSTRAINT "platform_event_bookmarks_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_bookmarks" ADD CONSTRAINT "platform_event_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_calendar_tokens" ADD CONSTRAINT "platform_event_calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_hosts" ADD CONSTRAINT "platform_event_hosts_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_hosts" ADD CONSTRAINT "platform_event_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_reviews" ADD CONSTRAINT "platform_event_reviews_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_reviews" ADD CONSTRAINT "platform_event_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_main_event_id_platform_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_event_attendance_user_idx" ON "platform_event_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "platform_event_bookmarks_user_idx" ON "platform_event_bookmarks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "platform_event_hosts_user_idx" ON "platform_event_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_event_reviews_one_idx" ON "platform_event_reviews" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "platform_events_main_idx" ON "platform_events" USING btree ("main_event_id");--> statement-breakpoint
CREATE INDEX "platform_events_starts_idx" ON "platform_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "platform_events_main_starts_idx" ON "platform_events" USING btree ("starts_at") WHERE "platform_events"."main_event_id" is null;--> statement-breakpoint
CREATE INDEX "platform_events_lp_idx" ON "platform_events" USING btree ("lp_attending" DESC NULLS LAST,"starts_at","id") WHERE "platform_events"."main_event_id" is null;--> statement-breakpoint
CREATE INDEX "platform_events_gp_idx" ON "platform_events" USING btree ("gp_attending" DESC NULLS LAST,"starts_at","id") WHERE "platform_events"."main_event_id" is null;--> statement-breakpoint
CREATE INDEX "platform_events_lp_price_idx" ON "platform_events" USING btree ("lp_ticket_price","starts_at","id") WHERE "platform_events"."main_event_id" is null;--> statement-breakpoint
CREATE INDEX "platform_events_gp_price_idx" ON "platform_events" USING btree ("gp_ticket_price","starts_at","id") WHERE "platform_events"."main_event_id" is null;