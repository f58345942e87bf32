import { profileMemberRoles, profileStatuses, profileTypes } from '../enums/profiles';
import {
  profileMemberRoleLabels,
  profilePublicPath,
  profileStatusLabels,
  profileTypeLabels,
  profileTypePaths,
  profileTypePluralLabels,
} from './profile-facts';

describe('profile facts', () => {
  it('name every profile kind, status and role, each differently', () => {
    for (const [values, labels] of [
      [profileTypes, profileTypeLabels],
      [profileTypes, profileTypePluralLabels],
      [profileTypes, profileTypePaths],
      [profileStatuses, profileStatusLabels],
      [profileMemberRoles, profileMemberRoleLabels],
    ] as const) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      expect(new Set(Object.values(labels)).size).toBe(values.length);
    }
  });

  it('put a public page under its kind’s path, the slug encoded', () => {
    expect(profilePublicPath({ type: 'serviceProvider', slug: 'harbour-legal' })).toBe('/serviceProvider/harbour-legal');
    expect(profilePublicPath({ type: 'fund', slug: 'a b/c' })).toBe('/fund/a%20b%2Fc');
  });
});
