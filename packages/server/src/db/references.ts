/**
 * A foreign-key violation (SQLSTATE 23503) is what a request naming something that does not exist looks like by the
 * time it reaches the database: a well-formed id of no profile, plan or row. It is the caller's 422 on that field, not
 * our 500, on every route: plugins/errors.ts finds which field of the request carried the missing key (by the column
 * PostgreSQL names, else by the value) and answers with this module's message. A row still referenced by another
 * (a delete that would orphan it) is a 409 instead.
 */

export interface ForeignKeyViolation {
  /** The referencing column (`lp_profile_id`), when PostgreSQL's detail names it. */
  column?: string;
  /** The key that was not found, as text. */
  value?: string;
  /** The referenced table (`profiles`). */
  table?: string;
  /** true: the key is missing from the referenced table (an insert or update); false: the row is still referenced. */
  missing: boolean;
}

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The foreign-key violation in the error's cause chain (Drizzle wraps the driver's error), or undefined. */
export function foreignKeyViolation(error: unknown): ForeignKeyViolation | undefined {
  for (const item of causes(error)) {
    if (item.code !== '23503' || !('severity' in item)) continue;
    const detail = typeof item.detail === 'string' ? item.detail : '';
    // 'Key (lp_profile_id)=(7c0e…) is not present in table "profiles".' / '… is still referenced from table "x".'
    const key = /^Key \(([^)]+)\)=\((.*)\) is (not present in|still referenced from) table "([^"]+)"/.exec(detail);
    const column = key?.[1];
    return {
      column: column && !column.includes(',') ? column : undefined,
      value: key?.[2],
      table: key?.[4],
      missing: key ? key[3] === 'not present in' : !/delete/i.test(String(item.message ?? '')),
    };
  }
  return undefined;
}

/** 'lp_profile_id' → 'lpProfileId': the request fields are the columns in camel case. */
export const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** "This profile does not exist." from the referenced table ('profiles', 'track_record_sheets', 'companies'). */
export function missingReferenceMessage(table: string | undefined): string {
  if (!table) return REFERENCE_MISSING_MESSAGE;
  const words = table.replace(/_/g, ' ');
  const singular = words.endsWith('ies') ? `${words.slice(0, -3)}y` : words.endsWith('s') ? words.slice(0, -1) : words;
  return `This ${singular} does not exist.`; // not in spec: the error catalogue has no message for a missing reference
}

export const REFERENCE_MISSING_MESSAGE = 'Something this request refers to does not exist.'; // not in spec
export const STILL_REFERENCED_MESSAGE = 'This is still in use elsewhere, so it cannot be removed.'; // not in spec

/**
 * Where in the request the missing key came from: the dot path of the field (`lpProfileId`, `rows.2.lpProfileId`,
 * a path or query parameter's name), looked up by the column's camel-case name first, then by the value.
 */
export function fieldOfReference(violation: ForeignKeyViolation, sources: unknown[]): string | undefined {
  const name = violation.column ? camelCase(violation.column) : undefined;
  const found: { byName?: string; byValue?: string } = {};
  const same = (item: unknown) =>
    typeof item === 'string' && violation.value !== undefined && item.toLowerCase() === violation.value.toLowerCase();
  // Arrays are walked by index, so an id in a list is named `profileIds.1`.
  const visit = (value: unknown, path: string[], depth: number) => {
    if (found.byName || depth > 6 || !value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const here = [...path, key];
      if (same(item) && key === name) found.byName = here.join('.');
      else if (same(item)) found.byValue ??= here.join('.');
      visit(item, here, depth + 1);
    }
  };
  for (const source of sources) visit(source, [], 0);
  return found.byName ?? found.byValue;
}
