import { plainNumber } from '@fundnet/design-system';
import { DISCOVERY_SEARCH_MAX_LENGTH, type Option } from '@fundnet/validation-schema';

/**
 * One filter of a discovery page and how it lives in the address bar: read from every value the
 * URL carries for its key (`params.getAll(key)`), written back as the values to put there. A filter
 * at its empty value writes nothing, so a plain /fund/discovery has no query string at all.
 */
export interface FilterField<T> {
  /** What kind of input edits it (the filter panel picks its field by this). */
  readonly type: 'text' | 'options' | 'choice' | 'list' | 'flag' | 'amount' | 'id';
  readonly label: string;
  /** The choices of an `options` or `choice` filter. */
  readonly options?: readonly Option[];
  /**
   * An `amount` filter typed in a larger unit than the URL and the API hold it in: fund sizes are typed in millions
   * ('50' means 50,000,000 of the chosen currency), so the panel says the unit and the numbers mean what it says.
   */
  readonly scale?: { factor: number; word: string };
  readonly empty: T;
  /** `rejected` lists the raw values that could not be read (they are left out, never guessed). */
  parse(raw: readonly string[]): { value: T; rejected: string[] };
  serialize(value: T): string[];
  /** One removable chip per active part of the value (each multi-select value is its own chip). */
  chips(value: T): { label: string; without: T }[];
}

/** Longest search text kept from a link: a name search never needs more, and URLs stay readable. */
export const SEARCH_MAX_LENGTH = DISCOVERY_SEARCH_MAX_LENGTH;
/** Most free-text values (tags, locations) kept from a link, and their longest length (the API's limits). */
export const LIST_MAX_ITEMS = 20;
export const LIST_VALUE_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `stage=Seed&stage=SeriesA` and `stage=Seed,SeriesA` both read as two values (shared links come in both shapes). */
function splitCommas(raw: readonly string[]): string[] {
  return raw.flatMap((entry) => entry.split(','));
}

/** Free text, trimmed (the name search). */
export function textField(label: string): FilterField<string> {
  return {
    type: 'text',
    label,
    empty: '',
    parse(raw) {
      const text = (raw[0] ?? '').trim();
      if (text.length > SEARCH_MAX_LENGTH) return { value: text.slice(0, SEARCH_MAX_LENGTH), rejected: [text.slice(SEARCH_MAX_LENGTH)] };
      return { value: text, rejected: raw.slice(1) };
    },
    serialize: (value) => (value.trim() === '' ? [] : [value.trim()]),
    chips: (value) => (value.trim() === '' ? [] : [{ label: `${label}: “${value.trim()}”`, without: '' }]),
  };
}

/** Several values of a closed option list; kept in the list's order so one choice has one URL. */
export function optionsField<const V extends string>(label: string, options: readonly Option<V>[]): FilterField<V[]> {
  const order = new Map(options.map((option, index) => [option.value as string, index]));
  const labelOf = new Map(options.map((option) => [option.value as string, option.label]));
  const canonical = (values: readonly string[]) =>
    [...new Set(values)].filter((value) => order.has(value)).sort((a, b) => order.get(a)! - order.get(b)!) as V[];
  return {
    type: 'options',
    label,
    options,
    empty: [],
    parse(raw) {
      const values = splitCommas(raw)
        .map((value) => value.trim())
        .filter((value) => value !== '');
      return { value: canonical(values), rejected: values.filter((value) => !order.has(value)) };
    },
    serialize: (value) => canonical(value),
    chips: (value) =>
      canonical(value).map((chosen) => ({
        label: `${label}: ${labelOf.get(chosen)}`,
        without: value.filter((other) => other !== chosen),
      })),
  };
}

/** One value of a closed option list, `fallback` when the URL gives none (the currency amounts are in). */
export function choiceField<const V extends string>(label: string, options: readonly Option<V>[], fallback: V): FilterField<V> {
  const known = new Map(options.map((option) => [option.value as string, option]));
  return {
    type: 'choice',
    label,
    options,
    empty: fallback,
    parse(raw) {
      const [first, ...rest] = raw.map((value) => value.trim()).filter((value) => value !== '');
      if (first === undefined) return { value: fallback, rejected: [] };
      const upper = first.toUpperCase();
      if (known.has(first)) return { value: first as V, rejected: rest };
      if (known.has(upper)) return { value: upper as V, rejected: rest };
      return { value: fallback, rejected: [first, ...rest] };
    },
    serialize: (value) => (value === fallback || !known.has(value) ? [] : [value]),
    chips: (value) =>
      value === fallback || !known.has(value) ? [] : [{ label: `${label}: ${known.get(value)!.label}`, without: fallback }],
  };
}

