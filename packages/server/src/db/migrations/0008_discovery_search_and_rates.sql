-- Discovery: typo-tolerant search (pg_trgm; PGlite loads it in db/pglite-worker.mjs) and the starting
-- currency rates (units per 1 USD, approximate mid-market rates; administrators update them with
-- PUT administration/currency-rates/{code}).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "discovery_profiles_search_trgm_idx" ON "discovery_profiles" USING gin ("search_text" gin_trgm_ops) WHERE "discoverable";
--> statement-breakpoint
INSERT INTO "currency_rates" ("code", "units_per_usd") VALUES
  ('USD', 1),
  ('EUR', 0.92),
  ('GBP', 0.79),
  ('CHF', 0.88),
  ('JPY', 150),
  ('CNY', 7.2),
  ('HKD', 7.8),
  ('SGD', 1.34),
  ('AUD', 1.52),
  ('NZD', 1.65),
  ('CAD', 1.37),
  ('SEK', 10.5),
  ('NOK', 10.7),
  ('DKK', 6.85),
  ('PLN', 3.95),
  ('CZK', 23),
  ('HUF', 360),
  ('RON', 4.6),
  ('TRY', 34),
  ('ILS', 3.7),
  ('AED', 3.6725),
  ('SAR', 3.75),
  ('INR', 83.5),
  ('KRW', 1350),
  ('BRL', 5.5),
  ('MXN', 18),
  ('ZAR', 18.5)
ON CONFLICT ("code") DO NOTHING;
