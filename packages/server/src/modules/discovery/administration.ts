import { sql } from 'drizzle-orm';
import {
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRates,
  currencyOptions,
  type DiscoveryWeight,
  discoveryMessages,
  type ProfileType,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type DbOrTx, findProfile } from '../profiles';
import { refreshDiscoveryProfile, usdOf } from './indexer';
import { currencyRates, discoveryWeights } from './tables';

/** The administration side of discovery: discovery weights and currency rates. */

/**
 * PATCH administration/discovery-weight/{type}/{id}: stores the weight and re-indexes the profile in one
 * transaction (the profile row is locked first, the order every profile write uses).
 */
export async function setDiscoveryWeight(
  db: Db,
  input: { type: ProfileType; id: string; weight: number; adminUserId: string },
): Promise<DiscoveryWeight> {
  return db.transaction(async (tx) => {
    const profile = await findProfile(tx, input.id, { type: input.type, forUpdate: true });
    if (!profile) throw notFound(discoveryMessages.profileNotFound);
    const [row] = await tx
      .insert(discoveryWeights)
      .values({ profileId: profile.id, weight: input.weight, updatedBy: input.adminUserId })
      .onConflictDoUpdate({
        target: discoveryWeights.profileId,
        set: { weight: input.weight, updatedBy: input.adminUserId, updatedAt: sql`now()` },
      })
      .returning();
    await refreshDiscoveryProfile(tx, profile.id);
    return { profileId: profile.id, type: input.type, weight: row!.weight, updatedAt: row!.updatedAt.toISOString() };
  });
}

const labels = new Map<string, string>(currencyOptions.map((option) => [option.value, option.label]));

function toRate(row: typeof currencyRates.$inferSelect): CurrencyRate {
  return {
    code: row.code as CurrencyCode,
    label: labels.get(row.code) ?? row.code,
    unitsPerUsd: Number(row.unitsPerUsd),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET administration/currency-rates: the currencies of the option list, in its order. */
export async function listCurrencyRates(db: DbOrTx): Promise<CurrencyRates> {
  const rows = await db.select().from(currencyRates);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const items = currencyOptions.flatMap((option) => {
    const row = byCode.get(option.value);
    return row ? [toRate(row)] : [];
  });
  return { base: 'USD', items };
}

/**
 * PUT administration/currency-rates/{code}: stores the rate and, in the same transaction, rewrites the USD
 * amounts of every index row in that currency, so the next search compares with the new rate.
 */
export async function updateCurrencyRate(db: Db, code: CurrencyCode, unitsPerUsd: number, adminUserId: string): Promise<CurrencyRate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(currencyRates)
      .values({ code, unitsPerUsd: String(unitsPerUsd), updatedBy: adminUserId })
      .onConflictDoUpdate({
        target: currencyRates.code,
        set: { unitsPerUsd: String(unitsPerUsd), updatedBy: adminUserId, updatedAt: sql`now()` },
      })
      .returning();
    for (const [value, currency, usd] of [
      ['amount_value', 'amount_currency', 'amount_usd'],
      ['range_from_value', 'range_from_currency', 'range_from_usd'],
      ['range_to_value', 'range_to_currency', 'range_to_usd'],
    ] as const) {
      await tx.execute(sql`update discovery_profiles set ${sql.raw(usd)} = ${usdOf(sql.raw(value), sql.raw(currency))}
        where ${sql.raw(currency)} = ${code}`);
    }
    return toRate(row!);
  });
}
