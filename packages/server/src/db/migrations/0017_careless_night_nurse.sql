CREATE TABLE "discovery_cards" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"signed_in_card" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_cards" ADD CONSTRAINT "discovery_cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_profiles" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "discovery_profiles" DROP COLUMN "signed_in_card";