CREATE TABLE "profile_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_profile_id" uuid NOT NULL,
	"subscribed_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"viewer_profile_id" uuid,
	"viewer_user_id" uuid,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_subscriptions" ADD CONSTRAINT "profile_subscriptions_subscriber_profile_id_profiles_id_fk" FOREIGN KEY ("subscriber_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_subscriptions" ADD CONSTRAINT "profile_subscriptions_subscribed_profile_id_profiles_id_fk" FOREIGN KEY ("subscribed_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_subscriptions_pair_uq" ON "profile_subscriptions" USING btree ("subscriber_profile_id","subscribed_profile_id");--> statement-breakpoint
CREATE INDEX "profile_subscriptions_subscribed_idx" ON "profile_subscriptions" USING btree ("subscribed_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_views_profile_viewed_idx" ON "profile_views" USING btree ("profile_id","viewed_at");--> statement-breakpoint
CREATE INDEX "profile_views_dedup_idx" ON "profile_views" USING btree ("profile_id","viewer_key","viewed_at");