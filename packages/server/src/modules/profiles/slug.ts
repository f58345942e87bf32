/** Longest base slug kept from a name (before any -2, -3… suffix). */
export const SLUG_BASE_MAX_LENGTH = 80;

/** The slug used when a name has no letters or digits we can keep (e.g. only symbols or a non-Latin script). */
export const FALLBACK_SLUG = 'profile';

/**
 * A URL-safe slug from a profile name: accents folded (é → e, ß → ss), lower case, every run of
 * other characters turned into one hyphen, no hyphen at either end, cut at a word boundary.
 * "Northwind Ventures II" → "northwind-ventures-ii"; "Crème & Co." → "creme-co".
 */
export function slugify(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .toLowerCase();
  let slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_BASE_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_BASE_MAX_LENGTH + 1);
    const lastHyphen = cut.lastIndexOf('-');
    slug = (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_BASE_MAX_LENGTH)).replace(/-+$/, '');
  }
  return slug || FALLBACK_SLUG;
}

/**
 * The first free slug for `base` given the slugs already taken: `base`, then `base-2`, `base-3`…
 * (the caller passes the taken slugs of the same profile type).
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
