import { countryOptions, geographyOptions } from '@fundnet/validation-schema';
import { normalizeName, websiteDomain } from '../profile-sections';

/**
 * The text keys discovery compares: tags, locations, names and domains, each folded the same way when a
 * profile is indexed and when a filter is read, so "Zürich" matches "zurich" and "DE" matches "Germany".
 */

/** Lower case, accents folded, spaces collapsed: "  Zürich " → "zurich". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A tag as stored and as asked for. */
export const tagKey = (tag: string): string => fold(tag);

const countryByKey = new Map<string, string>();
for (const { value, label } of countryOptions) {
  countryByKey.set(fold(label), value);
  countryByKey.set(value.toLowerCase(), value);
}
// Names people type for a few countries whose option label differs.
for (const [alias, code] of [
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['u.s.', 'US'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['uae', 'AE'],
  ['holland', 'NL'],
  ['the netherlands', 'NL'],
  ['czech republic', 'CZ'],
  ['south korea', 'KR'],
  ['korea', 'KR'],
] as const) {
  countryByKey.set(alias, code);
}
const countryLabel = new Map<string, string>(countryOptions.map(({ value, label }) => [value, label]));

/** The ISO code a text names as a country (a code, a country name or a common alias), or null. */
export function countryCodeOf(text: string): string | null {
  return countryByKey.get(fold(text)) ?? null;
}

export function countryLabelOf(code: string): string | undefined {
  return countryLabel.get(code);
}

const parts = (location: string) =>
  location
    .split(/[,;/]|\s[-–]\s/)
    .map(fold)
    .filter(Boolean);

/** The country a free-text location names: the last comma-separated part that is a country ("Berlin, Germany" → DE). */
export function countryOfLocation(location: string | null): string | null {
  if (!location) return null;
  const candidates = [fold(location), ...parts(location).reverse()];
  for (const candidate of candidates) {
    const code = countryByKey.get(candidate);
    if (code) return code;
  }
  return null;
}

/** What a location filter can match for a free-text location: the whole text, each part, the country's code and name. */
export function locationKeysOf(location: string | null): string[] {
  if (!location?.trim()) return [];
  const keys = new Set([fold(location), ...parts(location)]);
  const country = countryOfLocation(location);
  if (country) {
    keys.add(country.toLowerCase());
    keys.add(fold(countryLabel.get(country) ?? ''));
  }
  keys.delete('');
  return [...keys];
}

const geographyByKey = new Map<string, string>();
for (const { value, label } of geographyOptions) {
  geographyByKey.set(value.toLowerCase(), value);
  geographyByKey.set(fold(label), value);
}

/** Keys of an investor's geographies (their location): each value and label, folded. */
export function geographyKeysOf(geographies: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const value of geographies) {
    keys.add(value.toLowerCase());
    const label = geographyOptions.find((option) => option.value === value)?.label;
    if (label) keys.add(fold(label));
  }
  return [...keys];
}

/** The keys one location filter value asks for (funds and providers: place or country; investors: geography). */
export function locationFilterKeys(value: string, kind: 'place' | 'geography'): string[] {
  const folded = fold(value);
  if (kind === 'geography') {
    const geography = geographyByKey.get(folded);
    return geography ? [geography.toLowerCase()] : [folded];
  }
  const country = countryByKey.get(folded);
  return country ? [folded, country.toLowerCase()] : [folded];
}

/** Keys naming an organisation for the provider ↔ fund links: 'domain:<host>' and 'name:<normalised name>'. */
export function organisationKeys(input: {
  names?: readonly (string | null | undefined)[];
  urls?: readonly (string | null | undefined)[];
}): string[] {
  const keys = new Set<string>();
  for (const name of input.names ?? []) {
    const normalised = name ? normalizeName(name) : '';
    if (normalised) keys.add(`name:${normalised}`);
  }
  for (const url of input.urls ?? []) {
    const domain = websiteDomain(url ?? null);
    if (domain) keys.add(`domain:${domain}`);
  }
  return [...keys];
}

/** The words of a search, folded (letters and digits only, at most 8): what the typo lookup and the tsquery use. */
export function searchWords(search: string): string[] {
  return fold(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsquery ('simple' configuration) of the search words: every word must match, each as itself or as one
 * of its similar dictionary words (typos); the last word also as a prefix (typing "sequ" finds "Sequoia").
 * `alternatives[i]` are the similar words of word i. Null when the search has no word.
 */
export function searchTsQuery(words: readonly string[], alternatives: ReadonlyMap<number, readonly string[]> = new Map()): string | null {
  if (words.length === 0) return null;
  return words
    .map((word, index) => {
      const own = index === words.length - 1 && word.length >= 3 ? `${lexeme(word)}:*` : lexeme(word);
      const others = (alternatives.get(index) ?? []).filter((alternative) => alternative !== word).map(lexeme);
      return `(${[own, ...others].join(' | ')})`;
    })
    .join(' & ');
}
