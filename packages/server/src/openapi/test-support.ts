import { isolatedDatabaseUrl } from '../seed/test-database';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../test/factories';
import { type CallResult, startTestApp, type TestApp } from '../test/test-app';
import type { DocumentedRoute } from '../plugins/openapi';
import { LOWEST_ROLE } from './access-allowlist';
import { openapiText } from './document';

/**
 * Test support of the OpenAPI-driven suites (authorization matrix, fuzzer): the operations of the live document
 * with the route config they come from, and a fresh "world" per operation (a victim tenant and the actors), so
 * a call that logs out, deletes or rate-limits never leaks into the next operation.
 */

/**
 * A test app on a database of its own: the matrix and the fuzzer call every operation, administrators' too
 * (currency rates, discovery weights), so they must not change what the other test files of the run read.
 */
export async function startIsolatedTestApp(prefix: string): Promise<TestApp> {
  const isolated = await isolatedDatabaseUrl(prefix);
  const shared = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = isolated.url;
  let t: TestApp;
  try {
    t = await startTestApp();
  } catch (error) {
    await isolated.stop();
    throw error;
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
  return {
    ...t,
    async close() {
      await t.close();
      await isolated.stop();
    },
  };
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  const?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  route: DocumentedRoute;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query?: JsonSchema;
  body?: JsonSchema;
  multipart: boolean;
}

type RawOperation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema; required?: boolean; $ref?: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of the app's live OpenAPI document. */
export async function documentedOperations(t: TestApp): Promise<DocumentedOperation[]> {
  const document = JSON.parse(await openapiText(t.app)) as { paths: Record<string, Record<string, RawOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([lower, operation]) => {
      const method = lower.toUpperCase();
      const route = t.app.documentedRoutes.get(`${method} ${path}`);
      if (!route) throw new Error(`${method} ${path} is in the document but not served`);
      const parameters = (operation.parameters ?? []).filter((p) => !p.$ref);
      const queryParams = parameters.filter((p) => p.in === 'query');
      const query: JsonSchema | undefined = queryParams.length
        ? {
            type: 'object',
            properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])),
            required: queryParams.filter((p) => p.required).map((p) => p.name),
          }
        : undefined;
      const content = operation.requestBody?.content ?? {};
      return {
        operationId: operation.operationId,
        method,
        path,
        route,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query,
        body: content['application/json']?.schema,
        multipart: route.multipart,
      };
    }),
  );
}

/** A victim tenant (a profile, its owner and a lowest-role member) and the other actors, created for one operation. */
export interface World {
  victimOwner: TestUser;
  victimProfile: TestProfile;
  lowestMember: TestUser;
  stranger: TestUser;
  strangerProfile: TestProfile;
  administrator: TestUser;
}

/** The victim profile's type: one the route accepts (config.profile.types), so role and membership decide. */
export function profileTypeFor(operation: DocumentedOperation): TestProfile['type'] {
  const types = (operation.route.config.profile as { types?: TestProfile['type'][] } | undefined)?.types;
  if (types?.length) return types[0]!;
  const family = operation.path.split('/')[2];
  if (family === 'investor-info') return 'investor';
  if (family === 'service-provider') return 'serviceProvider';
  return 'fund';
}

export async function createWorld(t: TestApp, type: TestProfile['type']): Promise<World> {
  const [victimOwner, lowestMember, stranger, administrator] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t, { admin: true }),
  ]);
  const victimProfile = await createProfile(t, victimOwner!, { type, status: 'published' });
  await addMember(t, victimProfile, lowestMember!, LOWEST_ROLE);
  const strangerProfile = await createProfile(t, stranger!, { type, status: 'published' });
  return {
    victimOwner: victimOwner!,
    victimProfile,
    lowestMember: lowestMember!,
    stranger: stranger!,
    strangerProfile,
    administrator: administrator!,
  };
}

/** A value for a path parameter that names the victim's resources where the parameter can (profile ids, slugs, users). */
export function victimPathValue(name: string, schema: JsonSchema, world: World): string {
  if (schema.enum?.length) return String(schema.enum.includes(world.victimProfile.type) ? world.victimProfile.type : schema.enum[0]);
  if (/slug/i.test(name)) return world.victimProfile.slug;
  if (/^userId$/i.test(name)) return world.victimOwner.id;
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-f]{8}') || /id$/i.test(name)) return world.victimProfile.id;
  return 'x';
}

/** encodeURIComponent, but a lone surrogate is sent as its WTF-8 bytes (%ED%A0%80) as a hostile client would. */
export function encodePathValue(value: string): string {
  return Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  }).join('');
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodePathValue(values[name] ?? 'x'));
}

/** Every string inside a request's body (or query), the text a reply may rightly echo. */
function sentStrings(sent: unknown, into: string[] = []): string[] {
  if (typeof sent === 'string') into.push(sent);
  else if (Array.isArray(sent)) for (const item of sent) sentStrings(item, into);
  else if (sent && typeof sent === 'object') for (const value of Object.values(sent)) sentStrings(value, into);
  return into;
}

/**
 * Anything a reply must never show: stack traces, SQL, file paths of the server. What the request itself sent is left
 * out first (`sent`, its body): a profile saved with a generated LinkedIn address "linkedin.com/xS:\"zz" is echoed back,
 * and its `S:\` is no Windows path of ours (the property test failed on exactly that).
 */
export function internalsIn(result: CallResult, sent?: unknown): string[] {
  // A binary reply (a spreadsheet, an image) read as text is noise: "C:\\" appears in compressed bytes by chance.
  const type = result.headers?.get('content-type') ?? '';
  if (type && !/^(?:application\/(?:json|problem\+json)|text\/)/.test(type)) return [];
  let text = typeof result.body === 'string' ? result.body : JSON.stringify(result.body ?? '');
  for (const value of sentStrings(sent)
    .filter((value) => value.length >= 2)
    .sort((a, b) => b.length - a.length)) {
    // Replaced by a word character, not a space: a sent "as" cut out of "Select valid asset classes" as a space left
    // "Select valid  set cl ses", which read as SQL (stop 50's CI run, seed 793915563); "_set" starts no word.
    text = text.split(JSON.stringify(value).slice(1, -1)).join('_').split(value).join('_');
  }
  const found: string[] = [];
  if (/\n\s+at [^\n]+:\d+:\d+/.test(text) || /\bat (?:async )?[\w.<>]+ \([^)]*:\d+:\d+\)/.test(text)) found.push('a stack trace');
  if (/\b(?:select|insert into|update|delete from)\b[^"]{0,80}\b(?:from|where|set|values)\b/i.test(text)) found.push('SQL');
  if (/\b(?:relation|column) "[^"]+" (?:does not exist|of relation)/i.test(text) || /\bviolates\b.*\bconstraint\b/i.test(text)) {
    found.push('a database error');
  }
  if (/(?:\/work\/|\/home\/|\/usr\/|node_modules|packages\/server\/src|[A-Z]:\\)/.test(text)) found.push('a file path');
  return found;
}
