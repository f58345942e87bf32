CREATE TABLE "data_room_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_room_id" uuid NOT NULL,
	"item_id" uuid,
	"page" integer,
	"asker_user_id" uuid,
	"asker_profile_id" uuid,
	"asker_visitor_id" uuid,
	"via_link_id" uuid,
	"asker_email" text NOT NULL,
	"question" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"assignee_user_id" uuid,
	"draft" text,
	"answer" text,
	"answered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "question" || ' ' || coalesce("answer", ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "allow_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_data_room_id_data_rooms_id_fk" FOREIGN KEY ("data_room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_item_id_data_room_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."data_room_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_asker_user_id_users_id_fk" FOREIGN KEY ("asker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_asker_profile_id_profiles_id_fk" FOREIGN KEY ("asker_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_questions_room_idx" ON "data_room_questions" USING btree ("data_room_id","created_at","id");--> statement-breakpoint
CREATE INDEX "data_room_questions_room_state_idx" ON "data_room_questions" USING btree ("data_room_id","state","created_at");--> statement-breakpoint
CREATE INDEX "data_room_questions_asker_idx" ON "data_room_questions" USING btree ("asker_user_id");--> statement-breakpoint
CREATE INDEX "data_room_questions_org_idx" ON "data_room_questions" USING btree ("asker_profile_id");--> statement-breakpoint
CREATE INDEX "data_room_questions_search_idx" ON "data_room_questions" USING gin ("search");