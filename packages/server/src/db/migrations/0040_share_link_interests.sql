CREATE TABLE "share_link_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"visitor_token_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_link_interests" ADD CONSTRAINT "share_link_interests_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_interests" ADD CONSTRAINT "share_link_interests_visitor_token_id_access_visitor_tokens_id_fk" FOREIGN KEY ("visitor_token_id") REFERENCES "public"."access_visitor_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_interests_visitor_uq" ON "share_link_interests" USING btree ("link_id","visitor_key");