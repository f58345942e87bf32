-- Discovery compares amounts in USD at the current rates (amount_usd, range_from_usd, range_to_usd:
-- round(value / units_per_usd, 6)); rows indexed before these columns existed get them here. A rate
-- update rewrites them in its own transaction (modules/discovery/administration.ts).
UPDATE "discovery_profiles" d SET
  "amount_usd" = round(d."amount_value" / (SELECT r."units_per_usd" FROM "currency_rates" r WHERE r."code" = d."amount_currency"), 6),
  "range_from_usd" = round(d."range_from_value" / (SELECT r."units_per_usd" FROM "currency_rates" r WHERE r."code" = d."range_from_currency"), 6),
  "range_to_usd" = round(d."range_to_value" / (SELECT r."units_per_usd" FROM "currency_rates" r WHERE r."code" = d."range_to_currency"), 6)
WHERE d."amount_value" IS NOT NULL OR d."range_from_value" IS NOT NULL OR d."range_to_value" IS NOT NULL;
