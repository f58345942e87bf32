/**
 * The release store's layout (issue 32, ADR 0072): what the release tool writes (`packages/release`) and what the
 * server reads to serve an environment (`plugins/release-web.ts`). It lives with the reader so the server never
 * depends on the build tooling (webpack, the apps' configs); the release tool depends on it.
 *
 *   releases/<area>/<version>/…             a release: the app's built files, `contract.json`, `release.json` (written
 *                                           last: a release without it is incomplete and cannot be promoted)
 *   releases/<area>/<version>/storybook/…   the area's own Storybook, built with it (issue 32.6), served for designers
 *   releases/<area>/<version>/review/<against>/…  a visual review of it against the version an environment ran
 *                                           (`<against>` is that version's segment, or `first`): its page and images,
 *                                           written after the release (served `no-cache`: not part of the release)
 *   releases/<area>/<version>/review.json   the review record: each comparison and the designers' decision (ADR 0076)
 *   sourcemaps/<area>/<version>/…           its source maps, for error tracking (never served)
 *   environments/<environment>.json         an environment: each area's promoted version and the history of changes
 *
 * `<version>` in a key or URL is the version with `+` written `_` (`0.1.0+ab12cd3` → `0.1.0_ab12cd3`): storage keys
 * allow no `+`, and S3 and some CDNs read a `+` in a URL path as a space.
 */

/** The areas that are released alone: the shell and each remote (their folders in the workspace). */
export const releaseAreas = [
  'shell',
  'mfe-discovery',
  'mfe-profiles',
  'mfe-dataroom',
  'mfe-trackrecord',
  'mfe-commitments',
  'mfe-events-feed',
  'mfe-admin',
] as const;
export type ReleaseArea = (typeof releaseAreas)[number];
export type RemoteArea = Exclude<ReleaseArea, 'shell'>;

export const isReleaseArea = (value: string): value is ReleaseArea => (releaseAreas as readonly string[]).includes(value);

/** The Module Federation name of a remote area (`mfe-events-feed` → `mfe_events_feed`): its key in remotes.json. */
export const federationNameOf = (area: RemoteArea) => area.replace(/-/g, '_');

/** A release version: `<package version>+<short commit>` (semver with build metadata). */
const versionPattern = /^\d+\.\d+\.\d+(-[0-9a-z.-]+)?\+[0-9a-z.]+$/i;
const segmentPattern = /^\d+\.\d+\.\d+(-[0-9a-z.-]+)?_[0-9a-z.]+$/i;

/** Accepts a version as written (`0.1.0+ab12cd3`) or as in a path (`0.1.0_ab12cd3`); returns the written form. */
export function parseReleaseVersion(value: string): string | undefined {
  if (versionPattern.test(value)) return value;
  if (segmentPattern.test(value)) return value.replace('_', '+');
  return undefined;
}

export const versionSegment = (version: string) => version.replace('+', '_');

export const releasePrefix = (area: ReleaseArea, version: string) => `releases/${area}/${versionSegment(version)}`;
export const releaseFileKey = (area: ReleaseArea, version: string, file: string) => `${releasePrefix(area, version)}/${file}`;
export const releaseInfoKey = (area: ReleaseArea, version: string) => releaseFileKey(area, version, 'release.json');
export const contractKey = (area: ReleaseArea, version: string) => releaseFileKey(area, version, 'contract.json');
/** Where a release's Storybook is stored, and the folder (relative to the release) its comparisons are written to. */
export const STORYBOOK_FOLDER = 'storybook';
export const REVIEW_FOLDER = 'review';
export const reviewRecordKey = (area: ReleaseArea, version: string) => releaseFileKey(area, version, 'review.json');
/** The folder of a comparison against `against` (the version live when it ran; null: the area's first release). */
export const reviewFolder = (against: string | null) => `${REVIEW_FOLDER}/${against ? versionSegment(against) : 'first'}`;

export const sourceMapKey = (area: ReleaseArea, version: string, file: string) => `sourcemaps/${area}/${versionSegment(version)}/${file}`;

/**
 * Where a release's renderer is stored (ADR 0102): the Node build of its start pages the API's render service loads.
 * Apart from the release's files, as source maps are: it is the server's, never sent to a browser.
 */
export const rendererKey = (area: ReleaseArea, version: string) => `renderers/${area}/${versionSegment(version)}/render-start-pages.cjs`;

const environmentPattern = /^[a-z][a-z0-9-]{0,39}$/;
export const isEnvironmentName = (value: string) => environmentPattern.test(value);
export const environmentKey = (environment: string) => {
  if (!isEnvironmentName(environment)) throw new Error(`invalid environment name: ${JSON.stringify(environment)}`);
  return `environments/${environment}.json`;
};

/** One area's place in an environment. */
export interface PromotedRelease {
  version: string;
  promotedAt: string;
  promotedBy: string;
  /** Put in with `--force` despite a refused contract check. */
  forced?: boolean;
}

/** One change of an environment, appended in the same write as the change itself. */
export interface HistoryEntry {
  revision: number;
  at: string;
  by: string;
  action: 'promote' | 'rollback';
  area: ReleaseArea;
  from: string | null;
  to: string;
  forced?: boolean;
  /** What the contract check said when `forced`. */
  problems?: string[];
  /** The designers' review of the promoted release against the version it replaced, as the promotion found it. */
  review?: ReviewSummary;
}

/**
 * The state of a release's visual review against the version an environment runs (ADR 0076):
 * accepted / rejected by a designer; `unchanged`: compared, no story changed; `pending`: compared, changes not yet
 * decided; `not-compared`: never compared against that version; `no-storybook`: nothing to compare.
 */
export type ReviewState = 'accepted' | 'rejected' | 'unchanged' | 'pending' | 'not-compared' | 'no-storybook';

export interface ReviewSummary {
  state: ReviewState;
  /** The version it was compared against (null: the area's first release in that environment). */
  against: string | null;
  by?: string;
  at?: string;
  /** Why it was rejected, or what was accepted. */
  reason?: string;
}

/** `environments/<environment>.json`: written whole, atomically, by one promotion at a time. */
export interface EnvironmentDocument {
  environment: string;
  /** +1 per change: the history's entries carry it, and it names the state a reader saw. */
  revision: number;
  areas: Partial<Record<ReleaseArea, PromotedRelease>>;
  history: HistoryEntry[];
}

export const emptyEnvironment = (environment: string): EnvironmentDocument => ({ environment, revision: 0, areas: {}, history: [] });

/**
 * The environment as the shell reads it (remotes.json): each promoted remote → its released `mf-manifest.json` under
 * `releasesUrl` (`/releases` on the API's own origin, or a CDN's address).
 */
export function remotesMapOf(document: EnvironmentDocument, releasesUrl: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const area of releaseAreas) {
    const promoted = document.areas[area];
    if (area === 'shell' || !promoted) continue;
    map[federationNameOf(area)] = `${releasesUrl}/${area}/${versionSegment(promoted.version)}/mf-manifest.json`;
  }
  return map;
}

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The content type a released file is stored (S3) and served with, by its extension. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return (dot >= 0 && contentTypes[file.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

/** Released files never change (their path names the version): a CDN and a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
