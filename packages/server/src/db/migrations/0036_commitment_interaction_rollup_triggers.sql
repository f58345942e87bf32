-- The rollups of commitment_interactions (ADR 0058, modules/commitments/tables.ts): kept by these statement triggers in
-- the transaction of every insert, update and delete of an interaction, whoever makes it (the module, FK cascades, the
-- seed, a benchmark's SQL). Days move by increments; an LP's row is recomputed from its interactions (a revoked or
-- moved pass changes its first and last dates), after a per-fund lock so that two transactions never write it from
-- snapshots that miss each other.
CREATE OR REPLACE FUNCTION "commitment_interactions_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  funds uuid[];
  keys uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(f ORDER BY f, k), array_agg(k ORDER BY f, k) INTO funds, keys FROM (
      SELECT DISTINCT fund_profile_id AS f, coalesce(commitment_id, lp_profile_id) AS k FROM new_rows
    ) t WHERE k IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(f ORDER BY f, k), array_agg(k ORDER BY f, k) INTO funds, keys FROM (
      SELECT DISTINCT fund_profile_id AS f, coalesce(commitment_id, lp_profile_id) AS k FROM old_rows
    ) t WHERE k IS NOT NULL;
  ELSE
    SELECT array_agg(f ORDER BY f, k), array_agg(k ORDER BY f, k) INTO funds, keys FROM (
      SELECT fund_profile_id AS f, coalesce(commitment_id, lp_profile_id) AS k FROM new_rows
      UNION
      SELECT fund_profile_id, coalesce(commitment_id, lp_profile_id) FROM old_rows
    ) t WHERE k IS NOT NULL;
  END IF;

  -- One writer per fund at a time (funds in order, so two statements never wait on each other crosswise).
  PERFORM pg_advisory_xact_lock(hashtextextended('commitment_interactions:' || f::text, 0))
  FROM (SELECT DISTINCT f FROM unnest(funds) AS u(f) ORDER BY f) t;

  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "commitment_interaction_days" d SET "interactions" = d."interactions" - o.n
    FROM (
      SELECT fund_profile_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, type, count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3
    ) o
    WHERE d."fund_profile_id" = o.fund_profile_id AND d."day" = o.day AND d."type" = o.type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "commitment_interaction_days" AS d ("fund_profile_id", "day", "type", "interactions")
    SELECT fund_profile_id, (occurred_at AT TIME ZONE 'UTC')::date, type, count(*)::int FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ("fund_profile_id", "day", "type") DO UPDATE SET "interactions" = d."interactions" + excluded."interactions";
  END IF;

  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM "commitment_interaction_lps" l
  USING unnest(funds, keys) AS u(f, k)
  WHERE l."fund_profile_id" = u.f AND l."lp_key" = u.k;
  INSERT INTO "commitment_interaction_lps" (
    "fund_profile_id", "lp_key", "is_row", "interactions", "first_at", "last_at", "last_contact_at",
    "pass_first_at", "pass_last_at", "feedback_first_at", "feedback_last_at", "commitment_first_at", "commitment_last_at"
  )
  SELECT i.fund_profile_id, coalesce(i.commitment_id, i.lp_profile_id), bool_or(i.commitment_id IS NOT NULL),
    (count(*) FILTER (WHERE i.type <> 'pass'))::int, min(i.occurred_at), max(i.occurred_at),
    max(i.occurred_at) FILTER (WHERE i.type IN ('meeting', 'call', 'email', 'note')),
    min(i.occurred_at) FILTER (WHERE i.type = 'pass' AND i.revoked_at IS NULL),
    max(i.occurred_at) FILTER (WHERE i.type = 'pass' AND i.revoked_at IS NULL),
    min(i.occurred_at) FILTER (WHERE i.type = 'feedback'), max(i.occurred_at) FILTER (WHERE i.type = 'feedback'),
    min(i.occurred_at) FILTER (WHERE i.type = 'commitment'), max(i.occurred_at) FILTER (WHERE i.type = 'commitment')
  FROM "commitment_interactions" i
  JOIN unnest(funds, keys) AS u(f, k) ON i.fund_profile_id = u.f AND coalesce(i.commitment_id, i.lp_profile_id) = u.k
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "commitment_interactions_rollup_insert" AFTER INSERT ON "commitment_interactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "commitment_interactions_rollup"();--> statement-breakpoint
CREATE TRIGGER "commitment_interactions_rollup_update" AFTER UPDATE ON "commitment_interactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "commitment_interactions_rollup"();--> statement-breakpoint
CREATE TRIGGER "commitment_interactions_rollup_delete" AFTER DELETE ON "commitment_interactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "commitment_interactions_rollup"();--> statement-breakpoint
-- The history so far.
INSERT INTO "commitment_interaction_days" ("fund_profile_id", "day", "type", "interactions")
SELECT fund_profile_id, (occurred_at AT TIME ZONE 'UTC')::date, type, count(*)::int FROM "commitment_interactions" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "commitment_interaction_lps" (
  "fund_profile_id", "lp_key", "is_row", "interactions", "first_at", "last_at", "last_contact_at",
  "pass_first_at", "pass_last_at", "feedback_first_at", "feedback_last_at", "commitment_first_at", "commitment_last_at"
)
SELECT fund_profile_id, coalesce(commitment_id, lp_profile_id), bool_or(commitment_id IS NOT NULL),
  (count(*) FILTER (WHERE type <> 'pass'))::int, min(occurred_at), max(occurred_at),
  max(occurred_at) FILTER (WHERE type IN ('meeting', 'call', 'email', 'note')),
  min(occurred_at) FILTER (WHERE type = 'pass' AND revoked_at IS NULL), max(occurred_at) FILTER (WHERE type = 'pass' AND revoked_at IS NULL),
  min(occurred_at) FILTER (WHERE type = 'feedback'), max(occurred_at) FILTER (WHERE type = 'feedback'),
  min(occurred_at) FILTER (WHERE type = 'commitment'), max(occurred_at) FILTER (WHERE type = 'commitment')
FROM "commitment_interactions"
WHERE coalesce(commitment_id, lp_profile_id) IS NOT NULL
GROUP BY 1, 2;
