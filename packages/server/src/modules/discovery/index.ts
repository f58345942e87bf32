// The public face of the discovery module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencyRates } from './tables';

export { discoveryRoutes } from './routes';
export { refreshDiscoveryProfile, refreshDiscoveryProfileLocked } from './indexer';
export { PLAN_FEATURED_JOB, planFeaturedFlagHook, registerDiscoveryJobs } from './jobs';

/**
 * The administrators' currency rates (units per 1 USD, `currency_rates`) of these codes, with when each was last set.
 * A code without a rate is absent from the map: a caller converting amounts reports it, never treats it as 1:1.
 */
export async function ratesFor(db: DbOrTx, codes: readonly string[]): Promise<Map<string, { unitsPerUsd: number; updatedAt: Date }>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select()
    .from(currencyRates)
    .where(inArray(currencyRates.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, { unitsPerUsd: Number(row.unitsPerUsd), updatedAt: row.updatedAt }]));
}
// The administration console reads tags and weights through these.
export { discoveryWeightOf, discoveryWeightsOf, suggestedTags } from './admin-reads';