/**
 * Free-text values (tags, places): trimmed, blanks and duplicates (ignoring case) dropped. A comma
 * separates values, as it does for the API (which cannot be asked for a value containing one).
 */
export function listField(label: string): FilterField<string[]> {
  const clean = (values: readonly string[]) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const value of splitCommas(values).map((entry) => entry.trim())) {
      if (value === '' || seen.has(value.toLowerCase())) continue;
      seen.add(value.toLowerCase());
      kept.push(value);
    }
    return kept;
  };
  return {
    type: 'list',
    label,
    empty: [],
    parse(raw) {
      const values = clean(raw);
      const fitting = values.filter((value) => value.length <= LIST_VALUE_MAX_LENGTH);
      const tooLong = values.filter((value) => value.length > LIST_VALUE_MAX_LENGTH);
      return { value: fitting.slice(0, LIST_MAX_ITEMS), rejected: [...tooLong, ...fitting.slice(LIST_MAX_ITEMS)] };
    },
    serialize: (value) => clean(value),
    chips: (value) => clean(value).map((chosen) => ({ label: `${label}: ${chosen}`, without: value.filter((other) => other !== chosen) })),
  };
}

const TRUE = new Set(['true', '1', 'yes']);
const FALSE = new Set(['false', '0', 'no']);

/** A yes/no filter that is off unless the URL says `=true` (`1` and `yes` are read too). */
export function flagField(label: string): FilterField<boolean> {
  return {
    type: 'flag',
    label,
    empty: false,
    parse(raw) {
      const first = raw[0]?.trim().toLowerCase();
      if (first === undefined || first === '' || FALSE.has(first)) return { value: false, rejected: [] };
      return TRUE.has(first) ? { value: true, rejected: [] } : { value: false, rejected: [raw[0]!] };
    },
    serialize: (value) => (value ? ['true'] : []),
    chips: (value) => (value ? [{ label, without: false }] : []),
  };
}

/** Millions: how fund sizes are typed and shown in the filters. */
export const MILLIONS = { factor: 1_000_000, word: 'millions' } as const;

/**
 * A whole or decimal amount of at least 0 (fund size, deal range bounds), held in the URL as the API reads it (units
 * of the query's currency). With `scale`, the panel types it in that unit (millions) and the chip shows it so.
 */
export function amountField(label: string, scale?: { factor: number; word: string }): FilterField<number | null> {
  const shown = (value: number) =>
    scale
      ? `${plainNumber(value / scale.factor, 6, 'en-US')} ${scale.word === 'millions' ? 'million' : scale.word}`
      : plainNumber(value, 0, 'en-US');
  return {
    type: 'amount',
    label,
    scale,
    empty: null,
    parse(raw) {
      const text = raw[0]?.trim() ?? '';
      if (text === '') return { value: null, rejected: [] };
      const amount = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      return Number.isFinite(amount) ? { value: amount, rejected: [] } : { value: null, rejected: [raw[0]!] };
    },
    serialize: (value) => (value === null ? [] : [String(value)]),
    chips: (value) => (value === null ? [] : [{ label: `${label}: ${shown(value)}`, without: null }]),
  };
}

/** A profile id handed over by another page's link (funds a provider serves, ...): a UUID or nothing. */
export function idField(label: string): FilterField<string | null> {
  return {
    type: 'id',
    label,
    empty: null,
    parse(raw) {
      const text = raw[0]?.trim() ?? '';
      if (text === '') return { value: null, rejected: [] };
      return UUID.test(text) ? { value: text.toLowerCase(), rejected: [] } : { value: null, rejected: [raw[0]!] };
    },
    serialize: (value) => (value === null ? [] : [value]),
    chips: (value) => (value === null ? [] : [{ label, without: null }]),
  };
}
