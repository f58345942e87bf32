import * as v from 'valibot';
import * as enums from '.';

type Picklist = v.PicklistSchema<readonly (string | number)[], string>;
const entries: [string, unknown][] = Object.entries(enums);
const picklists = entries.filter(
  (entry): entry is [string, Picklist] =>
    entry[0].endsWith('Schema') && typeof entry[1] === 'object' && (entry[1] as { type?: string }).type === 'picklist',
);
const valueArrays = entries.filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]) && entry[1].every((item: unknown) => typeof item === 'string'),
);

describe('enumerations', () => {
  it('every value array has a picklist schema with exactly its values', () => {
    for (const [name, values] of valueArrays) {
      const schema = picklists.find(([, s]) => JSON.stringify(s.options) === JSON.stringify(values));
      // passwordAccessModes and magicLinkAccessModes are subsets, not enumerations of their own
      if (name === 'passwordAccessModes' || name === 'magicLinkAccessModes' || name === 'sharePermissionFlags') continue;
      expect({ name, hasSchema: schema !== undefined }).toEqual({ name, hasSchema: true });
    }
  });

  it.each(picklists)('%s accepts its values, rejects others, with a message of its own', (_name, schema) => {
    expect(new Set(schema.options).size).toBe(schema.options.length);
    for (const value of schema.options) expect(v.is(schema, value)).toBe(true);
    const result = v.safeParse(schema, '__unknown__');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toMatch(/^Select /);
  });

  it('keeps the spec values and spellings', () => {
    expect(enums.graduationTypes).toHaveLength(10);
    expect(enums.stages).toEqual(['PreSeed', 'Seed', 'SeriesA', 'SeriesB', 'SeriesC', 'SeriesCAndBeyond', 'SeriesD', 'SeriesE', 'SeriesF']);
    expect(enums.investmentStatuses).toEqual(['active', 'exit', 'WriteOff']);
    expect(enums.fundraisingStatuses).toContain('stealth-mode');
    expect(enums.postTags).toContain('CCReminder');
    expect(enums.accessModes.slice(0, 6)).toEqual([
      'ByEmail',
      'WithLink',
      'WithLinkAndPassword',
      'AnyoneWithLink',
      'AnyoneWithLinkAndPw',
      'AnyoneEnteringAnEmail',
    ]);
    expect(enums.profileTypes).toEqual(['fund', 'investor', 'serviceProvider']);
    expect(enums.profileStatuses).toEqual(['draft', 'pendingApproval', 'published', 'rejected', 'archived']);
    expect(enums.userRoles).toEqual(['user', 'admin']);
    expect(enums.contactStatuses).toEqual(['verified', 'unverified']);
  });
});

describe('roleAtLeast', () => {
  const roles = enums.profileMemberRoles;
  it.each(roles.flatMap((role, i) => roles.map((min, j) => [role, min, i <= j] as const)))(
    'roleAtLeast(%s, %s) is %s',
    (role, min, expected) => {
      expect(enums.roleAtLeast(role, min)).toBe(expected);
    },
  );
});

describe('profile status transitions', () => {
  it('follow the documented design', () => {
    expect(enums.canChangeProfileStatus('draft', 'pendingApproval')).toBe(true);
    expect(enums.canChangeProfileStatus('draft', 'published')).toBe(false);
    expect(enums.canChangeProfileStatus('pendingApproval', 'rejected')).toBe(true);
    expect(enums.canChangeProfileStatus('published', 'archived')).toBe(true);
    for (const status of enums.profileStatuses) expect(enums.profileStatusTransitions[status]).toBeDefined();
  });
});

describe('access modes', () => {
  it('knows the password and magic-link modes', () => {
    expect(enums.accessModes.filter(enums.accessModeNeedsPassword)).toEqual(['WithLinkAndPassword', 'AnyoneWithLinkAndPw']);
    expect(enums.accessModes.filter(enums.isMagicLinkAccessMode)).toEqual(['MagicLinkByEmail', 'MagicLinkAnyoneEnteringAnEmail']);
  });
});

describe('share permissions', () => {
  it('maps the two name forms one to one', () => {
    for (const flag of enums.sharePermissionFlags) {
      expect(enums.sharePermissionFlagByName[enums.sharePermissionNameByFlag[flag]]).toBe(flag);
    }
    expect(enums.sharePermissionNameByFlag.canUseAIChat).toBe('chat');
    expect(enums.sharePermissionNameByFlag.notifyOnUpdates).toBe('notifyUpdates');
  });
  it('converts between flags and names', () => {
    const flags = enums.sharePermissionsFromNames(['view', 'chat', 'notifyUpdates']);
    expect(flags).toEqual({
      canView: true,
      canDownload: false,
      canHide: false,
      canUseAIChat: true,
      notifyViews: false,
      notifyDownloads: false,
      batchNotifications: false,
      notifyOnUpdates: true,
    });
    expect(enums.sharePermissionsToNames(flags)).toEqual(['view', 'chat', 'notifyUpdates']);
  });
  it('sharePermissionsSchema fills missing flags with false', () => {
    expect(v.parse(enums.sharePermissionsSchema, { canDownload: true })).toEqual(enums.sharePermissionsFromNames(['download']));
  });
});

describe('graduation routes and track record status', () => {
  it('maps every route to a graduation type', () => {
    expect(Object.keys(enums.graduationTypeByRoute)).toEqual([...enums.graduationRoutes]);
    for (const type of Object.values(enums.graduationTypeByRoute)) expect(enums.graduationTypes).toContain(type);
  });
  it.each([
    ['WriteOff', 'write-off'],
    ['Realized', 'realized'],
    ['PartlyRealized', 'partly-realized'],
    ['Unrealized', 'active'],
    [null, 'active'],
  ] as const)('trackRecordInvestmentStatusOf(%s) is %s', (exitStatus, expected) => {
    expect(enums.trackRecordInvestmentStatusOf(exitStatus)).toBe(expected);
  });
});
