import type { ProfileType } from '@fundnet/validation-schema';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { type Role, type Team, team } from '../profile-sections/family-test-support';

/**
 * The access matrix of the profile-management screens (profile-cta, profile-nda, profile-company,
 * profile-notifications): every profile type, any member role from `minRole`.
 */

const weaker: Record<Role, Role | null> = { owner: 'admin', admin: 'editor', editor: 'viewer', viewer: null };

export interface ScreenRoute {
  label: string;
  method: string;
  path: string;
  minRole: Role;
  body?: unknown;
  ok: number;
}

/**
 * Anonymous 401; a user who is no member 403; a member of another profile passing this profile's headers
 * 403; no profile headers 400; the role below `minRole` 403 ROLE_TOO_LOW; `minRole` itself gets `ok`.
 */
export async function checkScreenAccess(t: TestApp, type: ProfileType, route: ScreenRoute): Promise<Team> {
  const members = await team(t, type);
  const call = (user: TestUser | null, profile?: { id: string; type: string }) =>
    t.call(route.method, route.path, { ...(user ? as(user, profile) : { profile }), body: route.body });
  const anonymous = await call(null, members.profile);
  expect(anonymous.status).toBe(401);
  const outsider = await call(await createUser(t), members.profile);
  expect(outsider.status).toBe(403);
  expect(outsider.body.code).toBe('NOT_A_MEMBER');
  const otherOwner = await createUser(t);
  await createProfile(t, otherOwner, { type });
  const other = await call(otherOwner, members.profile);
  expect(other.status).toBe(403);
  expect(other.body.code).toBe('NOT_A_MEMBER');
  expect((await call(members.owner)).status).toBe(400);
  const below = weaker[route.minRole];
  if (below) {
    const res = await call(members[below], members.profile);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ROLE_TOO_LOW');
  }
  const allowed = await call(members[route.minRole], members.profile);
  expect({ status: allowed.status, body: allowed.status === route.ok ? undefined : allowed.body }).toEqual({
    status: route.ok,
    body: undefined,
  });
  return members;
}

export const profileTypesUnderTest: ProfileType[] = ['fund', 'investor', 'serviceProvider'];
