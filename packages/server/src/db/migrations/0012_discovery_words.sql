-- Discovery's typo tolerance moves from trigram matching over whole profile texts (slow at 100k profiles:
-- seconds for a misspelt word) to a dictionary of the indexed words: a search word is widened to similar
-- dictionary words, then the tsvector index answers.
DROP INDEX IF EXISTS "discovery_profiles_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "discovery_words_trgm_idx" ON "discovery_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "discovery_words" ("word")
SELECT DISTINCT w FROM "discovery_profiles" d, unnest(tsvector_to_array(d."search_vector")) AS w
WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alpha:][:digit:]]+$' AND w !~ '^[0-9]+$'
ON CONFLICT ("word") DO NOTHING;
