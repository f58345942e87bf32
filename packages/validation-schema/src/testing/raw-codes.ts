import * as schema from '../index';

// Finds stored codes on a screen (issue 34 item 9): the values of the shared option lists whose label is not the code
// itself, and ids. Kept with the option lists so a new list is checked the day it is added, with no second copy.

interface LabelledOption {
  value: string;
  label: string;
}

const isOptionList = (value: unknown): value is readonly LabelledOption[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((o) => typeof o === 'object' && o !== null && typeof o.value === 'string' && typeof o.label === 'string');

/**
 * A code reads as a code when it joins words (camel case "pendingApproval", "SeriesB"; kebab case "write-off").
 * Left out on purpose: single lower-case words ("active", "closed"), which are also ordinary words of a sentence,
 * and upper-case abbreviations ("EUR", "DE", "UTC"), which are what people write.
 */
const looksLikeCode = (value: string) => /[a-z][A-Z]|[A-Za-z]-[A-Za-z]/.test(value);

/** A label map keyed by code (`profileStatusLabels`, `profileTypeLabels`) read as an option list. */
const labelMapOptions = (name: string, value: unknown): LabelledOption[] =>
  name.endsWith('Labels') && typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([code, label]) => ({ value: code, label }))
    : [];

/** Every enumeration code that differs from its label, from every option list and label map of the package. */
export const enumerationCodes: readonly string[] = [
  ...new Set(
    Object.entries(schema)
      .flatMap(([name, value]) => (isOptionList(value) ? [...value] : labelMapOptions(name, value)))
      .filter((o) => o.label !== o.value && looksLikeCode(o.value))
      .map((o) => o.value),
  ),
].sort((a, b) => b.length - a.length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A code counts only as a whole token: "SeriesB" in "SeriesB round", not in "SeriesBeyond" or a label's "Pre-seed".
const codePattern = new RegExp(`(?<![\\w-])(${enumerationCodes.map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
const uuidPattern = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** The enumeration codes and ids (UUIDs) in `text`, in order of appearance (empty when it reads as words). */
export function rawCodesIn(text: string): string[] {
  if (enumerationCodes.length === 0) throw new Error('No option list with codes was found: the check would pass anything.');
  const found = [...text.matchAll(codePattern)].map((m) => ({ at: m.index ?? 0, what: m[0] }));
  found.push(...[...text.matchAll(uuidPattern)].map((m) => ({ at: m.index ?? 0, what: m[0] })));
  return found.sort((a, b) => a.at - b.at).map((f) => f.what);
}

/** Throws, naming each code and id, when `text` (a page's `textContent`, a reply's labels) shows one. */
export function expectNoRawCodes(text: string | null | undefined): void {
  const found = rawCodesIn(text ?? '');
  if (found.length > 0) {
    throw new Error(`The text shows stored codes or ids instead of words: ${found.join(', ')}\n\nin: ${(text ?? '').slice(0, 2000)}`);
  }
}
