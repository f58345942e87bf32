import { sql } from 'drizzle-orm';
import type { DiscoveryStats } from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';

/** GET discovery/stats: one pass over the discoverable rows of the index (sizes converted at the current rates). */
export async function discoveryStats(db: DbOrTx): Promise<DiscoveryStats> {
  const result = await db.execute<{ funds: number; investors: number; providers: number; total: number | null; countries: number }>(sql`
    select count(*) filter (where d.type = 'fund')::int as funds,
           count(*) filter (where d.type = 'investor')::int as investors,
           count(*) filter (where d.type = 'serviceProvider')::int as providers,
           sum(d.amount_value / r.units_per_usd) filter (where d.type = 'fund')::float8 as total,
           count(distinct d.country) filter (where d.type in ('fund', 'serviceProvider'))::int as countries
    from discovery_profiles d
    left join currency_rates r on r.code = d.amount_currency
    where d.discoverable`);
  const row = result.rows[0];
  return {
    funds: Number(row?.funds ?? 0),
    investors: Number(row?.investors ?? 0),
    serviceProviders: Number(row?.providers ?? 0),
    totalTargetFundSizeUsd: Math.round(Number(row?.total ?? 0)),
    countries: Number(row?.countries ?? 0),
  };
}
