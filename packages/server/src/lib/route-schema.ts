import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { flattenIssues } from '@fundnet/validation-schema';

type AnySchema = v.GenericSchema;

export interface RouteSchemaParts {
  body?: AnySchema;
  querystring?: AnySchema;
  params?: AnySchema;
  headers?: AnySchema;
  /** Documentation only: replies are shaped by DTO functions, not by a serializer. */
  response?: Record<number, AnySchema | null>;
  tags?: string[];
  summary?: string;
  description?: string;
  /** Marks the route as needing a bearer token in the OpenAPI document. */
  security?: 'bearer' | 'none';
}

// The JSON Schema handed to Fastify (for OpenAPI) remembers the valibot schema it came from,
// so the validator compiler can validate with valibot and answer with the spec's own messages.
const valibotOf = new WeakMap<object, AnySchema>();

function jsonSchemaFor(schema: AnySchema) {
  const json = toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' }) as Record<string, unknown>;
  delete json.$schema;
  valibotOf.set(json, schema);
  return json;
}

const emptyResponse = { type: 'null', description: 'No content' };

/** Builds a Fastify route schema from valibot schemas: one source for validation and the OpenAPI document. */
export function routeSchema(parts: RouteSchemaParts): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (parts.body) schema.body = jsonSchemaFor(parts.body);
  if (parts.querystring) schema.querystring = jsonSchemaFor(parts.querystring);
  if (parts.params) schema.params = jsonSchemaFor(parts.params);
  if (parts.headers) schema.headers = jsonSchemaFor(parts.headers);
  if (parts.response) {
    schema.response = Object.fromEntries(
      Object.entries(parts.response).map(([status, s]) => [
        status,
        s ? { description: 'OK', ...toJsonSchema(s, { target: 'openapi-3.0', errorMode: 'ignore' }) } : emptyResponse,
      ]),
    );
  }
  if (parts.tags) schema.tags = parts.tags;
  if (parts.summary) schema.summary = parts.summary;
  if (parts.description) schema.description = parts.description;
  if (parts.security === 'bearer') schema.security = [{ bearerAuth: [] }];
  return schema;
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
