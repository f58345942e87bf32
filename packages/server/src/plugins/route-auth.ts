import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fail closed (issue 31.4): every route says who may call it in `config.auth`. A route that forgets is not quietly
 * public: the app refuses to start and names it, and should one slip past (a route added after start-up), the auth
 * plugin treats it as 'user'. Registered before any other plugin, so it sees every route, including the ones that
 * third-party plugins add (CORS preflight, the API docs, static files); those are declared public where they are
 * registered, with `declarePublicRoutes`.
 */
export const routeAuthRegistry = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routesWithoutAuth(routes);
    if (undeclared.length > 0) {
      throw new Error(
        `Every route must declare who may call it (config.auth: 'public' | 'optional' | 'user' | 'admin'). Missing on: ${undeclared.join(', ')}`,
      );
    }
  });
});

/** `METHOD url` of each route with no `config.auth`, once per route (a GET's automatic HEAD is not named again). */
export function routesWithoutAuth(routes: readonly RouteOptions[]): string[] {
  const named = new Set<string>();
  for (const route of routes) {
    if (route.config?.auth !== undefined) continue;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) continue;
    named.add(`${methods.join(',')} ${route.url}`);
  }
  return [...named];
}

/**
 * Declares public the routes a third-party plugin registers from here on, when `matches` says they are its own
 * (the plugin's routes cannot carry our config). Call it before registering that plugin.
 */
export function declarePublicRoutes(app: FastifyInstance, matches: (route: RouteOptions) => boolean) {
  app.addHook('onRoute', (route) => {
    if (route.config?.auth === undefined && matches(route)) route.config = { ...route.config, auth: 'public' };
  });
}
