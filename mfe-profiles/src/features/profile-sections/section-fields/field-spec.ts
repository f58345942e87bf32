import type { Option } from '@fundnet/validation-schema';

/**
 * A description of one field of a profile section, enough to render it as a form input (edit page)
 * and as a read-only value (owner and public views). Profile-agnostic: the fund's sections are
 * described in fund-info/fund-sections.ts, the investor's and provider's in their own folders.
 */
export type FieldSpec =
  | { kind: 'text' | 'multiline' | 'url' | 'date' | 'monthYear'; name: string; label: string; helperText?: string }
  /** A phone number with its country code: the phone keyboard, and the schema stores it in E.164 (issue 34.6). */
  | { kind: 'phone'; name: string; label: string; helperText?: string }
  /** A number stored as text with a decimal comma ('16,9'): typed as text, read as a number of the locale. */
  | { kind: 'decimalText'; name: string; label: string; helperText?: string }
  | { kind: 'number' | 'year'; name: string; label: string; helperText?: string }
  /** An image (logo, photo): uploaded, or copied from an address; the value is its URL, like a 'url' field. */
  | { kind: 'image'; name: string; label: string; purpose: 'logo' | 'image'; helperText?: string }
  | { kind: 'money'; name: string; label: string }
  | { kind: 'select' | 'chips'; name: string; label: string; options: readonly Option<string | number>[] }
  | { kind: 'country' | 'geography'; name: string; label: string; multiple?: boolean }
  | { kind: 'checkbox'; name: string; label: string }
  /** A free list of words (keywords, URLs): typed and added with Enter. */
  | { kind: 'tags'; name: string; label: string; helperText?: string }
  /** A nested object always present (e.g. links). */
  | { kind: 'group'; name: string; label: string; fields: FieldSpec[] }
  /** A nested object that may be absent (null) until added (e.g. a video). */
  | { kind: 'optionalGroup'; name: string; label: string; itemLabel: string; fields: FieldSpec[] }
  /** A repeatable list of objects with add/remove rows (key people, press clippings…). */
  | { kind: 'list'; name: string; label: string; itemLabel: string; fields: FieldSpec[] };

/** '2 words' labels for enum values: 'SeriesCAndBeyond' → 'Series C and beyond', 'fundOfFund' → 'Fund of fund'. */
export function humanize(value: string): string {
  const words = value
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  return words
    .map((word, index) => {
      if (index === 0) return word.charAt(0).toUpperCase() + word.slice(1);
      // Keep acronyms and single letters ('IPO', 'C'); lower-case the rest.
      return word === word.toUpperCase() ? word : word.toLowerCase();
    })
    .join(' ');
}

/** Options for a list of enum values, labelled by `labels` or humanized. */
export function enumOptions<T extends string>(values: readonly T[], labels?: Partial<Record<T, string>>): Option<T>[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? humanize(value) }));
}

/** The empty form value of a field (what an unfilled input holds). */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
    case 'phone':
    case 'decimalText':
    case 'multiline':
    case 'url':
    case 'image':
    case 'date':
    case 'monthYear':
      return '';
    case 'money':
      return { value: null, currency: null };
    case 'chips':
    case 'tags':
    case 'list':
      return [];
    case 'country':
    case 'geography':
      return spec.multiple ? [] : null;
    case 'checkbox':
      return false;
    case 'group':
      return emptyValues(spec.fields);
    default:
      return null;
  }
}

export function emptyValues(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/** Form values of a stored section: every field present (stored nulls become empty inputs), unknown keys kept. */
export function toFormValues(fields: readonly FieldSpec[], data: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = { ...(data ?? {}) };
  for (const field of fields) {
    const stored = data?.[field.name];
    if (field.kind === 'group') {
      values[field.name] = toFormValues(field.fields, stored as Record<string, unknown> | null);
    } else if (field.kind === 'optionalGroup') {
      values[field.name] = stored ? toFormValues(field.fields, stored as Record<string, unknown>) : null;
    } else if (field.kind === 'list') {
      values[field.name] = Array.isArray(stored) ? stored.map((item) => toFormValues(field.fields, item as Record<string, unknown>)) : [];
    } else if (field.kind === 'money') {
      values[field.name] = stored ?? { value: null, currency: null };
    } else if (stored === null || stored === undefined) {
      values[field.name] = emptyValue(field);
    }
  }
  return values;
}
