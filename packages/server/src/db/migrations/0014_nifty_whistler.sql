DROP INDEX "discovery_profiles_geographies_idx";--> statement-breakpoint
DROP INDEX "discovery_profiles_tags_idx";--> statement-breakpoint
DROP INDEX "discovery_profiles_location_idx";--> statement-breakpoint
DROP INDEX "discovery_profiles_search_idx";--> statement-breakpoint
CREATE INDEX "discovery_profiles_fund_geographies_idx" ON "discovery_profiles" USING gin ("geographies") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'fund';--> statement-breakpoint
CREATE INDEX "discovery_profiles_investor_geographies_idx" ON "discovery_profiles" USING gin ("geographies") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'investor';--> statement-breakpoint
CREATE INDEX "discovery_profiles_serviceProvider_geographies_idx" ON "discovery_profiles" USING gin ("geographies") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'serviceProvider';--> statement-breakpoint
CREATE INDEX "discovery_profiles_fund_tags_idx" ON "discovery_profiles" USING gin ("tags") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'fund';--> statement-breakpoint
CREATE INDEX "discovery_profiles_investor_tags_idx" ON "discovery_profiles" USING gin ("tags") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'investor';--> statement-breakpoint
CREATE INDEX "discovery_profiles_serviceProvider_tags_idx" ON "discovery_profiles" USING gin ("tags") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'serviceProvider';--> statement-breakpoint
CREATE INDEX "discovery_profiles_fund_location_idx" ON "discovery_profiles" USING gin ("location_keys") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'fund';--> statement-breakpoint
CREATE INDEX "discovery_profiles_investor_location_idx" ON "discovery_profiles" USING gin ("location_keys") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'investor';--> statement-breakpoint
CREATE INDEX "discovery_profiles_serviceProvider_location_idx" ON "discovery_profiles" USING gin ("location_keys") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'serviceProvider';--> statement-breakpoint
CREATE INDEX "discovery_profiles_fund_search_idx" ON "discovery_profiles" USING gin ("search_vector") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'fund';--> statement-breakpoint
CREATE INDEX "discovery_profiles_investor_search_idx" ON "discovery_profiles" USING gin ("search_vector") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'investor';--> statement-breakpoint
CREATE INDEX "discovery_profiles_serviceProvider_search_idx" ON "discovery_profiles" USING gin ("search_vector") WHERE "discovery_profiles"."discoverable" and "discovery_profiles"."type" = 'serviceProvider';