CREATE TABLE "data_room_text_pages" (
	"item_id" uuid NOT NULL,
	"data_room_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED NOT NULL,
	CONSTRAINT "data_room_text_pages_item_id_page_pk" PRIMARY KEY("item_id","page")
);
--> statement-breakpoint
ALTER TABLE "data_room_text_pages" ADD CONSTRAINT "data_room_text_pages_item_id_data_room_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."data_room_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_text_pages" ADD CONSTRAINT "data_room_text_pages_data_room_id_data_rooms_id_fk" FOREIGN KEY ("data_room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_text_pages_room_idx" ON "data_room_text_pages" USING btree ("data_room_id");--> statement-breakpoint
CREATE INDEX "data_room_text_pages_search_idx" ON "data_room_text_pages" USING gin ("search");