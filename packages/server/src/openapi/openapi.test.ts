import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app';
import { authOf, profileRuleOf } from '../plugins/openapi';
import { OPENAPI_WRITE_COMMAND, openapiFile, openapiText, readCommittedOpenapi } from './document';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ $ref?: string; name?: string; in?: string }>;
  responses: Record<string, unknown>;
};

describe('the OpenAPI document (issue 13, ADR 0008)', () => {
  let t: TestApp;
  let text: string;
  let operations: Array<{ method: string; path: string; operation: Operation }>;

  beforeAll(async () => {
    t = await startTestApp();
    text = await openapiText(t.app);
    const document = JSON.parse(text) as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path: p, operation })),
    );
  });
  afterAll(() => t.close());

  it('has the reply contract of every route under /api (a route without one fails here)', () => {
    const missing = [...t.app.documentedRoutes.values()]
      .filter((route) => !route.contracts || !Object.keys(route.contracts.replies).some((status) => Number(status) < 400))
      .map((route) => `${route.method} ${route.path}`);
    expect(t.app.documentedRoutes.size).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique family.action operationId, a summary, a tag and a success reply', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const incomplete = operations.filter(
      ({ operation }) =>
        !operation.summary || !operation.tags?.length || !Object.keys(operation.responses).some((status) => /^[23]/.test(status)),
    );
    expect(incomplete.map(({ method, path: p }) => `${method} ${p}`)).toEqual([]);
    expect(operations.find((o) => o.method === 'GET' && o.path === '/api/follow')?.operation.operationId).toBe('follow.list');
  });

  it('declares security as the route config says: none for public routes, the bearer scheme otherwise', () => {
    const wrong = operations.filter(({ method, path: p, operation }) => {
      const route = t.app.documentedRoutes.get(`${method} ${p}`)!;
      const auth = authOf(route.config);
      if (auth === 'public') return JSON.stringify(operation.security) !== '[]';
      return !JSON.stringify(operation.security).includes('bearerAuth');
    });
    expect(wrong.map(({ method, path: p }) => `${method} ${p}`)).toEqual([]);
  });

  it('documents the meta-profile headers and the auth errors of every profile-scoped operation', () => {
    const scoped = operations.filter(({ method, path: p }) => profileRuleOf(t.app.documentedRoutes.get(`${method} ${p}`)!.config));
    expect(scoped.length).toBeGreaterThan(50);
    const missing = scoped.filter(({ operation }) => {
      const refs = (operation.parameters ?? []).map((parameter) => parameter.$ref ?? '');
      return (
        !refs.some((ref) => ref.endsWith('MetaProfileId')) ||
        !refs.some((ref) => ref.endsWith('MetaProfileType')) ||
        !operation.responses['403']
      );
    });
    expect(missing.map(({ method, path: p }) => `${method} ${p}`)).toEqual([]);
    const follow = operations.find((o) => o.method === 'POST' && o.path === '/api/follow')!.operation;
    // No 404: an unknown profile in its body is a 422 on profileId (issue 31.6), and it has no path parameter.
    expect(Object.keys(follow.responses).sort()).toEqual(['200', '201', '400', '401', '403', '413', '415', '422', 'default']);
    expect(follow.responses['422']).toEqual({ $ref: '#/components/responses/ValidationFailed' });
  });

  it('has no two paths that differ only in a parameter name', () => {
    const shapes = new Map<string, string[]>();
    for (const { path: p } of operations) {
      const shape = p.replace(/\{[^}]+\}/g, '{}');
      shapes.set(shape, [...new Set([...(shapes.get(shape) ?? []), p])]);
    }
    expect([...shapes.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('is lint-clean with Redocly’s recommended rules (exceptions only in redocly.yaml, with reasons)', () => {
    const script = path.join(__dirname, '../../scripts/lint-openapi.mjs');
    const run = spawnSync(process.execPath, [script, '--stdin', '--json'], { input: text, encoding: 'utf8', timeout: 60_000 });
    const result = JSON.parse(run.stdout || '{}') as { errors: number; warnings: number; problems: unknown[] };
    expect(result.problems).toEqual([]);
    expect({ errors: result.errors, warnings: result.warnings }).toEqual({ errors: 0, warnings: 0 });
  });

  // Issue 31.6: the document says what the server accepts. A placeholder limit (a helper's "no limit here" written
  // as Number.MAX_SAFE_INTEGER) documented strings as maxLength 9007199254740991, and a date as free text.
  it('states real limits and formats: no placeholder maxLength, dates as format date', () => {
    const placeholders = [...text.matchAll(/"maxLength": (\d+)/g)].map((m) => Number(m[1])).filter((n) => n > 1_000_000);
    expect(placeholders).toEqual([]);
    const document = JSON.parse(text) as { paths: Record<string, Record<string, any>> };
    const riskSecurity = document.paths['/api/fund-info/edit/risk-security']!.patch.requestBody.content['application/json'].schema;
    expect(riskSecurity.properties.lastPenetrationTest).toMatchObject({ type: 'string', format: 'date', nullable: true });
    const competition = document.paths['/api/fund-info/edit/competition']!.patch.requestBody.content['application/json'].schema;
    expect(competition.properties.marketOpportunity).toMatchObject({ type: 'string', maxLength: 2000 });
  });

  it('is lint-clean by Redocly’s own CLI too: the config and its exceptions sit at the repository’s root', () => {
    const root = path.join(__dirname, '../../../..');
    expect(existsSync(path.join(root, 'redocly.yaml'))).toBe(true);
    expect(existsSync(path.join(root, '.redocly.lint-ignore.yaml'))).toBe(true);
    expect(readFileSync(path.join(root, '.redocly.lint-ignore.yaml'), 'utf8')).not.toContain('operation-4xx-response');
  });

  it('is committed as docs/api/openapi.json, exactly as served', async () => {
    const committed = await readCommittedOpenapi().catch(() => '');
    if (committed !== text) {
      throw new Error(
        `${path.relative(process.cwd(), openapiFile)} is not the live OpenAPI document: run \`${OPENAPI_WRITE_COMMAND}\` and commit the file.`,
      );
    }
    const served = await t.call('GET', '/api/docs/json');
    expect(`${JSON.stringify(served.body, null, 2)}\n`).toBe(text);
  });
});
