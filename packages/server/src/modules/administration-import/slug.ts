/**
 * Slugs of imported profiles: the same rule as modules/profiles/slug.ts (kept in step by the tests of both):
 * accents folded, lower case, runs of other characters one hyphen, at most 80 characters; `base`, `base-2`…
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
  if (slug.length > 80) {
    const cut = slug.slice(0, 81);
    const lastHyphen = cut.lastIndexOf('-');
    slug = (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, 80)).replace(/-+$/, '');
  }
  return slug || 'profile';
}

export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
