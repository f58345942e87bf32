import { type AppName, ownerOf, routeTable } from './route-ownership';

// ARCHITECTURE §3, route by route: each route is active in exactly one application.
const expected: [string, AppName][] = [
  ...[
    '/login',
    '/signup',
    '/resetPassword',
    '/newPassword',
    '/verifyEmail',
    '/verifyClaim',
    '/verifyIntroduction',
    '/verifyRequestAccess',
    '/claimFinalStep',
    '/smsCode',
    '/join',
    '/join/aboutYou',
    '/join/smsVerification',
    '/join/selectProfileType',
    '/join/fund/pointsOfInterest',
    '/join/investor/checkExistingProfiles',
    '/join/serviceProvider/quiz',
    '/code',
    '/apply',
    '/invitation',
    '/getStarted',
    '/investorJoin',
    '/qualificationInvestor',
    '/selectProfile',
    '/about',
    '/contact',
    '/learn',
    '/help-center',
    '/privacyPolicy',
    '/imprint',
    '/terms',
    '/membershipPlans/funds',
    '/404',
  ].map((r): [string, AppName] => [r, 'shell']),
  ...[
    '/',
    '/home',
    '/welcome',
    '/lpAndAllocator',
    '/gpsAndVcFunds',
    '/serviceProviders',
    '/fund/discovery',
    '/investor/discovery',
    '/serviceProvider/discovery',
  ].map((r): [string, AppName] => [r, 'mfe_discovery']),
  ...[
    '/fund',
    '/investor',
    '/serviceProvider',
    '/fund/northwind-ventures',
    '/investor/edit',
    '/fund/edit',
    '/serviceProvider/edit',
    '/settings/profileVisits',
    '/settings/invitations',
    '/settings/shareProfileLink/createLink',
    '/userSettings',
    '/userSettings/details',
    '/userSettings/details/manageEmails',
    '/userSettings/profiles',
    '/userSettings/sharedProfiles',
    '/getIntroduce',
  ].map((r): [string, AppName] => [r, 'mfe_profiles']),
  ...[
    '/settings/portfolioAndTrackRecords',
    '/graduationRates',
    '/fund/northwind/trackRecordPreview/42',
    '/fund/graduationRates/42/edit',
  ].map((r): [string, AppName] => [r, 'mfe_trackrecord']),
  ['/commitmentsAndBook', 'mfe_commitments'],
  ['/feedback', 'mfe_commitments'],
  ['/feedback/give', 'mfe_commitments'],
  ['/fundTodo', 'mfe_commitments'],
  ['/activityLog', 'mfe_commitments'],
  ['/dataRoom', 'mfe_dataroom'],
  ['/dataRoom/123/files', 'mfe_dataroom'],
  ['/feed', 'mfe_events_feed'],
  ['/events', 'mfe_events_feed'],
  ['/event', 'mfe_events_feed'],
  ['/admin', 'mfe_admin'],
  ['/admin/users', 'mfe_admin'],
  ['/no-such-page', 'shell'],
  ['/fund/a/b/c/d/e', 'mfe_profiles'],
];

describe('route ownership', () => {
  it.each(expected)('%s is owned by %s', (path, app) => {
    expect(ownerOf(path)).toBe(app);
  });

  it('ignores query strings and hashes', () => {
    expect(ownerOf('/fund/discovery?stage=Seed#results')).toBe('mfe_discovery');
  });

  it('gives every pattern of the table to its own application', () => {
    for (const [app, patterns] of Object.entries(routeTable)) {
      for (const pattern of patterns) {
        const concrete = pattern.replace(/:[A-Za-z]+/g, 'x').replace(/\/\*$/, '/anything');
        expect([pattern, ownerOf(concrete)]).toEqual([pattern, app]);
      }
    }
  });
});
