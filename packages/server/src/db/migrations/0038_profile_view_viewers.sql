CREATE TABLE "profile_view_viewers" (
	"profile_id" uuid NOT NULL,
	"viewer_profile_id" uuid NOT NULL,
	"views" integer NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_view_viewers_profile_id_viewer_profile_id_pk" PRIMARY KEY("profile_id","viewer_profile_id")
);
--> statement-breakpoint
ALTER TABLE "profile_view_viewers" ADD CONSTRAINT "profile_view_viewers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view_viewers" ADD CONSTRAINT "profile_view_viewers_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_viewer_idx" ON "profile_views" USING btree ("profile_id","viewer_profile_id") WHERE "profile_views"."viewer_profile_id" is not null;--> statement-breakpoint
-- The rollup of profile_views by viewer profile (ADR 0060, modules/profile-view/tables.ts), kept by these statement
-- triggers in the transaction of every write of a view, whoever makes it (the module, FK cascades, the seed, a
-- benchmark's SQL). Inserts (every recorded visit) add to the counts; an update or a delete (only FK actions: a viewer
-- profile deleted sets viewer_profile_id null) counts the pairs it touched again from the views.
CREATE OR REPLACE FUNCTION "profile_views_viewers_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profile_view_viewers" AS r ("profile_id", "viewer_profile_id", "views", "last_viewed_at")
  SELECT profile_id, viewer_profile_id, count(*)::int, max(viewed_at) FROM new_rows
  WHERE viewer_profile_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT ("profile_id", "viewer_profile_id") DO UPDATE
    SET "views" = r."views" + excluded."views", "last_viewed_at" = greatest(r."last_viewed_at", excluded."last_viewed_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_views_viewers_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visited uuid[];
  viewers uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(p), array_agg(v) INTO visited, viewers FROM (
      SELECT DISTINCT profile_id AS p, viewer_profile_id AS v FROM old_rows WHERE viewer_profile_id IS NOT NULL
    ) t;
  ELSE
    SELECT array_agg(p), array_agg(v) INTO visited, viewers FROM (
      SELECT profile_id AS p, viewer_profile_id AS v FROM old_rows WHERE viewer_profile_id IS NOT NULL
      UNION
      SELECT profile_id, viewer_profile_id FROM new_rows WHERE viewer_profile_id IS NOT NULL
    ) t;
  END IF;
  IF visited IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM "profile_view_viewers" r USING unnest(visited, viewers) AS u(p, v)
  WHERE r."profile_id" = u.p AND r."viewer_profile_id" = u.v;
  INSERT INTO "profile_view_viewers" ("profile_id", "viewer_profile_id", "views", "last_viewed_at")
  SELECT w.profile_id, w.viewer_profile_id, count(*)::int, max(w.viewed_at)
  FROM "profile_views" w JOIN unnest(visited, viewers) AS u(p, v) ON w.profile_id = u.p AND w.viewer_profile_id = u.v
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_views_viewers_insert" AFTER INSERT ON "profile_views"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_views_viewers_insert"();--> statement-breakpoint
CREATE TRIGGER "profile_views_viewers_update" AFTER UPDATE ON "profile_views"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_views_viewers_recount"();--> statement-breakpoint
CREATE TRIGGER "profile_views_viewers_delete" AFTER DELETE ON "profile_views"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_views_viewers_recount"();--> statement-breakpoint
-- The views so far.
INSERT INTO "profile_view_viewers" ("profile_id", "viewer_profile_id", "views", "last_viewed_at")
SELECT profile_id, viewer_profile_id, count(*)::int, max(viewed_at) FROM "profile_views"
WHERE viewer_profile_id IS NOT NULL GROUP BY 1, 2;
