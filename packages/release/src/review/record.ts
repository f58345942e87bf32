import { type ReleaseArea, type ReviewSummary, reviewRecordKey } from '@fundnet/server/releases';
import type { ReleaseStore } from '../store';

/**
 * A release's visual review record (`releases/<area>/<version>/review.json`, ADR 0076): each comparison of its
 * Storybook with the one of the version an environment ran, and what a designer decided about it. Written through the
 * store's serialized `update`, so a comparison and a decision made at once never lose one another.
 */

/** A story as Storybook's index.json names it. */
export interface StoryRef {
  id: string;
  title: string;
  name: string;
}

export interface ChangedStory extends StoryRef {
  changedPixels: number;
  /** Share of the compared area that changed, 0..1. */
  ratio: number;
  sizes?: { live: [number, number]; next: [number, number] };
}

export interface ReviewDecision {
  state: 'accepted' | 'rejected';
  by: string;
  at: string;
  /** Why it was rejected (required), or a note on what was accepted. */
  reason?: string;
}

export interface Comparison {
  /** The version it was compared against: what `environment` ran then (null: the area's first release there). */
  against: string | null;
  environment: string;
  at: string;
  by: string;
  /** The page a designer opens, relative to the release (`review/<against>/index.html`). */
  page: string;
  /** False when the version compared against has no Storybook (released before issue 32.6): every story is new. */
  liveStorybook: boolean;
  changed: ChangedStory[];
  added: StoryRef[];
  removed: StoryRef[];
  unchanged: StoryRef[];
  /** Stories that threw or did not render in either Storybook (their screenshot shows what the page showed). */
  errors: Array<StoryRef & { in: 'live' | 'new'; error: string }>;
  seconds: number;
  decision?: ReviewDecision;
}

export interface ReviewRecord {
  schema: 'fundnet.review/1';
  area: ReleaseArea;
  version: string;
  /** One per version compared against; comparing again replaces it (and its decision: the images may differ). */
  comparisons: Comparison[];
}

export class ReviewError extends Error {
  override name = 'ReviewError';
}

/** What a designer must look at: stories that changed, came or went, or that the new release fails to render. */
const differs = (comparison: Comparison) => changesOf(comparison) > 0;

export const emptyRecord = (area: ReleaseArea, version: string): ReviewRecord => ({
  schema: 'fundnet.review/1',
  area,
  version,
  comparisons: [],
});

export function withComparison(record: ReviewRecord, comparison: Comparison): ReviewRecord {
  return { ...record, comparisons: [...record.comparisons.filter((c) => c.against !== comparison.against), comparison] };
}

export function comparisonAgainst(record: ReviewRecord | null, against: string | null): Comparison | undefined {
  return record?.comparisons.find((c) => c.against === against);
}

/** Records a designer's decision on the comparison against `against`, which must exist (a decision is about images seen). */
export function withDecision(record: ReviewRecord | null, against: string | null, decision: ReviewDecision): ReviewRecord {
  const comparison = comparisonAgainst(record, against);
  if (!record || !comparison) {
    throw new ReviewError(
      `${record?.area ?? 'this release'} was not compared with ${against ?? 'nothing (its first release)'} yet: compare it first, then decide on what the page shows`,
    );
  }
  if (decision.state === 'rejected' && !decision.reason?.trim()) throw new ReviewError('say why it is rejected: --reject "<why>"');
  return withComparison(record, { ...comparison, decision });
}

/** Where a release's review stands against the version an environment runs (`against`). */
export function reviewSummaryFor(record: ReviewRecord | null, against: string | null, hasStorybook: boolean): ReviewSummary {
  if (!hasStorybook) return { state: 'no-storybook', against };
  const comparison = comparisonAgainst(record, against);
  if (!comparison) return { state: 'not-compared', against };
  if (comparison.decision) {
    const { state, by, at, reason } = comparison.decision;
    return { state, against, by, at, ...(reason ? { reason } : {}) };
  }
  return differs(comparison)
    ? { state: 'pending', against, by: comparison.by, at: comparison.at }
    : { state: 'unchanged', against, by: comparison.by, at: comparison.at };
}

export interface ReviewVerdict {
  /** What refuses the promotion (unless forced). */
  problems: string[];
  /** What the person promoting should know. */
  notes: string[];
}

