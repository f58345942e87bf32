/**
 * Name and website matching for duplicate checks (fund-info/check-existing, the co-investor directory).
 * In memory: fine for thousands of profiles; pg_trgm can take over when the lists grow.
 */

const legalSuffixes = new Set([
  'ag',
  'bv',
  'co',
  'corp',
  'gmbh',
  'inc',
  'kg',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'nv',
  'plc',
  'sa',
  'sarl',
  'sas',
  'scsp',
  'sicav',
  'the',
]);

const romans: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10' };

/**
 * Lower case, accents folded, punctuation dropped, legal forms (GmbH, Ltd, LP…) dropped, roman fund
 * numbers as digits: "Northwind Ventures II GmbH" → "northwind ventures 2".
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !legalSuffixes.has(word))
    .map((word) => romans[word] ?? word)
    .join(' ');
}

function bigrams(text: string): Map<string, number> {
  const compact = text.replace(/\s+/g, ' ');
  const grams = new Map<string, number>();
  for (let i = 0; i < compact.length - 1; i++) {
    const gram = compact.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient of the character bigrams of two normalised names: 1 identical, 0 nothing in common. */
export function nameSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let shared = 0;
  for (const [gram, n] of gx) shared += Math.min(n, gy.get(gram) ?? 0);
  const total = [...gx.values()].reduce((s, n) => s + n, 0) + [...gy.values()].reduce((s, n) => s + n, 0);
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The host of a website without "www." ("https://www.Northwind.vc/about" → "northwind.vc"); null when it is not a URL. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`;
  try {
    const host = new URL(withScheme).hostname.toLowerCase().replace(/\.$/, '');
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
