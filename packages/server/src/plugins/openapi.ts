import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorReplySchema, profileTypes, validationErrorReplySchema } from '@fundnet/validation-schema';
import { defaultTextFor } from '../lib/http-status';
import { isBinaryReply, type ReplyContract, type RouteContracts, routeContractsOf } from '../lib/route-schema';
import { declarePublicRoutes } from './route-auth';

/**
 * OpenAPI 3 document from the route schemas at /api/docs/json, browsable at /api/docs, written to
 * docs/api/openapi.json by `pnpm --filter @fundnet/server run openapi:write`.
 *
 * Everything a route's config already says is derived here, in one place, so a new route gets it for free:
 * its operationId (`family.action` from the method and path), its security (from `config.auth`), the
 * meta-profile headers (from `config.profile`), and its error replies (401/403 from auth, 400/403 from the
 * profile rule, 400/413/415/422 from a body, 422 from a query or path, 404 from path parameters, 429 from a
 * rate limit, 400 on every route for an address or query text-guard refuses, plus the ones routeSchema's `errors`
 * names), all pointing at the one error shape.
 */

/** What the document needs to know of one served route. */
export interface DocumentedRoute {
  method: string;
  /** The OpenAPI path: `/api/follow/{id}`. */
  path: string;
  config: FastifyContextConfig;
  contracts?: RouteContracts;
  multipart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with the config the OpenAPI document is derived from (plugins/openapi.ts). */
    documentedRoutes: Map<string, DocumentedRoute>;
  }
}

export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** What each family's operations are about (the docs UI shows it above each group; a new family gets a default). */
const tagDescriptions: Record<string, string> = {
  health: 'Whether the API and its database are up.',
  auth: 'Sign-up, sign-in (password, administrators, LinkedIn and Google), sessions, password reset, SMS codes, profile switch.',
  users: 'The signed-in user: who am I, password checks and changes.',
  'user-info': 'The signed-in user’s personal details.',
  'user-meta': 'Where a user came from (sign-up attribution).',
  userSecondaryEmail: 'A user’s second e-mail address and switching it with the primary one.',
  profiles: 'Creating profiles, the profiles I belong to, reading and deleting a draft.',
  'fund-info': 'Fund profiles: sections, status, submission, prefill, density, public page and discovery.',
  'investor-info': 'Investor profiles: sections, status, submission, prefill, density, public page and discovery.',
  'service-provider': 'Service-provider profiles: sections, status, submission, prefill, density, public page and discovery.',
  discovery: 'Finding funds, investors and providers; discovery weights and currency rates.',
  'co-investor': 'Co-investors of funds and companies.',
  administration: 'Administrators: approvals of profile sections and their statistics.',
  upload: 'Files: upload, replace, rename, serve, signed links.',
  profileMember: 'Members of a profile: invitations, roles, removal.',
  'profile-view': 'Visits of a profile page.',
  'profile-subscriber': 'Subscriptions to a profile’s updates.',
  follow: 'Profiles following profiles, followers, notification levels.',
  favourite: 'Private bookmarks of profiles.',
  'profile-claim': 'Claiming a published profile that nobody owns yet.',
  'profile-cta': 'The call-to-action button of a public profile page.',
  'profile-nda': 'A profile’s NDA and its acceptance by visitors.',
  'profile-company': 'The legal entity behind a profile.',
  'profile-notifications': 'A member’s e-mail choices for a profile.',
};

const jsonSchemaOf = (schema: Parameters<typeof toJsonSchema>[0]) => {
  const json = toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

/** The component name of the shared error reply of a status (`NotFound`, `ValidationFailed`, …). */
export function errorResponseName(status: number): string {
  if (status === 422) return 'ValidationFailed';
  return (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) =>
    c ? c.toUpperCase() : '',
  );
}

/** The auth mode of a route as its config declares it (fail closed: a route that declares none is for users). */
export const authOf = (config: FastifyContextConfig) => config.auth ?? 'user';

/** The profile rule of a route (plugins/profile-context.ts), read generically so new modes slot in. */
export const profileRuleOf = (
  config: FastifyContextConfig,
): (Record<string, unknown> & { optional?: boolean; adminTarget?: boolean }) | undefined =>
  config.profile as (Record<string, unknown> & { optional?: boolean; adminTarget?: boolean }) | undefined;

