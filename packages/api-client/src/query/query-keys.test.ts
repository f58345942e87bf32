import { isProfileScopedKey, profileScope, queryKeyFamilies, queryKeys } from './query-keys';

describe('queryKeys', () => {
  const usersKeys = queryKeys('users');

  it('builds keys that start with the family name', () => {
    expect(usersKeys.all).toEqual(['users']);
    expect(usersKeys.key('me')).toEqual(['users', 'me']);
    expect(usersKeys.key('detail', 42, { page: 1 })).toEqual(['users', 'detail', 42, { page: 1 }]);
  });

  it('ends profile-scoped keys with the profile scope', () => {
    const key = usersKeys.scoped({ id: 'f1', type: 'fund' }, 'team');
    expect(key).toEqual(['users', 'team', { profileScope: 'fund:f1' }]);
    expect(usersKeys.scoped(null, 'team')).toEqual(['users', 'team', { profileScope: null }]);
    expect(isProfileScopedKey(key)).toBe(true);
    expect(isProfileScopedKey(usersKeys.key('me'))).toBe(false);
    expect(profileScope({ id: '1', type: 'investor' })).toEqual({ profileScope: 'investor:1' });
  });

  it('registers each family once', () => {
    expect(queryKeys('users')).toBe(usersKeys);
    expect(queryKeyFamilies()).toContain('users');
    expect(() => queryKeys('')).toThrow(TypeError);
  });
});
