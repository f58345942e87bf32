// The checks of docs/api/openapi.json without the file system: `createContract(document)` answers for the document it
// is given, so the same checks run in Node (contract.cjs reads the file) and in a browser (Storybook's API stand-in,
// packages/storybook, bundles the document). Plain CommonJS like test-server.cjs (test support only; never in an app).
const Ajv = require('ajv');

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The error body every route answers with (ARCHITECTURE §4, packages/server/src/plugins/errors.ts):
 * { statusCode, error, message[, code][, errors] }, `errors` required on a 422. Used for error statuses
 * the document does not list for the route.
 */
const errorBodySchema = (status) => ({
  type: 'object',
  required: status === 422 ? ['statusCode', 'error', 'message', 'errors'] : ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', enum: [status] },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
});

/** `value` with every local `$ref` ('#/components/...') replaced by what it points at (the document has no cycles). */
function dereference(value, document, depth = 0) {
  if (depth > 50) throw new Error('docs/api/openapi.json: $ref nesting too deep');
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, depth + 1));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    if (target === undefined) throw new Error(`docs/api/openapi.json: unresolved $ref ${value.$ref}`);
    return dereference(target, document, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(item, document, depth + 1)]));
}

/** The document's routes, each with a matcher for concrete paths. */
function compileContract(document) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const routes = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    const segments = template.split('/');
    const pattern = segments.map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')));
    for (const method of methods) {
      const operation = operations[method];
      if (!operation) continue;
      routes.push({
        method: method.toUpperCase(),
        template,
        matcher: new RegExp(`^${pattern.join('/')}$`),
        // A literal segment beats a parameter (GET /api/follow/iFollow before PUT /api/follow/{id}).
        params: segments.filter((segment) => segment.startsWith('{')).length,
        responses: dereference(operation.responses ?? {}, document),
      });
    }
  }
  routes.sort((a, b) => a.params - b.params);
  return { document, ajv, routes, validators: new Map() };
}

/**
 * The checks for one document (the server's openapi.json), compiled on first use: findRoute, listedRoutes,
 * replyProblems and contractReply (see contract.d.cts).
 */
function createContract(document) {
  let contract;
  const loadContract = () => {
    contract ??= compileContract(document);
    return contract;
  };

  /** The route of the document that answers `method` on `pathname`, or undefined. */
  function findRoute(method, pathname) {
    const upper = method.toUpperCase();
    return loadContract().routes.find((route) => route.method === upper && route.matcher.test(pathname));
  }

  /** Every `METHOD /path/{param}` the document lists. */
  function listedRoutes() {
    return loadContract().routes.map((route) => `${route.method} ${route.template}`);
  }

  function jsonSchemaOf(response) {
    return response?.content?.['application/json']?.schema;
  }

  /**
   * OpenAPI 3.0's `nullable: true` beside an `enum` (what valibot's nullable(picklist) becomes) admits null, as the
   * server sends it; JSON Schema's enum alone would not, so null joins the enum.
   */
  function withNullableEnums(schema) {
    if (Array.isArray(schema)) return schema.map(withNullableEnums);
    if (!schema || typeof schema !== 'object') return schema;
    const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullableEnums(value)]));
    if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
    return copy;
  }

  function validatorFor(key, schema) {
    const { ajv, validators } = loadContract();
    if (!validators.has(key)) validators.set(key, ajv.compile(withNullableEnums(schema)));
    return validators.get(key);
  }

  /**
   * What is wrong with a stubbed reply for `method pathname`, or [] when the server could have sent it:
   * the route must be in the document, a success status must be one the route declares, and a JSON body
   * must match that status's schema (error statuses: the route's schema if declared, else the error body).
   */
  function replyProblems(method, pathname, reply) {
    const route = findRoute(method, pathname);
    if (!route) return [`${method} ${pathname} is not a route of the API (docs/api/openapi.json)`];
    const status = reply.status ?? 200;
    const where = `${route.method} ${route.template} → ${status}`;
    const declared = route.responses[String(status)];
    if (!declared && status < 400) {
      return [`${where}: the route does not answer ${status} (it answers ${Object.keys(route.responses).join(', ')})`];
    }
    const schema = declared ? jsonSchemaOf(declared) : errorBodySchema(status);
    if (!schema) {
      // Declared with no JSON body (204, redirects, files): a JSON stub would be something the server never sends.
      return reply.json === undefined ? [] : [`${where}: the route answers no JSON body here, the stub sends one`];
    }
    if (reply.json === undefined) {
      return reply.text === undefined
        ? [`${where}: the stub sends no body, the route answers JSON`]
        : [`${where}: the stub sends text, the route answers JSON`];
    }
    const validate = validatorFor(`${route.method} ${route.template} ${declared ? status : `error ${status}`}`, schema);
    if (validate(reply.json)) return [];
    return validate.errors.map(
      (error) => `${where}: body${error.instancePath || ''} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    );
  }

  /** A value that satisfies `schema` (required properties only; the first choice of every enum and anyOf). */
  function sampleOf(schema) {
    if (!schema || typeof schema !== 'object') return null;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0]);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map(sampleOf));
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object': {
        const value = {};
        for (const name of schema.required ?? []) value[name] = sampleOf(schema.properties?.[name] ?? {});
        return value;
      }
      case 'array':
        return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
      case 'string':
        if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
        if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
        if (schema.format === 'date') return '2026-01-01';
        if (schema.format === 'email') return 'someone@example.com';
        if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com';
        return 'x'.repeat(schema.minLength ?? 0);
      case 'integer':
      case 'number':
        return schema.minimum ?? schema.exclusiveMinimum ?? 0;
      case 'boolean':
        return false;
      default:
        return schema.nullable ? null : {};
    }
  }

  /**
   * A reply built from the contract: `status` (default: the route's first success status) with the smallest
   * body its schema accepts. For tests that check what a call sends and do not care what comes back.
   */
  function contractReply(method, pathname, status) {
    const route = findRoute(method, pathname);
    if (!route) throw new Error(`contractReply: ${method} ${pathname} is not a route of the API (docs/api/openapi.json)`);
    const code = status ?? Number(Object.keys(route.responses).find((s) => Number(s) < 300) ?? 200);
    const schema = jsonSchemaOf(route.responses[String(code)]);
    return schema ? { status: code, json: sampleOf(schema) } : { status: code };
  }

  return { findRoute, listedRoutes, replyProblems, contractReply };
}

module.exports = { createContract };
