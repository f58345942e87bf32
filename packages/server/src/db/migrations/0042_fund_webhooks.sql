CREATE TABLE "fund_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_code" integer,
	"response_snippet" text,
	"error" text,
	"duration_ms" integer,
	"attempted_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"replay" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"secret_rolled_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fund_webhook_deliveries" ADD CONSTRAINT "fund_webhook_deliveries_endpoint_id_fund_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."fund_webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_webhook_deliveries" ADD CONSTRAINT "fund_webhook_deliveries_event_id_fund_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."fund_webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_webhook_endpoints" ADD CONSTRAINT "fund_webhook_endpoints_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_webhook_events" ADD CONSTRAINT "fund_webhook_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_webhook_deliveries_endpoint_idx" ON "fund_webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fund_webhook_deliveries_pending_idx" ON "fund_webhook_deliveries" USING btree ("created_at") WHERE "fund_webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fund_webhook_endpoints_profile_idx" ON "fund_webhook_endpoints" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "fund_webhook_events_profile_idx" ON "fund_webhook_events" USING btree ("profile_id","created_at");