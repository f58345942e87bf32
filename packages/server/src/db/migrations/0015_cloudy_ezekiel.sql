DROP INDEX "discovery_profiles_amount_idx";--> statement-breakpoint
DROP INDEX "discovery_profiles_range_from_idx";--> statement-breakpoint
DROP INDEX "discovery_profiles_range_to_idx";--> statement-breakpoint
ALTER TABLE "discovery_profiles" ADD COLUMN "amount_usd" numeric;--> statement-breakpoint
ALTER TABLE "discovery_profiles" ADD COLUMN "range_from_usd" numeric;--> statement-breakpoint
ALTER TABLE "discovery_profiles" ADD COLUMN "range_to_usd" numeric;--> statement-breakpoint
CREATE INDEX "discovery_profiles_amount_usd_idx" ON "discovery_profiles" USING btree ("type","amount_usd") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_range_from_usd_idx" ON "discovery_profiles" USING btree ("type","range_from_usd") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_range_to_usd_idx" ON "discovery_profiles" USING btree ("type","range_to_usd") WHERE "discovery_profiles"."discoverable";