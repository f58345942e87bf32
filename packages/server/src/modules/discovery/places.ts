import { sql } from 'drizzle-orm';
import {
  countryOptions,
  DISCOVERY_PLACES_LIMIT,
  type DiscoveryPlace,
  type DiscoveryPlacesReply,
  geographyOptions,
  type ProfileType,
} from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';
import { fold } from './normalize';

/**
 * GET <family>/getPlaces?search=: location suggestions (contract: discoveryPlacesReply). Funds and providers:
 * the distinct locations of discoverable profiles, then the country option list with how many profiles are
 * in each country; investors (located by their geographies): the geography options with their counts.
 */

/**
 * How many distinct places are read before matching (the most common ones). Spellings differing only in case
 * are one place, shown in its most sentence-like spelling: not all lower case, then the fewest capitals ("Berlin", not
 * "berlin" nor "BERLIN").
 */
const PLACES_READ = 2000;

/** Does `label` (or `code`) match the search: the start of the text or of any of its words, accents and case folded. */
export function placeMatches(search: string, label: string, code?: string): boolean {
  if (!search) return true;
  const text = fold(label);
  if (code && code.toLowerCase() === search) return true;
  return text.startsWith(search) || text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(search));
}

const rank = (a: DiscoveryPlace, b: DiscoveryPlace) =>
  Number(b.profiles > 0) - Number(a.profiles > 0) || b.profiles - a.profiles || a.label.localeCompare(b.label);

async function countsBy(db: DbOrTx, family: ProfileType, column: 'country' | 'geography'): Promise<Map<string, number>> {
  const result =
    column === 'country'
      ? await db.execute<{ key: string; n: number }>(sql`select country as key, count(*)::int as n from discovery_profiles
          where type = ${family} and discoverable and country is not null group by country`)
      : await db.execute<{
          key: string;
          n: number;
        }>(sql`select g as key, count(*)::int as n from discovery_profiles d, unnest(d.geographies) g
          where d.type = ${family} and d.discoverable group by g`);
  return new Map(result.rows.map((row) => [row.key, Number(row.n)]));
}

export async function discoveryPlaces(db: DbOrTx, family: ProfileType, rawSearch: string): Promise<DiscoveryPlacesReply> {
  const search = fold(rawSearch);
  if (family === 'investor') {
    const counts = await countsBy(db, family, 'geography');
    const items = geographyOptions
      .filter((option) => placeMatches(search, option.label, option.value))
      .map(
        (option): DiscoveryPlace => ({
          value: option.value,
          label: option.label,
          kind: 'geography',
          profiles: counts.get(option.value) ?? 0,
        }),
      )
      .sort(rank);
    return { items: items.slice(0, DISCOVERY_PLACES_LIMIT) };
  }
  const [places, countries] = await Promise.all([
    db.execute<{
      label: string;
      n: number;
    }>(sql`select (array_agg(location order by location = lower(location), length(regexp_replace(location, '[^A-Z]', '', 'g')), location))[1] as label, count(*)::int as n from discovery_profiles
      where type = ${family} and discoverable and location is not null
      group by lower(location) order by count(*) desc, lower(location) limit ${PLACES_READ}`),
    countsBy(db, family, 'country'),
  ]);
  const placeItems = places.rows
    .filter((row) => placeMatches(search, row.label))
    .map((row): DiscoveryPlace => ({ value: row.label, label: row.label, kind: 'place', profiles: Number(row.n) }));
  const countryItems = countryOptions
    .filter((option) => placeMatches(search, option.label, option.value))
    .map(
      (option): DiscoveryPlace => ({
        value: option.value,
        label: option.label,
        kind: 'country',
        profiles: countries.get(option.value) ?? 0,
      }),
    );
  return { items: [...placeItems, ...countryItems].sort(rank).slice(0, DISCOVERY_PLACES_LIMIT) };
}
