import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { flattenIssues } from '@fundnet/validation-schema';

type AnySchema = v.GenericSchema;

/** A reply that is not JSON (a file, an image): documented by media type, never checked as JSON. */
export interface BinaryReply {
  readonly binary: true;
  /** The media types the route can answer with (default any). */
  readonly mediaTypes?: readonly string[];
  readonly description: string;
}

/** What a route answers with one status: a valibot contract, `null` for no body (204, 302), or a file. */
export type ReplyContract = AnySchema | null | BinaryReply;

export const binaryReply = (description: string, mediaTypes?: readonly string[]): BinaryReply => ({
  binary: true,
  description,
  mediaTypes,
});

export const isBinaryReply = (contract: ReplyContract | undefined): contract is BinaryReply =>
  typeof contract === 'object' && contract !== null && (contract as BinaryReply).binary === true;

export interface RouteSchemaParts {
  body?: AnySchema;
  querystring?: AnySchema;
  params?: AnySchema;
  headers?: AnySchema;
  /**
   * The reply of every success status the route sends (required: a route without its reply contract does not compile).
   * Replies are checked against these at run time (plugins/reply-contracts.ts, ADR 0008); error replies need no entry:
   * they all have the one error shape.
   */
  response: Record<number, ReplyContract>;
  tags?: string[];
  summary?: string;
  description?: string;
  /** Overrides the operationId derived from the method and path (plugins/openapi.ts); keep it `family.action`. */
  operationId?: string;
  /**
   * Error statuses the route's service can answer beyond the ones derived from its config and schemas
   * (401/403 from auth, 400/404/413/415/422/429 from its inputs and limits): typically 404, 409, 410.
   */
  errors?: readonly number[];
  /** @deprecated Ignored: the OpenAPI security is derived from `config.auth` (plugins/openapi.ts). */
  security?: 'bearer' | 'none';
}

/** The route metadata plugins/openapi.ts and the reply check read; kept beside the Fastify schema it describes. */
export interface RouteContracts {
  replies: Record<number, ReplyContract>;
  errors: readonly number[];
  operationId?: string;
  hasBody: boolean;
  hasQuery: boolean;
  hasParams: boolean;
}

// The JSON Schema handed to Fastify (for OpenAPI) remembers the valibot schema it came from,
// so the validator compiler can validate with valibot and answer with the spec's own messages.
const valibotOf = new WeakMap<object, AnySchema>();
// The whole route schema remembers its reply contracts (read by the onRoute hook of plugins/reply-contracts.ts).
const contractsOf = new WeakMap<object, RouteContracts>();

function jsonSchemaFor(schema: AnySchema) {
  const json = toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' }) as Record<string, unknown>;
  delete json.$schema;
  valibotOf.set(json, schema);
  return json;
}

function replyJsonSchema(status: number, contract: ReplyContract): Record<string, unknown> {
  if (contract === null) {
    return status >= 300 && status < 400 ? { description: 'Redirect' } : { type: 'null', description: 'No content' };
  }
  if (isBinaryReply(contract)) {
    const schema = { type: 'string', format: 'binary' };
    const content = Object.fromEntries((contract.mediaTypes ?? ['*/*']).map((type) => [type, { schema }]));
    return { description: contract.description, content };
  }
  const json = toJsonSchema(contract, { target: 'openapi-3.0', errorMode: 'ignore' }) as Record<string, unknown>;
  delete json.$schema;
  return { description: 'OK', ...json };
}

/**
 * Documents a schema the route checks in its service rather than at the edge (a body whose form depends on a path
 * parameter, validated with the service's own order and messages): `v.pipe(v.record(v.string(), v.unknown()),
 * documentedAs(form))` keeps the edge's check as it is and puts the form's JSON Schema in the OpenAPI document, so the
 * document says what the server accepts.
 */
export function documentedAs<TInput>(schema: AnySchema) {
  const json = toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' }) as Record<string, unknown>;
  delete json.$schema;
  return v.metadata<TInput, Record<string, unknown>>(json);
}

/** Builds a Fastify route schema from valibot schemas: one source for validation, reply checks and the OpenAPI document. */
export function routeSchema(parts: RouteSchemaParts): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (parts.body) schema.body = jsonSchemaFor(parts.body);
  if (parts.querystring) schema.querystring = jsonSchemaFor(parts.querystring);
  if (parts.params) schema.params = jsonSchemaFor(parts.params);
  if (parts.headers) schema.headers = jsonSchemaFor(parts.headers);
  schema.response = Object.fromEntries(
    Object.entries(parts.response).map(([status, contract]) => [status, replyJsonSchema(Number(status), contract)]),
  );
  if (parts.tags) schema.tags = parts.tags;
  if (parts.summary) schema.summary = parts.summary;
  if (parts.description) schema.description = parts.description;
  contractsOf.set(schema, {
    replies: Object.fromEntries(Object.entries(parts.response).map(([status, contract]) => [Number(status), contract])),
    errors: parts.errors ?? [],
    operationId: parts.operationId,
    hasBody: parts.body !== undefined,
    hasQuery: parts.querystring !== undefined,
    hasParams: parts.params !== undefined,
  });
  return schema;
}

/** The contracts of a route schema built by routeSchema() (undefined for any other schema). */
export const routeContractsOf = (schema: unknown): RouteContracts | undefined =>
  schema && typeof schema === 'object' ? contractsOf.get(schema) : undefined;

/** Keeps the contracts of a route schema on a derived copy (e.g. `{ ...routeSchema(…), consumes }`). */
export function withRouteContracts<T extends object>(from: FastifySchema, to: T): T {
  const contracts = contractsOf.get(from);
  if (contracts) contractsOf.set(to, contracts);
  return to;
}

export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super(Object.values(fieldErrors)[0]?.[0] ?? 'Validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Fastify validator compiler: valibot schemas (sync only) with their messages word for word. */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const valibotSchema = valibotOf.get(schema as object);
  if (!valibotSchema) {
    throw new Error('Route schemas must be built with routeSchema() so they validate with valibot');
  }
  return (data: unknown) => {
    const result = v.safeParse(valibotSchema, data);
    if (result.success) return { value: result.output };
    return { error: new RequestValidationError(flattenIssues(result.issues)) };
  };
};
