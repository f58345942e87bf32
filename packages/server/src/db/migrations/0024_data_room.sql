CREATE TABLE "data_room_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_holders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"profile_id" uuid,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_item_permissions" (
	"group_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"permissions" jsonb NOT NULL,
	CONSTRAINT "data_room_item_permissions_group_id_item_id_pk" PRIMARY KEY("group_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "data_room_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_room_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"area" text DEFAULT 'General' NOT NULL,
	"url" text,
	"storage_key" text,
	"content_type" text,
	"size" bigint,
	"page_count" integer,
	"watermark" jsonb,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_page_times" (
	"view_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_room_page_times_view_id_page_pk" PRIMARY KEY("view_id","page")
);
--> statement-breakpoint
CREATE TABLE "data_room_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_room_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"viewer_email" text NOT NULL,
	"view_code" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	"page_count" integer,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"external_url" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" text DEFAULT 'ByAlphabet' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_groups" ADD CONSTRAINT "data_room_groups_data_room_id_data_rooms_id_fk" FOREIGN KEY ("data_room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_holders" ADD CONSTRAINT "data_room_holders_group_id_data_room_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."data_room_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_holders" ADD CONSTRAINT "data_room_holders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_item_permissions" ADD CONSTRAINT "data_room_item_permissions_group_id_data_room_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."data_room_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_item_permissions" ADD CONSTRAINT "data_room_item_permissions_item_id_data_room_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."data_room_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_items" ADD CONSTRAINT "data_room_items_data_room_id_data_rooms_id_fk" FOREIGN KEY ("data_room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_items" ADD CONSTRAINT "data_room_items_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_page_times" ADD CONSTRAINT "data_room_page_times_view_id_data_room_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."data_room_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_views" ADD CONSTRAINT "data_room_views_data_room_id_data_rooms_id_fk" FOREIGN KEY ("data_room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_views" ADD CONSTRAINT "data_room_views_item_id_data_room_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."data_room_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_views" ADD CONSTRAINT "data_room_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_rooms" ADD CONSTRAINT "data_rooms_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_groups_room_idx" ON "data_room_groups" USING btree ("data_room_id");--> statement-breakpoint
CREATE INDEX "data_room_holders_group_idx" ON "data_room_holders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "data_room_holders_email_idx" ON "data_room_holders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "data_room_items_parent_idx" ON "data_room_items" USING btree ("data_room_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "data_room_views_room_idx" ON "data_room_views" USING btree ("data_room_id","started_at");--> statement-breakpoint
CREATE INDEX "data_room_views_item_idx" ON "data_room_views" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "data_rooms_fund_idx" ON "data_rooms" USING btree ("fund_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_rooms_one_default_idx" ON "data_rooms" USING btree ("fund_profile_id") WHERE "data_rooms"."is_default";