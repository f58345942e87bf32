/** @database none: a bare Fastify app, no test database is opened (jest.config.cjs). */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { authPlugin } from './auth';
import { declarePublicRoutes, routeAuthRegistry } from './route-auth';

const policy = { idleMinutes: 60, absoluteHours: 24 } as never;

async function get(app: FastifyInstance, url: string) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return fetch(`http://127.0.0.1:${port}${url}`);
}

describe('every route declares who may call it (fail closed)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('refuses to start and names each route that declares no config.auth', async () => {
    app = Fastify();
    await app.register(routeAuthRegistry);
    app.get('/api/declared', { config: { auth: 'public' } }, async () => ({ ok: true }));
    app.get('/api/forgotten', async () => ({ ok: true }));
    app.post('/api/also-forgotten', { config: {} }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/Missing on: GET \/api\/forgotten, POST \/api\/also-forgotten$/);
  });

  it('starts when every route declares it, including those a plugin declares public for a third-party plugin', async () => {
    app = Fastify();
    await app.register(routeAuthRegistry);
    await app.register(async (docs) => {
      declarePublicRoutes(docs, (route) => route.url.startsWith('/docs'));
      docs.get('/docs/page', async () => 'the docs');
    });
    app.get('/api/mine', { config: { auth: 'user' } }, async () => ({ ok: true }));
    await expect(app.ready()).resolves.toBeDefined();
    const docs = await get(app, '/docs/page');
    expect(docs.status).toBe(200);
  });

  it('treats a route that slipped past the check as for users: no token, 401', async () => {
    app = Fastify();
    // No registry here: the request-time default is the second line of defence.
    await app.register(authPlugin, { db: {} as Db, policy });
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/open', { config: { auth: 'public' } }, async () => ({ open: true }));
    const forgotten = await get(app, '/api/forgotten');
    expect(forgotten.status).toBe(401);
    const open = await fetch(`${forgotten.url.replace('/api/forgotten', '/api/open')}`);
    expect(open.status).toBe(200);
    const unknown = await fetch(`${forgotten.url.replace('/api/forgotten', '/api/nowhere')}`);
    expect(unknown.status).toBe(404);
  });
});