/** The error statuses an operation can answer, from its config and schemas (see the module comment). */
export function errorStatusesOf(route: DocumentedRoute): number[] {
  // Every route: plugins/text-guard.ts answers 400 BAD_TEXT for an address or query string holding text PostgreSQL
  // cannot store, before auth and whether or not the route reads a query (also what a client can always get wrong).
  const statuses = new Set<number>([400, ...(route.contracts?.errors ?? [])]);
  const auth = authOf(route.config);
  const profile = profileRuleOf(route.config);
  if (auth === 'user' || auth === 'admin') {
    statuses.add(401);
    statuses.add(403);
  }
  if (profile) {
    statuses.add(400);
    statuses.add(403);
    if (!profile.optional) statuses.add(401);
    // An administrator's target profile that does not exist.
    if (profile.adminTarget) statuses.add(404);
  }
  if (route.contracts?.hasBody || route.multipart) {
    for (const status of [400, 413, 415, 422]) statuses.add(status);
  }
  if (route.contracts?.hasQuery || route.contracts?.hasParams) statuses.add(422);
  if (route.contracts?.hasParams) statuses.add(404);
  if (route.config.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const camel = (text: string) => text.replace(/[-_\s]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
const pascal = (text: string) => camel(text).replace(/^./, (c) => c.toUpperCase());

/**
 * `family.action` from the method and path: the family is the first segment after /api (camelCase), the action
 * the other fixed segments (`/fund-info/get/overview` → `fundInfo.getOverview`), or for a bare family path
 * `list` / `get` (GET without / with a trailing id), `create`, `update`, `delete`. Clashes are settled in
 * operationIdsOf. A route may set its own in routeSchema({ operationId }).
 */
export function derivedOperationId(method: string, path: string, reply?: ReplyContract): string {
  const segments = path.split('/').filter(Boolean).slice(1); // drop "api"
  const [family = 'api', ...rest] = segments;
  const fixed = rest.filter((segment) => !segment.startsWith('{'));
  let action: string;
  if (fixed.length > 0) {
    action = camel(fixed.join('-'));
  } else {
    const verbs: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
    action = method === 'GET' ? (rest.length === 0 && isListReply(reply) ? 'list' : 'get') : (verbs[method] ?? method.toLowerCase());
  }
  return `${camel(family)}.${action}`;
}

/** A reply that is a list: an array, or a page (an object with a `total`). */
function isListReply(reply: ReplyContract | undefined): boolean {
  if (!reply || isBinaryReply(reply)) return false;
  const schema = reply as { type?: string; entries?: Record<string, unknown> };
  return schema.type === 'array' || (schema.type === 'object' && schema.entries !== undefined && 'total' in schema.entries);
}

const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The operationId of every route: derived ones that clash get the path parameters after their last fixed
 * segment (`ByModelAndId`), then the method (`…Delete`); the first of a clash by method order keeps the
 * plain name, so adding a route rarely renames an existing one.
 */
export function operationIdsOf(routes: Iterable<DocumentedRoute>): Map<string, string> {
  const ids = new Map<string, string>();
  const groups = new Map<string, DocumentedRoute[]>();
  for (const route of routes) {
    const id = route.contracts?.operationId ?? derivedOperationId(route.method, route.path, route.contracts?.replies[200]);
    ids.set(routeKey(route.method, route.path), id);
    if (!route.contracts?.operationId) groups.set(id, [...(groups.get(id) ?? []), route]);
  }
  for (const [id, group] of groups) {
    if (group.length < 2) continue;
    group.sort((a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method) || a.path.length - b.path.length);
    const taken = new Set<string>();
    for (const route of group) {
      let candidate = id;
      if (taken.has(candidate)) {
        const tail = route.path.split('/').reverse();
        const params = tail
          .slice(
            0,
            tail.findIndex((segment) => !segment.startsWith('{')),
          )
          .reverse();
        if (params.length > 0) candidate = `${id}By${params.map((p) => pascal(p.slice(1, -1))).join('And')}`;
      }
      if (taken.has(candidate)) candidate = `${candidate}${pascal(route.method.toLowerCase())}`;
      taken.add(candidate);
      ids.set(routeKey(route.method, route.path), candidate);
    }
  }
  return ids;
}

function accessLine(route: DocumentedRoute): string {
  const auth = authOf(route.config);
  const profile = profileRuleOf(route.config);
  const who: Record<string, string> = {
    public: 'anyone, no sign-in',
    optional: 'anyone; a signed-in caller may get more',
    user: 'a signed-in user',
    admin: 'an administrator',
  };
  let line = `**Access:** ${who[auth] ?? auth}`;
  if (profile) {
    const role = typeof profile.minRole === 'string' ? `, role ${profile.minRole} or higher` : '';
    const types = Array.isArray(profile.types) ? ` (${profile.types.join(' or ')} profiles)` : '';
    line += profile.adminTarget
      ? `, acting on the profile named by the meta-profile headers${types} (no membership needed)`
      : profile.optional
        ? `; the active profile when sent${types}`
        : `, member of the active profile${role}${types}`;
  }
  return `${line}.`;
}

type Operation = Record<string, unknown> & {
  parameters?: Array<Record<string, unknown>>;
  responses?: Record<string, unknown>;
  description?: string;
};
type OpenApiDocument = Record<string, unknown> & { paths?: Record<string, Record<string, Operation>>; tags?: unknown[] };

/** Decorates the generated document with what the routes' config says (see the module comment). */
export function decorateDocument(document: OpenApiDocument, routes: Map<string, DocumentedRoute>): OpenApiDocument {
  const ids = operationIdsOf(routes.values());
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = routes.get(routeKey(method, path));
      if (!route) continue;
      operation.operationId = ids.get(routeKey(method, path));
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
      const auth = authOf(route.config);
      operation.security = auth === 'public' ? [] : auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
      operation.description = [accessLine(route), operation.description].filter(Boolean).join('\n\n');
      const profile = profileRuleOf(route.config);
      if (profile) {
        const names = new Set(['meta-profile-id', 'meta-profile-type']);
        const others = (operation.parameters ?? []).filter((p) => !(p.in === 'header' && names.has(String(p.name))));
        const headers = profile.optional
          ? [{ $ref: '#/components/parameters/OptionalMetaProfileId' }, { $ref: '#/components/parameters/OptionalMetaProfileType' }]
          : [{ $ref: '#/components/parameters/MetaProfileId' }, { $ref: '#/components/parameters/MetaProfileType' }];
        operation.parameters = [...others, ...headers];
      }
      const responses = { ...(operation.responses ?? {}) };
      for (const status of errorStatusesOf(route)) {
        responses[String(status)] = { $ref: `#/components/responses/${errorResponseName(status)}` };
      }
      // Any operation can fail on our side (500, or 503 while the database is unreachable): the same error shape.
      responses.default = { $ref: '#/components/responses/UnexpectedError' };
      operation.responses = responses;
    }
  }
  const usesOptionalProfile = [...routes.values()].some((route) => profileRuleOf(route.config)?.optional === true);
  const errorStatuses = new Set<number>();
  for (const route of routes.values()) for (const status of errorStatusesOf(route)) errorStatuses.add(status);
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  document.components = {
    ...components,
    schemas: {
      ...components.schemas,
      ErrorReply: jsonSchemaOf(errorReplySchema),
      ValidationErrorReply: jsonSchemaOf(validationErrorReplySchema),
    },
    responses: {
      ...components.responses,
      ...Object.fromEntries(
        [...errorStatuses].sort().map((status) => [
          errorResponseName(status),
          {
            description: `${defaultTextFor(status)}: \`{ statusCode, error, message[, code] }\`${status === 422 ? ' with the field messages' : ''}.`,
            ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${status === 422 ? 'ValidationErrorReply' : 'ErrorReply'}` },
              },
            },
          },
        ]),
      ),
      UnexpectedError: {
        description: 'Something failed on our side (500), or the database is unreachable (503, with Retry-After).',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
      },
    },
    parameters: { ...components.parameters, ...profileHeaderParameters(usesOptionalProfile) },
  };
  document.tags = [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] ?? `The ${name} family.` }));
  return document;
}

function profileHeaderParameters(withOptional: boolean) {
  const id = (required: boolean) => ({
    name: 'meta-profile-id',
    in: 'header',
    required,
    description: 'The active profile (a profile the caller is a member of).',
    schema: { type: 'string', format: 'uuid' },
  });
  const type = (required: boolean) => ({
    name: 'meta-profile-type',
    in: 'header',
    required,
    description: 'The type of the active profile.',
    schema: { type: 'string', enum: [...profileTypes] },
  });
  return {
    MetaProfileId: id(true),
    MetaProfileType: type(true),
    // Only while some route takes the active profile optionally (an unused component is a lint warning).
    ...(withOptional ? { OptionalMetaProfileId: id(false), OptionalMetaProfileType: type(false) } : {}),
  };
}

export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  const routes = new Map<string, DocumentedRoute>();
  app.decorate('documentedRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.schema?.hide) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const path = openapiPath(route.url);
      const schema = route.schema as Record<string, unknown> | undefined;
      routes.set(routeKey(method, path), {
        method,
        path,
        config: (route.config ?? {}) as FastifyContextConfig,
        contracts: routeContractsOf(route.schema),
        multipart: Array.isArray(schema?.consumes) && (schema.consumes as string[]).includes('multipart/form-data'),
      });
    }
  });

  // The document and its browser are for anyone who calls the API (they say who may call each operation).
  declarePublicRoutes(app, (route) => route.url.startsWith('/api/docs'));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Fundnet API',
        version: options.version,
        description:
          'Errors are JSON `{ statusCode, error, message }`; validation failures are 422 with `errors: { field: [messages] }`. ' +
          'Profile-scoped calls need the `meta-profile-id` and `meta-profile-type` headers. Each operation says who may call it.',
      },
      servers: [{ url: '/', description: 'This API, at the address serving this document' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Opaque session token from auth/login' } },
      },
    },
    transformObject: (documentObject) => {
      const document = ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as OpenApiDocument;
      return decorateDocument(document, routes) as never;
    },
  });
  // The UI names each operation by its operationId too, so the docs and generated clients speak of the same thing.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { displayOperationId: true } });
});
