/** @database any: the HTTP surface, the same on either database, so it runs in one server pass only (jest.config.cjs). */
import fc from 'fast-check';
import type { CallOptions, CallResult, TestApp } from '../test/test-app';
import { type BodyOptions, documentValue, referencePaths, schemaAt } from './document-bodies';
import { documentRules } from './document-rules';
import { referenceExceptions } from './reference-exceptions';
import {
  createWorld,
  type DocumentedOperation,
  documentedOperations,
  fillPath,
  internalsIn,
  profileTypeFor,
  startIsolatedTestApp,
  victimPathValue,
} from './test-support';

/**
 * The document says exactly what the server accepts (issue 31.6). For every operation with a JSON body, bodies are
 * built from its documented schema alone (document-bodies.ts), as a client generated from docs/api/openapi.json would
 * send them, by a caller the route admits (its profile's owner with the headers; an administrator for admin routes):
 * - a 422 to a document-valid body fails, unless it refuses a reference (an id that names nothing the caller may use)
 *   or the operation is in document-rules.ts (a rule across fields its description states, with the reason);
 * - then each reference field (format uuid) gets a well-formed id of nothing: it must be a 422 on a reference field
 *   (REFERENCE_NOT_FOUND: plugins/errors.ts maps the foreign-key violation, services send referenceNotFound), never
 *   the route's own 404; only reference-exceptions.ts lists other answers (access decides, or not a reference),
 *   each with its reason. Path parameters name the resource itself and keep their 404 (not sent here).
 * No reply may be 5xx or show internals. PROPERTY_RUNS bodies per operation (default 3); PROPERTY_SEED replays a run.
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 3);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Date.now() % 2 ** 31;

/**
 * What is wrong with the answer to an id of nothing at `path`, or undefined when it is the 422 issue 31.6 asks for.
 * The 422 may name another reference field: the probe's other uuid fields hold ids of nothing too (document-bodies.ts
 * knows only the caller's profile and user), and the route may check one of them first. An operation of
 * document-rules.ts may refuse the body by its rule across fields first.
 */
function wrongReferenceAnswer(operation: DocumentedOperation, path: string, result: CallResult): string | undefined {
  if (referenceExceptions[`${operation.operationId} ${path}`]?.statuses.includes(result.status)) return undefined;
  if (result.status !== 422) return `${result.status}, expected a 422 on ${path}`;
  const fields = Object.keys((result.body as { errors?: Record<string, string[]> }).errors ?? {});
  if (fields.includes(path) || operation.operationId in documentRules) return undefined;
  if (fields.some((field) => operation.body && schemaAt(operation.body, field)?.format === 'uuid')) return undefined;
  return `422 on ${fields.join(', ') || 'no field'}, expected it on ${path}`;
}

/** The fields of a 422 that are not references (format uuid in the document): what the document failed to say. */
function nonReferenceErrors(operation: DocumentedOperation, result: CallResult): Record<string, string[]> {
  const body = result.body as { code?: string; errors?: Record<string, string[]> };
  if (body.code === 'REFERENCE_NOT_FOUND') return {};
  const errors = body.errors ?? { _root: [String((result.body as { message?: unknown }).message)] };
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      const schema = operation.body && schemaAt(operation.body, field);
      return schema?.format !== 'uuid';
    }),
  );
}

/** The query parameters the operation requires: an enum's first value, the caller's profile for an id. */
function requiredQuery(operation: DocumentedOperation, profileId: string): string {
  const params = new URLSearchParams();
  for (const name of operation.query?.required ?? []) {
    const schema = operation.query?.properties?.[name] ?? {};
    params.set(name, schema.enum?.length ? String(schema.enum[0]) : profileId);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('property: the server accepts every body its OpenAPI document says is valid', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];

  beforeAll(async () => {
    t = await startIsolatedTestApp('fundnet_property');
    operations = (await documentedOperations(t)).filter((operation) => operation.body && !operation.multipart);
  });
  afterAll(() => t.close());

  it(`answers no document-valid body with 422, and an unknown reference in a body with a 422 on it (${RUNS} bodies per operation, seed ${SEED})`, async () => {
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const count = (kind: string, status: number) => statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
    let references = 0;
    let onTheField = 0;
    const started = Date.now();
    for (const [index, operation] of operations.entries()) {
      const world = await createWorld(t, profileTypeFor(operation));
      const caller = (operation.route.config.auth ?? 'public') === 'admin' ? world.administrator : world.victimOwner;
      const options: CallOptions = { token: caller.token, profile: { id: world.victimProfile.id, type: world.victimProfile.type } };
      let url = fillPath(
        operation.path,
        Object.fromEntries(operation.pathParams.map((p) => [p.name, victimPathValue(p.name, p.schema, world)])),
      );
      const known = { profileId: world.victimProfile.id, userId: world.victimOwner.id };
      url += requiredQuery(operation, known.profileId);
      const send = async (kind: string, body: unknown) => {
        const result = await t.call(operation.method, url, { ...options, body });
        count(kind, result.status);
        const where = `${operation.operationId} ${operation.method} ${url} (${kind}) body ${JSON.stringify(body)?.slice(0, 400)}`;
        if (result.status >= 500) failures.push(`${where}: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
        const internals = internalsIn(result, body);
        if (internals.length) failures.push(`${where}: the reply shows ${internals.join(', ')}`);
        return { result, where };
      };

      for (const body of fc.sample(documentValue(operation.body!, { known }), { numRuns: RUNS, seed: SEED + index })) {
        const { result, where } = await send('valid', body);
        if (result.status !== 422 || operation.operationId in documentRules) continue;
        const unsaid = nonReferenceErrors(operation, result);
        if (Object.keys(unsaid).length) failures.push(`${where}: 422 to a document-valid body: ${JSON.stringify(unsaid)}`);
      }

      for (const path of referencePaths(operation.body!)) {
        const options: BodyOptions = { known, unknownAt: path };
        const [body] = fc.sample(documentValue(operation.body!, options), { numRuns: 1, seed: SEED + index });
        const { result, where } = await send('reference', body);
        references += 1;
        const errors = (result.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
        if (result.status === 422 && path in errors) onTheField += 1;
        const wrong = result.status < 500 ? wrongReferenceAnswer(operation, path, result) : undefined;
        if (wrong) failures.push(`${where}: an unknown ${path} answered ${wrong} (or list it in reference-exceptions.ts, with why)`);
      }
    }
    const histogram = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key}×${n}`);
    console.info(
      `property test: ${operations.length} operations with a JSON body, ${operations.length * RUNS} document-valid bodies and ` +
        `${references} unknown references (${onTheField} refused with a 422 on that very field) in ${Date.now() - started} ms (seed ${SEED}; ${histogram.join(', ')})`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
