/** @database any: the HTTP surface, the same on either database, so it runs in one server pass only (jest.config.cjs). */
import { type Actor, actors, crossTenantAllowList, openByConfig } from './access-allowlist';
import type { CallOptions, TestApp } from '../test/test-app';
import {
  createWorld,
  type DocumentedOperation,
  documentedOperations,
  fillPath,
  internalsIn,
  profileTypeFor,
  startIsolatedTestApp,
  victimPathValue,
  type World,
} from './test-support';

/**
 * The authorization matrix (issue 9.10): every operation of the OpenAPI document × every actor of
 * access-allowlist.ts. An actor the route's config does not let in must get 401, 403 or 404; a stranger
 * calling a GET or DELETE with another tenant's ids in the path too, unless crossTenantAllowList says why
 * not. No call may answer 5xx or show internals. A route added later is covered with no new test code.
 */

const DENIED = [401, 403, 404];

function callOptions(actor: Actor, world: World): CallOptions {
  const victimHeaders = { id: world.victimProfile.id, type: world.victimProfile.type };
  switch (actor) {
    case 'anonymous':
      return { profile: victimHeaders };
    case 'stranger':
      return { token: world.stranger.token, profile: { id: world.strangerProfile.id, type: world.strangerProfile.type } };
    case 'strangerWithVictimHeaders':
      return { token: world.stranger.token, profile: victimHeaders };
    case 'lowestMember':
      return { token: world.lowestMember.token, profile: victimHeaders };
    case 'administrator':
      return { token: world.administrator.token, profile: victimHeaders };
  }
}

/** Whether the call must be refused, and why (for the failure message). */
function mustRefuse(operation: DocumentedOperation, actor: Actor): string | undefined {
  if (!openByConfig(operation.route.config, actor)) return 'its route config does not admit this actor';
  const crossTenant =
    (actor === 'stranger' || actor === 'strangerWithVictimHeaders') &&
    operation.pathParams.length > 0 &&
    (operation.method === 'GET' || operation.method === 'DELETE') &&
    !operation.route.config.profile;
  if (crossTenant && (operation.route.config.auth ?? 'public') !== 'public' && !(operation.operationId in crossTenantAllowList)) {
    return 'it names another tenant’s resource (add it to crossTenantAllowList with a reason if that is intended)';
  }
  return undefined;
}

describe('authorization matrix: every operation × every actor', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];

  beforeAll(async () => {
    t = await startIsolatedTestApp('fundnet_matrix');
    operations = await documentedOperations(t);
  });
  afterAll(() => t.close());

  it(`holds every operation to its route config (${actors.length} actors)`, async () => {
    const failures: string[] = [];
    let calls = 0;
    const started = Date.now();
    for (const operation of operations) {
      const world = await createWorld(t, profileTypeFor(operation));
      const params = Object.fromEntries(operation.pathParams.map((p) => [p.name, victimPathValue(p.name, p.schema, world)]));
      const url = fillPath(operation.path, params);
      // The least a body can be: the refusals come from the auth and profile plugins, before validation.
      const body =
        operation.body || operation.method === 'POST' || operation.method === 'PUT' || operation.method === 'PATCH' ? {} : undefined;
      for (const actor of actors) {
        const refuse = mustRefuse(operation, actor);
        const result = await t.call(operation.method, url, { ...callOptions(actor, world), body });
        calls += 1;
        const where = `${operation.operationId} (${operation.method} ${url}) as ${actor}`;
        if (result.status >= 500) failures.push(`${where}: ${result.status} ${JSON.stringify(result.body)}`);
        else if (refuse && !DENIED.includes(result.status))
          failures.push(`${where}: ${result.status}, expected 401/403/404 because ${refuse}`);
        const internals = internalsIn(result);
        if (internals.length) failures.push(`${where}: the reply shows ${internals.join(', ')}`);
      }
    }
    console.info(
      `authorization matrix: ${operations.length} operations × ${actors.length} actors = ${calls} calls in ${Date.now() - started} ms`,
    );
    expect(calls).toBe(operations.length * actors.length);
    expect(failures).toEqual([]);
  }, 600_000);
});
