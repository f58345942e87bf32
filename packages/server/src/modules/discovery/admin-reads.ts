import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discoveryWeights } from './tables';

// What the administration console reads of discovery (ADR 0069): discovery owns discovery_profiles and the weights.

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Keywords profiles already use (the discovery tags: keywords, funds' sector focus, providers' main offerings) that
 * contain the term, those starting with it first, then the most used. At most 20.
 */
export async function suggestedTags(db: DbOrTx, term: string): Promise<{ keyword: string; count: number }[]> {
  const lowered = term.trim().toLowerCase();
  const rows = await db.execute<{ keyword: string; n: number }>(sql`
    select tag as keyword, count(*)::int as n
    from discovery_profiles d, unnest(d.tags) tag
    where tag like ${`%${escapeLike(lowered)}%`}
    group by tag
    order by (tag like ${`${escapeLike(lowered)}%`}) desc, count(*) desc, tag
    limit 20`);
  return rows.rows.map((row) => ({ keyword: row.keyword, count: Number(row.n) }));
}

/** The administrators' discovery weight of a profile (0 when never set). */
export async function discoveryWeightOf(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db
    .select({ weight: discoveryWeights.weight })
    .from(discoveryWeights)
    .where(eq(discoveryWeights.profileId, profileId));
  return row?.weight ?? 0;
}

/** The weights of the profiles among `profileIds` that have one (the administrators' profile list). */
export async function discoveryWeightsOf(db: DbOrTx, profileIds: readonly string[]): Promise<Map<string, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(discoveryWeights)
    .where(inArray(discoveryWeights.profileId, [...profileIds]));
  return new Map(rows.map((row) => [row.profileId, row.weight]));
}
