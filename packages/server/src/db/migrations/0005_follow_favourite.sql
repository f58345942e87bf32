CREATE TABLE "profile_favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"favourite_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_subscriptions" ADD COLUMN "notifications" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_subscriptions" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_favourites" ADD CONSTRAINT "profile_favourites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_favourites" ADD CONSTRAINT "profile_favourites_favourite_profile_id_profiles_id_fk" FOREIGN KEY ("favourite_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_favourites_pair_uq" ON "profile_favourites" USING btree ("profile_id","favourite_profile_id");--> statement-breakpoint
CREATE INDEX "profile_favourites_profile_idx" ON "profile_favourites" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_favourites_favourite_idx" ON "profile_favourites" USING btree ("favourite_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_subscriptions_subscriber_idx" ON "profile_subscriptions" USING btree ("subscriber_profile_id","created_at");