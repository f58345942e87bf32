CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"units_per_usd" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "discovery_profiles" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"status" text NOT NULL,
	"discoverable" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"location" text,
	"country" text,
	"location_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"maturity" text,
	"geographies" text[] DEFAULT '{}'::text[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount_value" numeric,
	"amount_currency" text,
	"range_from_value" numeric,
	"range_from_currency" text,
	"range_to_value" numeric,
	"range_to_currency" text,
	"self_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"card" jsonb NOT NULL,
	"signed_in_card" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery_weights" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"weight" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_profiles" ADD CONSTRAINT "discovery_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_weights" ADD CONSTRAINT "discovery_weights_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_weights" ADD CONSTRAINT "discovery_weights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_profiles_order_idx" ON "discovery_profiles" USING btree ("type","featured" DESC NULLS LAST,"weight" DESC NULLS LAST,"sort_name","profile_id") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_kinds_idx" ON "discovery_profiles" USING gin ("kinds") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_stages_idx" ON "discovery_profiles" USING gin ("stages") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_geographies_idx" ON "discovery_profiles" USING gin ("geographies") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_industries_idx" ON "discovery_profiles" USING gin ("industries") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_tags_idx" ON "discovery_profiles" USING gin ("tags") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_location_idx" ON "discovery_profiles" USING gin ("location_keys") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_self_keys_idx" ON "discovery_profiles" USING gin ("self_keys") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_related_keys_idx" ON "discovery_profiles" USING gin ("related_keys") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_search_idx" ON "discovery_profiles" USING gin ("search_vector") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_state_idx" ON "discovery_profiles" USING btree ("type","state") WHERE "discovery_profiles"."discoverable";--> statement-breakpoint
CREATE INDEX "discovery_profiles_amount_idx" ON "discovery_profiles" USING btree ("type","amount_currency","amount_value") WHERE "discovery_profiles"."discoverable";