CREATE TABLE "share_link_nda_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"mode" text NOT NULL,
	"nda_version" integer NOT NULL,
	"version_hash" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"full_name" text,
	"ip" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_key" text,
	"content_hash" text,
	"file_hash" text,
	"copy_key_hash" text
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "nda_mode" text DEFAULT 'clickThrough' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_link_nda_records" ADD CONSTRAINT "share_link_nda_records_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_nda_records" ADD CONSTRAINT "share_link_nda_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_nda_records_link_idx" ON "share_link_nda_records" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "share_link_nda_records_file_hash_idx" ON "share_link_nda_records" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "share_link_nda_records_content_hash_idx" ON "share_link_nda_records" USING btree ("content_hash");