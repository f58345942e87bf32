import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { JsonSchema } from './test-support';

/**
 * Request bodies a client generated from the OpenAPI document would send: every value valid by the operation's
 * documented schema (types, enums, formats, patterns, lengths, bounds, required keys), nothing else. The property
 * test (property.test.ts) sends them and holds the server to the document: a document-valid body is not a 422.
 *
 * Texts are printable and do not start or end with a space, and ids name the caller's own records where the field's
 * name says what they are (a client fills a reference with an id it read from the API, not a random one); the other
 * well-formed ids name nothing, and the reference run sends such ids on purpose.
 */

/** Existing ids a reference field can name, by what its name says. */
export interface KnownIds {
  profileId: string;
  userId: string;
}

export interface BodyOptions {
  known: KnownIds;
  /** The dot path (`lpProfileId`, `rows.0.lpProfileId`) whose uuid names nothing: the reference run. */
  unknownAt?: string;
}

/** What a reference field holds: a profile (fund, investor, provider…), a user, or anything else (a random id). */
function knownIdFor(name: string, known: KnownIds): string {
  if (/user/i.test(name)) return known.userId;
  if (/profile|fund|investor|provider|lp|target|company/i.test(name)) return known.profileId;
  return randomUUID();
}

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüßø';
const inner = `${letters} .,-'&()!?#`;

/** Printable text whose ends are not spaces (the server trims; a blank-ended text is a client's own mistake). */
function plainText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, 40));
  return fc
    .string({ unit: fc.constantFrom(...inner), minLength: Math.max(minLength, 1), maxLength: Math.max(max, 1) })
    .map((text) => text.replace(/^ /, 'a').replace(/ $/, 'z'))
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringOf(schema: JsonSchema, name: string, options: BodyOptions, path: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  switch (schema.format) {
    case 'uuid':
      return fc.constant(path === options.unknownAt ? randomUUID() : knownIdFor(name, options.known));
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/), fc.stringMatching(/^[a-z]{3,10}$/))
        .map(([local, domain]) => `${local}@${domain}.example`);
    case 'date-time':
      return isoDate;
    case 'date':
      return isoDate.map((text) => text.slice(0, 10));
    case 'uri':
    case 'url':
      return fc.stringMatching(/^[a-z]{3,12}$/).map((host) => `https://${host}.example/${host}`);
    case 'phone':
      // Numbers valid for their country, written as people type them (validation-schema's phone rule, issue 34.6).
      return fc.constantFrom('+41 79 123 45 67', '0041 44 668 18 00', '+49 30 1234567', '+1 (415) 555-2671', '+44-20-7946-0958');
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // fast-check builds strings from a pattern but not from lookaheads (the password rules): printable text then.
    const base = schema.pattern.includes('(?=') ? plainText(Math.max(min, 8), max) : fc.stringMatching(pattern);
    return base.filter((text) => pattern.test(text) && text.length >= min && text.length <= max);
  }
  return plainText(min, max);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema as { exclusiveMinimum?: boolean | number; exclusiveMaximum?: boolean | number };
  let min = schema.minimum ?? -1_000;
  let max = schema.maximum ?? 1_000_000;
  if (exclusive.exclusiveMinimum === true) min += integer ? 1 : 0.001;
  if (typeof exclusive.exclusiveMinimum === 'number') min = exclusive.exclusiveMinimum + (integer ? 1 : 0.001);
  if (exclusive.exclusiveMaximum === true) max -= integer ? 1 : 0.001;
  if (typeof exclusive.exclusiveMaximum === 'number') max = exclusive.exclusiveMaximum - (integer ? 1 : 0.001);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Two decimals at most: what a person types into an amount or a percentage.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
}

/** A document-valid value of the schema (`name` is the property it fills, `path` its dot path in the body). */
export function documentValue(schema: JsonSchema, options: BodyOptions, name = '', path = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((item) => documentValue(item, options, name, path, depth + 1)));
  if (schema.allOf?.length) return documentValue(mergeAllOf(schema), options, name, path, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema, name, options, path);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const item = schema.items ?? { type: 'string' };
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
        // The reference run names the first entry of a list: at least one entry there.
        const atLeast = options.unknownAt?.startsWith(`${path ? `${path}.` : ''}0`) ? Math.max(1, minLength) : minLength;
        return fc
          .integer({ min: atLeast, max: Math.max(atLeast, maxLength) })
          .chain((length) =>
            fc.tuple(
              ...Array.from({ length }, (_, index) =>
                documentValue(item, options, name, path ? `${path}.${index}` : String(index), depth + 1),
              ),
            ),
          );
      }
      case 'object':
        return objectOf(schema, options, path, depth);
      default:
        return fc.constant(null);
    }
  })();
  // A nullable value is sometimes null, as a client clearing a field sends it (never the reference run's field).
  return schema.nullable && path !== options.unknownAt
    ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

/** allOf as one schema: its members' properties and required keys together (a kind's body: header and form). */
function mergeAllOf({ allOf = [], ...rest }: JsonSchema): JsonSchema {
  const members = allOf.map((member) => (member.allOf ? mergeAllOf(member) : member));
  return Object.assign({}, rest, ...members.map(({ properties: _p, required: _r, ...own }) => own), {
    properties: Object.assign({}, rest.properties, ...members.map((member) => member.properties ?? {})),
    required: [...new Set([...(rest.required ?? []), ...members.flatMap((member) => member.required ?? [])])],
  });
}

function objectOf(schema: JsonSchema, options: BodyOptions, path: string, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const onPath = (key: string) => options.unknownAt === at(key) || options.unknownAt?.startsWith(`${at(key)}.`);
  // The reference run's field is always sent; the other optional ones one time in two.
  const required = Object.keys(properties).filter((key) => schema.required?.includes(key) || onPath(key));
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, item]) => [key, documentValue(item, options, key, at(key), depth + 1)])),
    { requiredKeys: required },
  );
  if (typeof schema.additionalProperties !== 'object' || Object.keys(properties).length > 0) return record;
  const extra = schema.additionalProperties;
  return fc
    .uniqueArray(fc.stringMatching(/^[a-z][a-zA-Z]{1,10}$/), { maxLength: 2 })
    .chain((keys) => fc.tuple(...keys.map((key) => documentValue(extra, options, key, at(key), depth + 1).map((value) => [key, value]))))
    .map((entries) => Object.fromEntries(entries as [string, unknown][]));
}

/** The dot paths of the uuid fields of a body schema (a list's first entry stands for all of them). */
export function referencePaths(schema: JsonSchema, path = '', depth = 0): string[] {
  if (depth > 6) return [];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return referencePaths(union[0]!, path, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' && schema.format === 'uuid') return path ? [path] : [];
  if (type === 'array' && schema.items) return referencePaths(schema.items, path ? `${path}.0` : '0', depth + 1);
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, item]) => referencePaths(item, path ? `${path}.${key}` : key, depth + 1));
  }
  return [];
}

/** The documented schema at a dot path of the body (list indexes step into `items`), or undefined. */
export function schemaAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const part of path.split('.')) {
    if (!current) return undefined;
    const union: JsonSchema[] | undefined = current.anyOf ?? current.oneOf;
    if (union?.length) current = union.find((item) => item.properties?.[part] || item.items) ?? union[0];
    current = /^\d+$/.test(part) ? current?.items : current?.properties?.[part];
  }
  return current;
}
