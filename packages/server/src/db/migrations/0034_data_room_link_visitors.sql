ALTER TABLE "data_room_views" ADD COLUMN "viewer_visitor_id" uuid;--> statement-breakpoint
ALTER TABLE "data_room_views" ADD COLUMN "via_link_id" uuid;