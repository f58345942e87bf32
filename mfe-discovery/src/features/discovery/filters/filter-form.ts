import * as v from 'valibot';
import { amountRanges, type DiscoveryKind, type FiltersByKind, filterFieldEntries } from '../url-state/discovery-filters';

/**
 * The filter panel's form: the filters of one kind as react-hook-form values. Amounts are typed text
 * there (so "1,000,000" can be typed and a half-typed number is not lost); everything else is picked
 * from a list and is already what the URL holds.
 */
export type FilterFormValues = Record<string, unknown>;

export const filterFormMessages = {
  amountInvalid: 'Enter an amount in digits, 0 or more', // not in spec
  rangeReversed: (to: string, from: string) => `${to} must be at least ${from.toLowerCase()}`, // not in spec
} as const;

/** Keeps the digits and the decimal point of a typed amount ('1,250,000' → '1250000'). */
function amountText(text: string): string {
  return text.replace(/[\s,_']/g, '');
}

/** A typed amount in the field's unit (`factor`: 1, or 1,000,000 for millions) → the amount the URL and the API hold. */
const amountSchema = (factor: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform(amountText),
    v.check((text) => text === '' || /^\d+(\.\d+)?$/.test(text), filterFormMessages.amountInvalid),
    // Rounded to cents: 1.1 million is 1,100,000, not 1,100,000.0000000002.
    v.transform((text) => (text === '' ? null : Math.round(Number(text) * factor * 100) / 100)),
    v.check((amount) => amount === null || Number.isFinite(amount), filterFormMessages.amountInvalid),
  );

export function toFormValues<K extends DiscoveryKind>(kind: K, filters: FiltersByKind[K]): FilterFormValues {
  const values: FilterFormValues = { ...filters };
  for (const [key, field] of filterFieldEntries(kind)) {
    if (field.type !== 'amount') continue;
    const amount = values[key] as number | null | undefined;
    values[key] = amount === null || amount === undefined ? '' : String(amount / (field.scale?.factor ?? 1));
  }
  return values;
}

const schemas = new Map<DiscoveryKind, v.GenericSchema<FilterFormValues, FilterFormValues>>();

/** The form's schema for `kind`: amounts must be numbers, and a range's upper bound at least its lower bound. */
export function filterFormSchema(kind: DiscoveryKind): v.GenericSchema<FilterFormValues, FilterFormValues> {
  const known = schemas.get(kind);
  if (known) return known;
  const entries: Record<string, v.GenericSchema> = {};
  const labels = new Map<string, string>();
  for (const [key, field] of filterFieldEntries(kind)) {
    entries[key] = field.type === 'amount' ? amountSchema(field.scale?.factor ?? 1) : v.any();
    labels.set(key, field.label);
  }
  const checks = amountRanges[kind].map(([from, to]) =>
    v.forward(
      v.check(
        (input: Record<string, unknown>) => {
          const low = input[from] as number | null;
          const high = input[to] as number | null;
          return low === null || high === null || low <= high;
        },
        filterFormMessages.rangeReversed(labels.get(to)!, labels.get(from)!),
      ),
      [to] as never,
    ),
  );
  const schema = v.pipe(v.object(entries), ...(checks as [])) as unknown as v.GenericSchema<FilterFormValues, FilterFormValues>;
  schemas.set(kind, schema);
  return schema;
}

/**
 * The filters the form holds. Where a typed value is not valid (or a range is reversed), that part
 * keeps `current` (what the URL holds) and `valid` is false: one bad amount must not block the others.
 */
export function readFilterForm<K extends DiscoveryKind>(
  kind: K,
  values: FilterFormValues,
  current: FiltersByKind[K],
): { filters: FiltersByKind[K]; valid: boolean } {
  const schema = filterFormSchema(kind);
  const pick = (output: FilterFormValues) => {
    const filters: Record<string, unknown> = {};
    for (const [key, field] of filterFieldEntries(kind)) filters[key] = output[key] ?? field.empty;
    return filters as FiltersByKind[K];
  };
  const parsed = v.safeParse(schema, values);
  if (parsed.success) return { filters: pick(parsed.output), valid: true };

  const bad = new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
  for (const [from, to] of amountRanges[kind]) {
    if (bad.has(from) || bad.has(to)) bad.add(from).add(to);
  }
  const fallback = toFormValues(kind, current);
  const patched = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, bad.has(key) ? fallback[key] : value]));
  const retried = v.safeParse(schema, patched);
  return { filters: retried.success ? pick(retried.output) : current, valid: false };
}
