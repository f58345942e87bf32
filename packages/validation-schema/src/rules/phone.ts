import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

/**
 * What people type: digits with spaces, hyphens, dots, slashes and parentheses between them, and an optional leading
 * '+'. Letters (vanity numbers, "ext. 12") are refused: a number we store must be dialable by an SMS provider as is.
 */
export const PHONE_PATTERN = /^\+?[0-9(][0-9\s()./-]*[0-9]$/;

/** The normaliser's answer: the number in E.164 (`+41791234567`), or the message a person should read. */
export type PhoneNumberCheck = { ok: true; e164: string } | { ok: false; message: string };

const refuse = (message: string): PhoneNumberCheck => ({ ok: false, message });

/**
 * The one phone normaliser of Fundnet: forms and server both reach it through `phoneSchema` / `optionalPhoneSchema`.
 *
 * Accepts a number as people type it ("+41 79 123 45 67", "+41-79-123-45-67", "+41 (0)79 123 45 67", "0041 79 123 45 67")
 * and answers it in E.164, validated for its country by libphonenumber-js. The `min` metadata (≈ 20 KB gzip) checks
 * each country's number lengths, which is what we need; `max` would add digit patterns that go stale as numbering
 * plans change. The spec's 7–15 rule counts the digits of the E.164 number: E.164 itself allows 15 digits, and the
 * '+' we add must not push a valid number over the limit (spaces as typed no longer count either, issue 34.6).
 * A number without its country code cannot be placed in a country: it gets a message saying to add one.
 */
export function normalisePhoneNumber(input: string): PhoneNumberCheck {
  const typed = input.trim();
  if (typed === '') return refuse(messages.phoneRequired);
  if (!PHONE_PATTERN.test(typed)) return refuse(messages.phoneFormat);
  // The trunk prefix written in parentheses ("+44 (0)20 …", "+41 (0)79 …") is not dialled from abroad.
  const dialled = typed.replace(/\(0\)/, '');
  const digits = dialled.replace(/\D/g, '');
  // '00' is the international call prefix of most countries (ITU-T E.164 recommends it): "0041 …" is "+41 …".
  const international = dialled.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  const counted = international ?? digits;
  if (counted.length < PHONE_MIN_LENGTH) return refuse(messages.phoneMinLength);
  if (counted.length > PHONE_MAX_LENGTH) return refuse(messages.phoneMaxLength);
  if (international === null) return refuse(messages.phoneCountryCode);
  const parsed = parsePhoneNumberFromString(`+${international}`);
  if (!parsed?.isValid()) return refuse(messages.phoneFormat);
  return { ok: true, e164: parsed.number };
}

/**
 * A stored number written for people ("+41791234567" → "+41 79 123 45 67"), for pages that already load the
 * normaliser (a page that only shows a number should not carry the library for it). Anything else is shown as it is.
 */
export function formatPhoneNumber(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/** A trimmed, non-empty string becomes its E.164 form, or fails with the normaliser's message. */
const toE164 = /* @__PURE__ */ v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
  const check = normalisePhoneNumber(dataset.value);
  if (check.ok) return check.e164;
  addIssue({ message: check.message });
  return NEVER;
});

/**
 * For the OpenAPI document, which cannot read the normaliser: the characters it takes, and `format: 'phone'` (a custom
 * format: with its country code, validated for that country, stored in E.164) so a generated client knows the field.
 */
const documentedAsPhone = /* @__PURE__ */ v.metadata<string, Record<string, unknown>>({ format: 'phone', pattern: PHONE_PATTERN.source });

/** Required phone number, as typed; the output is E.164 (what the server stores and texts). */
// Pure, as every schema here: a bundle that does not read one drops it and libphonenumber-js with it.
export const phoneSchema = /* @__PURE__ */ v.pipe(
  v.string(messages.phoneRequired),
  v.trim(),
  v.nonEmpty(messages.phoneRequired),
  documentedAsPhone,
  toE164,
);

/** Optional phone number: blank or missing becomes `null`, otherwise the same rules and E.164 output as `phoneSchema`. */
export const optionalPhoneSchema = /* @__PURE__ */ v.pipe(
  v.nullish(v.string(messages.phoneFormat), null),
  v.transform((value): string | null => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }),
  v.nullable(v.pipe(v.string(), documentedAsPhone, toE164)),
);
