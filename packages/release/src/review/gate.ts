import type { ReleaseArea, ReviewSummary } from '@fundnet/server/releases';
import type { ReleaseStore } from '../store';
import { changesOf, comparisonAgainst, type ReviewVerdict, readReviewRecord, reviewSummaryFor, reviewVerdict } from './record';
import { releaseInfoOf } from './release-info';

/** The environments that promote reviewed releases only, from RELEASE_REVIEW_REQUIRED (comma-separated; default production). */
export function reviewRequiredEnvironments(value: string | undefined): string[] {
  return (value ?? 'production')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Where the release `version` of `area` stands with designers against `from`, the version the environment runs, and
 * what that means for promoting it there (record.ts, `reviewVerdict`).
 */
export async function reviewGate(
  store: ReleaseStore,
  target: { area: ReleaseArea; version: string; from: string | null; environment: string; reviewRequired: boolean },
): Promise<{ summary: ReviewSummary; verdict: ReviewVerdict }> {
  const [info, record] = await Promise.all([
    releaseInfoOf(store, target.area, target.version),
    readReviewRecord(store, target.area, target.version),
  ]);
  const summary = reviewSummaryFor(record, target.from, Boolean(info?.storybook));
  const verdict = reviewVerdict(summary, { ...target, changes: changesOf(comparisonAgainst(record, target.from)) });
  return { summary, verdict };
}
