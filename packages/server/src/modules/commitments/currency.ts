import type { CurrencyConversion, CurrencyRateUsed } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { ratesFor } from '../discovery';

/**
 * Amounts of the book in other currencies, converted to a target currency at the administrators' rates
 * (discovery's `currency_rates`, units per 1 USD; ADR 0059). A currency without a rate (or the target without one)
 * converts nothing: its rows stay out of the sums and are reported, never taken 1:1.
 */
export async function converterTo(db: DbOrTx, target: string, currencies: Iterable<string | null>) {
  const others = [...new Set([...currencies].filter((c): c is string => !!c && c !== target))];
  const rates = others.length ? await ratesFor(db, [target, ...others]) : new Map<string, { unitsPerUsd: number; updatedAt: Date }>();
  const usable = (code: string) => {
    const rate = rates.get(code);
    return rate && Number.isFinite(rate.unitsPerUsd) && rate.unitsPerUsd > 0 ? rate : null;
  };
  /** Units of the target per 1 unit of `currency`; null when there is no rate to use. */
  const rateOf = (currency: string): number | null => {
    if (currency === target) return 1;
    const from = usable(currency);
    const to = usable(target);
    return from && to ? to.unitsPerUsd / from.unitsPerUsd : null;
  };
  const converted = new Map<string, number>();
  const unconverted = new Map<string, number>();
  return {
    rateOf,
    /** `value` in the target currency, or null (no rate). */
    convert(value: number, currency: string): number | null {
      const rate = rateOf(currency);
      return rate == null ? null : currency === target ? value : value * rate;
    },
    /** Counts `rows` rows as converted from `currency` (when it has a rate) or as left out. */
    count(currency: string, rows: number) {
      if (currency === target || !rows) return;
      const into = rateOf(currency) == null ? unconverted : converted;
      into.set(currency, (into.get(currency) ?? 0) + rows);
    },
    /** What the reply says: the conversions made, the rates they used, the currencies left out. */
    report(): { conversions: CurrencyConversion[]; rates: CurrencyRateUsed[]; unconverted: { currency: string; rows: number }[] } {
      const conversions = [...converted]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, rows]) => ({
          currency,
          rows,
          rate: Math.round(rateOf(currency)! * 1e8) / 1e8,
        }));
      const used = conversions.length ? [target, ...conversions.map((c) => c.currency)] : [];
      return {
        conversions,
        rates: used.map((currency) => {
          const rate = usable(currency)!;
          return { currency, unitsPerUsd: rate.unitsPerUsd, updatedAt: rate.updatedAt.toISOString() };
        }),
        unconverted: [...unconverted].sort(([a], [b]) => a.localeCompare(b)).map(([currency, rows]) => ({ currency, rows })),
      };
    },
  };
}
