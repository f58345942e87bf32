import { startTestApp, type TestApp } from '../test/test-app';

describe('platform: errors, security headers, CORS, OpenAPI', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'http://localhost:3001' }, (app) => {
      app.get('/api/__test/boom', { config: { auth: 'public' } }, async () => {
        throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
      });
    });
  });
  afterAll(() => t.close());

  it('answers GET /api/health with the database state', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok', version: expect.any(String) });
  });

  it('answers an unknown route with a 404 error body', async () => {
    const res = await t.call('GET', '/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/no-such-route not found' });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const res = await t.call('POST', '/api/auth/login', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  // Flagged twice before (issue 31.6): Fastify parses text/plain by default, so such a body reached validation as a
  // string and came back 422, as if the JSON had been wrong. Only JSON (and multipart where a route says so) is read.
  it.each([
    ['text/plain', '{"email":"a@b.example","password":"x"}'],
    ['text/plain; charset=utf-8', 'hello'],
    ['application/xml', '<login/>'],
    ['text/csv', 'email,password'],
  ])('answers a %s body on a JSON route with 415 and the error shape', async (type, rawBody) => {
    const res = await t.call('POST', '/api/auth/login', { rawBody, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'This content type is not supported here; send application/json.',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers validation failures with 422 and the field messages', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', errors: { email: ['Invalid email address'] } });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const res = await t.call('GET', '/api/__test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret_table|SELECT|stack/i);
  });

  it('answers 401 for a profile-scoped or user route without a token', async () => {
    const res = await t.call('GET', '/api/users/get-me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('sets security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows the web app origins with credentials and refuses others', async () => {
    const allowed = await t.call('OPTIONS', '/api/users/get-me', {
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,meta-profile-id',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('meta-profile-id');
    const refused = await t.call('OPTIONS', '/api/users/get-me', {
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the OpenAPI document listing every route, and its UI', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const [p, methods] of Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)) {
      for (const m of Object.keys(methods)) documented.add(`${m.toUpperCase()} ${p}`);
    }
    // Every route the app serves under /api (but the docs themselves and test-only routes) is in the document.
    const served: string[] = [];
    for (const route of t.app.apiRoutes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.url.startsWith('/api/__test')) continue;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        served.push(`${method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
      }
    }
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
    const ui = await fetch(`${t.baseUrl}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });
});
