-- The cards moved to discovery_cards: rows indexed before have none. Emptying the index makes the API
-- rebuild every row from the profiles when it next starts (backfillDiscovery, modules/discovery/indexer.ts).
DELETE FROM "discovery_profiles" WHERE NOT EXISTS (SELECT 1 FROM "discovery_cards" c WHERE c."profile_id" = "discovery_profiles"."profile_id");