/**
 * The promotion rule (ADR 0076): a release whose review was rejected, or whose comparison found changes nobody decided
 * on, is refused in every environment; in an environment that requires reviews (RELEASE_REVIEW_REQUIRED, default
 * production) so is one never compared with what it runs, or one without a Storybook to compare. Accepted and unchanged
 * releases pass.
 */
export function reviewVerdict(
  summary: ReviewSummary,
  target: { area: ReleaseArea; version: string; environment: string; reviewRequired: boolean; changes?: number },
): ReviewVerdict {
  const { area, version, environment } = target;
  const live = summary.against ? `${environment}'s ${summary.against}` : `what ${environment} runs (nothing yet)`;
  const command = `pnpm release:review ${environment} ${area} ${version}`;
  switch (summary.state) {
    case 'accepted':
    case 'unchanged':
      return { problems: [], notes: [] };
    case 'rejected':
      return {
        problems: [`designers rejected ${area} ${version} against ${live}: "${summary.reason ?? ''}" (${summary.by}, ${summary.at})`],
        notes: [],
      };
    case 'pending':
      return {
        problems: [
          `${area} ${version} changes ${target.changes ?? 'some'} stor${target.changes === 1 ? 'y' : 'ies'} against ${live} and nobody accepted them: open its review page, then ${command} --accept (or --reject "<why>")`,
        ],
        notes: [],
      };
    case 'not-compared': {
      const text = `${area} ${version} was not compared with ${live}: ${command}`;
      return target.reviewRequired
        ? { problems: [`${text}; ${environment} promotes reviewed releases only`], notes: [] }
        : { problems: [], notes: [`not reviewed: ${text}`] };
    }
    case 'no-storybook': {
      const text = `${area} ${version} has no Storybook to review (released with --no-storybook or from a dist)`;
      return target.reviewRequired
        ? { problems: [`${text}; ${environment} promotes reviewed releases only`], notes: [] }
        : { problems: [], notes: [`not reviewed: ${text}`] };
    }
  }
}

/** How many stories a comparison found different (changed, new, removed, or failing to render in the new release). */
export const changesOf = (comparison: Comparison | undefined) =>
  comparison
    ? comparison.changed.length +
      comparison.added.length +
      comparison.removed.length +
      // A story the new release fails to render is a change even when both screenshots show the same error.
      comparison.errors.filter((e) => e.in === 'new' && !comparison.changed.some((c) => c.id === e.id)).length
    : 0;

/** The review state in one line (`release:promote`, `release:status`). */
export function formatReview(summary: ReviewSummary): string {
  const against = summary.against ? `against ${summary.against}` : 'first release';
  switch (summary.state) {
    case 'accepted':
      return `accepted by ${summary.by} at ${summary.at} (${against})${summary.reason ? `: ${summary.reason}` : ''}`;
    case 'rejected':
      return `rejected by ${summary.by} at ${summary.at} (${against}): ${summary.reason ?? ''}`;
    case 'unchanged':
      return `no story changed (${against}, compared ${summary.at})`;
    case 'pending':
      return `changes not yet reviewed (${against}, compared ${summary.at})`;
    case 'not-compared':
      return `not compared (${against})`;
    case 'no-storybook':
      return 'no Storybook to review';
  }
}

/** The record as last written, or null when the release was never compared. */
export async function readReviewRecord(
  store: { get(key: string): Promise<Buffer | null> },
  area: ReleaseArea,
  version: string,
): Promise<ReviewRecord | null> {
  const body = await store.get(reviewRecordKey(area, version));
  return body ? (JSON.parse(body.toString('utf8')) as ReviewRecord) : null;
}

/** Changes the record in one serialized, atomic write (the store's `update`, as for an environment). */
export async function updateReviewRecord(
  store: ReleaseStore,
  area: ReleaseArea,
  version: string,
  change: (record: ReviewRecord) => ReviewRecord,
): Promise<ReviewRecord> {
  let next: ReviewRecord | undefined;
  await store.update(reviewRecordKey(area, version), async (current) => {
    next = change(current ? (JSON.parse(current.toString('utf8')) as ReviewRecord) : emptyRecord(area, version));
    return Buffer.from(`${JSON.stringify(next, null, 2)}\n`);
  });
  return next as ReviewRecord;
}
