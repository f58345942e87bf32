/**
 * Which application owns a URL (ARCHITECTURE §3). Patterns are matched most-specific first, so
 * /fund/discovery goes to discovery while /fund goes to profiles, and every path is active in exactly one app.
 * Unmatched paths belong to the shell, which shows its 404 page.
 */
export type AppName =
  | 'shell'
  | 'mfe_discovery'
  | 'mfe_profiles'
  | 'mfe_dataroom'
  | 'mfe_trackrecord'
  | 'mfe_commitments'
  | 'mfe_events_feed'
  | 'mfe_admin';

export const routeTable: Record<AppName, string[]> = {
  shell: [
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
    '/join/*',
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
    '/membershipPlans/*',
    '/404',
  ],
  mfe_discovery: [
    '/',
    '/home',
    '/welcome',
    '/lpAndAllocator',
    '/gpsAndVcFunds',
    '/serviceProviders',
    '/fund/discovery',
    '/investor/discovery',
    '/serviceProvider/discovery',
    '/favorites',
    '/followers',
  ],
  mfe_profiles: [
    '/fund',
    '/fund/*',
    '/investor',
    '/investor/*',
    '/serviceProvider',
    '/serviceProvider/*',
    '/profile/*',
    '/settings/*',
    '/userSettings',
    '/userSettings/*',
    '/getIntroduce',
  ],
  mfe_trackrecord: [
    '/settings/portfolioAndTrackRecords',
    '/settings/portfolioAndTrackRecords/*',
    '/graduationRates',
    '/fund/:slug/trackRecordPreview/:trackRecordId',
    '/fund/graduationRates/:trackRecordId/edit',
  ],
  mfe_commitments: ['/commitmentsAndBook', '/commitmentsAndBook/*', '/dashboard', '/feedback', '/feedback/*', '/fundTodo', '/activityLog'],
  mfe_dataroom: ['/dataRoom', '/dataRoom/*'],
  mfe_events_feed: ['/feed', '/feed/*', '/events', '/event', '/event/*'],
  mfe_admin: ['/admin', '/admin/*'],
};

interface CompiledPattern {
  app: AppName;
  pattern: string;
  segments: string[];
  wildcard: boolean;
  /** Static segments weigh most, then parameters; a trailing wildcard weighs least. */
  score: number;
}

const compiled: CompiledPattern[] = Object.entries(routeTable)
  .flatMap(([app, patterns]) =>
    patterns.map((pattern) => {
      const wildcard = pattern.endsWith('/*');
      const segments = pattern.replace(/\/\*$/, '').split('/').filter(Boolean);
      const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? 2 : 3), 0) * 10 + (wildcard ? 0 : 1);
      return { app: app as AppName, pattern, segments, wildcard, score };
    }),
  )
  .sort((a, b) => b.score - a.score);

function matches(p: CompiledPattern, parts: string[]) {
  if (p.wildcard ? parts.length <= p.segments.length : parts.length !== p.segments.length) return false;
  return p.segments.every((segment, i) => segment.startsWith(':') || segment === parts[i]);
}

/** The application that owns a pathname; 'shell' (its 404 page) when nothing else does. */
export function ownerOf(pathname: string): AppName {
  const parts = pathname.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean);
  return compiled.find((p) => matches(p, parts))?.app ?? 'shell';
}

/** A single-spa activity function for one application. */
export const activeWhen = (app: AppName) => (location: Location) => ownerOf(location.pathname) === app;
