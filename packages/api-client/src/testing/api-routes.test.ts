// Client and server cannot drift apart: every call the api-client makes names a route the server's OpenAPI
// document (docs/api/openapi.json, written from the route schemas) lists with the same method.
import { profileFamilies } from '../profile-sections/profile-families';
import { apiCalls, pathReaches } from './api-calls.cjs';
import { listedRoutes } from './contract.cjs';

const routes = listedRoutes().map((route) => {
  const [method = '', template = ''] = route.split(' ');
  return { method, template };
});
const { calls, unread } = apiCalls(Object.values(profileFamilies));

it('reads the method and path of every apiClient call', () => {
  expect(unread).toEqual([]);
  expect(calls.length).toBeGreaterThan(100);
});

it('every call names a route of the OpenAPI document with the same method', () => {
  const missing = calls.flatMap((call) =>
    call.paths
      .filter((path) => !routes.some((route) => route.method === call.method && pathReaches(path, route.template)))
      .map((path) => `${call.where}: ${call.method} ${path}`),
  );
  expect(missing).toEqual([]);
});

it('would catch a call to a route the server does not have', () => {
  const reaches = (method: string, path: string) => routes.some((route) => route.method === method && pathReaches(path, route.template));
  expect(reaches('GET', 'api/follow/iFollow')).toBe(true);
  expect(reaches('GET', 'api/fund-info/get/{param}')).toBe(true);
  expect(reaches('DELETE', 'api/fund-info/get/{param}')).toBe(false);
  expect(reaches('GET', 'api/follow/i-follow/extra')).toBe(false);
});
