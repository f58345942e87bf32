import * as v from 'valibot';
import { notFound } from '../lib/errors';
import { routeSchema } from '../lib/route-schema';
import { startTestApp, type TestApp } from '../test/test-app';

const itemReply = v.object({ id: v.string(), createdAt: v.string() });

/** Test-only routes whose replies keep or break their contracts. */
function contractRoutes(app: TestApp['app']) {
  const schema = routeSchema({ tags: ['test'], summary: 'test', response: { 200: itemReply } });
  app.get('/api/__test/contract/ok', { schema, config: { auth: 'public' } }, async () => ({
    id: 'a',
    createdAt: new Date('2026-01-02T03:04:05Z'),
  }));
  app.get('/api/__test/contract/extra', { schema, config: { auth: 'public' } }, async () => ({
    id: 'a',
    createdAt: 'x',
    passwordHash: 'secret',
  }));
  app.get('/api/__test/contract/wrong', { schema, config: { auth: 'public' } }, async () => ({ id: 42, createdAt: 'x' }));
  app.get('/api/__test/contract/status', { schema, config: { auth: 'public' } }, async (_request, reply) =>
    reply.status(201).send({ id: 'a', createdAt: 'x' }),
  );
  app.get('/api/__test/contract/bad-error', { schema, config: { auth: 'public' } }, async (_request, reply) =>
    reply.status(404).send({ oops: true }),
  );
  const degraded = routeSchema({ tags: ['test'], summary: 'test', response: { 200: itemReply, 503: itemReply } });
  app.get('/api/__test/contract/degraded', { schema: degraded, config: { auth: 'public' } }, async (request, reply) => {
    if ((request.query as { fail?: string }).fail) throw notFound('Nothing here.');
    return reply.status(503).send({ id: 'a', createdAt: 'x' });
  });
}

describe('reply contracts (ADR 0008)', () => {
  describe('strict (tests and development)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, contractRoutes);
    });
    afterAll(() => t.close());

    it('sends a reply that keeps its contract, Dates as ISO strings', async () => {
      const res = await t.call('GET', '/api/__test/contract/ok');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 'a', createdAt: '2026-01-02T03:04:05.000Z' });
    });

    it('answers 500 naming the route and the key when a reply has a key its contract does not name', async () => {
      const res = await t.call('GET', '/api/__test/contract/extra');
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('REPLY_CONTRACT');
      expect(res.body.message).toContain('GET /api/__test/contract/extra (200)');
      expect(res.body.message).toContain('passwordHash: not in the contract');
      expect(JSON.stringify(res.body)).not.toContain('secret');
    });

    it('answers 500 when a value has the wrong type, naming the field but not the value', async () => {
      const res = await t.call('GET', '/api/__test/contract/wrong');
      expect(res.status).toBe(500);
      expect(res.body.message).toContain('id: expected string, got number');
      expect(res.body.message).not.toContain('42');
    });

    it('answers 500 for a success status the route does not declare', async () => {
      const res = await t.call('GET', '/api/__test/contract/status');
      expect(res.status).toBe(500);
      expect(res.body.message).toContain('status 201 is not among the replies the route declares');
    });

    it('holds error replies to the one error shape', async () => {
      const res = await t.call('GET', '/api/__test/contract/bad-error');
      expect(res.status).toBe(500);
      expect(res.body.message).toContain('(404) does not match its contract');
    });

    it('holds an error status the route declares to its own contract (a health 503), and thrown errors to the error shape', async () => {
      const degraded = await t.call('GET', '/api/__test/contract/degraded');
      expect(degraded.status).toBe(503);
      expect(degraded.body).toEqual({ id: 'a', createdAt: 'x' });
      const thrown = await t.call('GET', '/api/__test/contract/degraded?fail=1');
      expect(thrown.status).toBe(404);
      expect(thrown.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Nothing here.' });
    });

    it('lets every error reply of the API through unchanged (the one error shape)', async () => {
      const res = await t.call('GET', '/api/users/get-me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' });
    });
  });

  describe('strip (production)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ NODE_ENV: 'production' }, contractRoutes);
    });
    afterAll(() => t.close());

    it('sends the reply without the keys its contract does not name', async () => {
      const res = await t.call('GET', '/api/__test/contract/extra');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 'a', createdAt: 'x' });
    });

    it('still answers a reply whose values break the contract (logged, not failed)', async () => {
      const res = await t.call('GET', '/api/__test/contract/wrong');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 42, createdAt: 'x' });
    });
  });
});
