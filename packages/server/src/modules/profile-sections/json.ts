/** JSON with object keys sorted at every level: JSONB reorders keys, so equality compares canonical forms. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

/** An object's keys without a value (null or absent) dropped at every level: `{ a: null }` and `{}` say the same. */
function withoutEmptyKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== null && item !== undefined)
        .map(([key, item]) => [key, withoutEmptyKeys(item)]),
    );
  }
  return value;
}

/**
 * Whether two section documents say the same thing: a field stored as null and a field not stored at all are the same
 * (a copy saved before a field existed, or written by the seed, lacks the keys the form now sends as null). Used to
 * decide whether a save changed anything worth an approval.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  return sameJson(withoutEmptyKeys(a ?? null), withoutEmptyKeys(b ?? null));
}

/** A value counts as filled in when it is not null, not a blank string, not an empty list, and (objects) has a filled value. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value as object).some(isFilled);
  return true;
}
