-- Profile-management screens (issue 4): two settings move to their new homes (see modules/profile-cta and
-- modules/profile-notifications README.md).
--
-- 1. The fund contact section's free-text "callToAction" becomes the profile's call-to-action section:
--    a button that books a meeting (the contact's booking link) or, without one, writes an e-mail (the
--    contact's e-mail). Working and published copies alike, so nothing new appears publicly.
INSERT INTO "profile_sections" ("profile_id", "section", "data", "updated_at", "updated_by")
SELECT "profile_id", 'call-to-action',
  CASE WHEN coalesce(btrim("data"->>'bookingUrl'), '') <> '' THEN jsonb_build_object(
      'action', 'bookMeeting', 'label', left(btrim("data"->>'callToAction'), 40),
      'url', CASE WHEN btrim("data"->>'bookingUrl') ~* '^https?://' THEN btrim("data"->>'bookingUrl') ELSE 'https://' || btrim("data"->>'bookingUrl') END,
      'email', NULL)
    ELSE jsonb_build_object('action', 'sendEmail', 'label', left(btrim("data"->>'callToAction'), 40), 'url', NULL, 'email', btrim("data"->>'email'))
  END,
  "updated_at", "updated_by"
FROM "profile_sections"
WHERE "section" = 'contact-me' AND coalesce(btrim("data"->>'callToAction'), '') <> ''
  AND (coalesce(btrim("data"->>'bookingUrl'), '') <> '' OR coalesce(btrim("data"->>'email'), '') <> '')
ON CONFLICT ("profile_id", "section") DO NOTHING;
--> statement-breakpoint
INSERT INTO "profile_sections_published" ("profile_id", "section", "data", "published_at")
SELECT "profile_id", 'call-to-action',
  CASE WHEN coalesce(btrim("data"->>'bookingUrl'), '') <> '' THEN jsonb_build_object(
      'action', 'bookMeeting', 'label', left(btrim("data"->>'callToAction'), 40),
      'url', CASE WHEN btrim("data"->>'bookingUrl') ~* '^https?://' THEN btrim("data"->>'bookingUrl') ELSE 'https://' || btrim("data"->>'bookingUrl') END,
      'email', NULL)
    ELSE jsonb_build_object('action', 'sendEmail', 'label', left(btrim("data"->>'callToAction'), 40), 'url', NULL, 'email', btrim("data"->>'email'))
  END,
  "published_at"
FROM "profile_sections_published"
WHERE "section" = 'contact-me' AND coalesce(btrim("data"->>'callToAction'), '') <> ''
  AND (coalesce(btrim("data"->>'bookingUrl'), '') <> '' OR coalesce(btrim("data"->>'email'), '') <> '')
ON CONFLICT ("profile_id", "section") DO NOTHING;
--> statement-breakpoint
-- A published fund whose unpublished contact edit carried a different button: that button waits for approval too.
INSERT INTO "approvals" ("model", "profile_id", "section", "submitted_by_user_id", "submitted_at")
SELECT 'fundInfo', w."profile_id", 'call-to-action', w."updated_by", w."updated_at"
FROM "profile_sections" w
JOIN "profiles" p ON p."id" = w."profile_id" AND p."status" = 'published'
LEFT JOIN "profile_sections_published" pub ON pub."profile_id" = w."profile_id" AND pub."section" = 'call-to-action'
WHERE w."section" = 'call-to-action' AND (pub."data" IS NULL OR pub."data" <> w."data")
  AND NOT EXISTS (SELECT 1 FROM "approvals" a WHERE a."profile_id" = w."profile_id" AND a."section" = 'call-to-action' AND a."status" = 'Tbd');
--> statement-breakpoint
UPDATE "profile_sections" SET "data" = "data" - 'callToAction' WHERE "section" = 'contact-me' AND "data"->'callToAction' IS NOT NULL;
--> statement-breakpoint
UPDATE "profile_sections_published" SET "data" = "data" - 'callToAction' WHERE "section" = 'contact-me' AND "data"->'callToAction' IS NOT NULL;
--> statement-breakpoint
-- 2. The service provider's "notifications" section (one list of switched-on options per profile) becomes
--    each member's own choices: an option that was on is sent immediately (visits, which are digest only:
--    daily), an option that was off stays off.
INSERT INTO "profile_notification_preferences" ("profile_id", "user_id", "option", "frequency")
SELECT s."profile_id", m."user_id", o."option",
  CASE WHEN s."data"->'enabled' @> to_jsonb(o."option")
    THEN CASE WHEN o."option" = 'visitors' THEN 'daily' ELSE 'immediately' END
    ELSE 'off'
  END
FROM "profile_sections" s
JOIN "profiles" p ON p."id" = s."profile_id" AND p."type" = 'serviceProvider'
JOIN "profile_members" m ON m."profile_id" = s."profile_id"
CROSS JOIN (VALUES ('newFollower'), ('visitors'), ('feedUpdates'), ('newFunds'), ('events'), ('profiles')) AS o("option")
WHERE s."section" = 'notifications'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "profile_sections_published" WHERE "section" = 'notifications' AND "profile_id" IN (SELECT "id" FROM "profiles" WHERE "type" = 'serviceProvider');
--> statement-breakpoint
DELETE FROM "profile_sections" WHERE "section" = 'notifications' AND "profile_id" IN (SELECT "id" FROM "profiles" WHERE "type" = 'serviceProvider');
