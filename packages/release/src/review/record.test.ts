import {
  type Comparison,
  emptyRecord,
  formatReview,
  ReviewError,
  reviewSummaryFor,
  reviewVerdict,
  type StoryRef,
  withComparison,
  withDecision,
} from './record';

// The review record and the promotion rule (ADR 0076), as pure functions: what a comparison and a decision make of a
// release's review against the version an environment runs, and what that allows.
const story = (id: string): StoryRef => ({ id, title: 'Data room/Tree', name: id });
const comparison = (against: string | null, changes: { changed?: number; added?: number } = {}): Comparison => ({
  against,
  environment: 'production',
  at: '2026-11-29T10:00:00.000Z',
  by: 'dev@example.com',
  page: `review/${against ?? 'first'}/index.html`,
  liveStorybook: true,
  changed: Array.from({ length: changes.changed ?? 0 }, (_, i) => ({ ...story(`changed-${i}`), changedPixels: 120, ratio: 0.01 })),
  added: Array.from({ length: changes.added ?? 0 }, (_, i) => story(`added-${i}`)),
  removed: [],
  unchanged: [story('same')],
  errors: [],
  seconds: 12,
});
const target = { area: 'mfe-dataroom', version: '0.2.0+bbb2222', environment: 'production', reviewRequired: true } as const;
const decision = (state: 'accepted' | 'rejected', reason?: string) => ({
  state,
  by: 'dana@example.com',
  at: '2026-11-29T11:00:00.000Z',
  ...(reason ? { reason } : {}),
});

it('is pending once a comparison found changes, and accepted or rejected once a designer decides', () => {
  let record = withComparison(emptyRecord('mfe-dataroom', '0.2.0+bbb2222'), comparison('0.1.0+bbb1111', { changed: 2, added: 1 }));
  expect(reviewSummaryFor(record, '0.1.0+bbb1111', true)).toMatchObject({ state: 'pending', against: '0.1.0+bbb1111' });
  expect(reviewVerdict(reviewSummaryFor(record, '0.1.0+bbb1111', true), { ...target, changes: 3 }).problems).toEqual([
    'mfe-dataroom 0.2.0+bbb2222 changes 3 stories against production\'s 0.1.0+bbb1111 and nobody accepted them: open its review page, then pnpm release:review production mfe-dataroom 0.2.0+bbb2222 --accept (or --reject "<why>")',
  ]);

  record = withDecision(record, '0.1.0+bbb1111', decision('rejected', 'the upload button lost its contrast'));
  const rejected = reviewSummaryFor(record, '0.1.0+bbb1111', true);
  expect(rejected).toEqual({
    state: 'rejected',
    against: '0.1.0+bbb1111',
    by: 'dana@example.com',
    at: '2026-11-29T11:00:00.000Z',
    reason: 'the upload button lost its contrast',
  });
  expect(reviewVerdict(rejected, target).problems).toEqual([
    'designers rejected mfe-dataroom 0.2.0+bbb2222 against production\'s 0.1.0+bbb1111: "the upload button lost its contrast" (dana@example.com, 2026-11-29T11:00:00.000Z)',
  ]);
  // Rejected in every environment, not only where reviews are required.
  expect(reviewVerdict(rejected, { ...target, reviewRequired: false }).problems).toHaveLength(1);

  record = withDecision(record, '0.1.0+bbb1111', decision('accepted'));
  expect(reviewVerdict(reviewSummaryFor(record, '0.1.0+bbb1111', true), target)).toEqual({ problems: [], notes: [] });
  expect(formatReview(reviewSummaryFor(record, '0.1.0+bbb1111', true))).toBe(
    'accepted by dana@example.com at 2026-11-29T11:00:00.000Z (against 0.1.0+bbb1111)',
  );
});

it('lets a release with no visual change pass without a decision', () => {
  const record = withComparison(emptyRecord('mfe-dataroom', '0.2.0+bbb2222'), comparison('0.1.0+bbb1111'));
  const summary = reviewSummaryFor(record, '0.1.0+bbb1111', true);
  expect(summary.state).toBe('unchanged');
  expect(reviewVerdict(summary, target)).toEqual({ problems: [], notes: [] });
});

it('holds a review to the version it was compared against: another live version needs its own comparison', () => {
  const record = withDecision(
    withComparison(emptyRecord('mfe-dataroom', '0.3.0+bbb3333'), comparison('0.1.0+bbb1111', { changed: 1 })),
    '0.1.0+bbb1111',
    decision('accepted'),
  );
  const summary = reviewSummaryFor(record, '0.2.0+bbb2222', true);
  expect(summary).toEqual({ state: 'not-compared', against: '0.2.0+bbb2222' });
  expect(reviewVerdict(summary, { ...target, version: '0.3.0+bbb3333' }).problems).toEqual([
    "mfe-dataroom 0.3.0+bbb3333 was not compared with production's 0.2.0+bbb2222: pnpm release:review production mfe-dataroom 0.3.0+bbb3333; production promotes reviewed releases only",
  ]);
  // Where reviews are not required, an unreviewed release goes in with a note.
  expect(reviewVerdict(summary, { ...target, environment: 'local', reviewRequired: false })).toEqual({
    problems: [],
    notes: [expect.stringContaining('not reviewed: mfe-dataroom 0.2.0+bbb2222 was not compared with')],
  });
});

it('drops the decision when the same comparison is made again (the images may differ)', () => {
  let record = withComparison(emptyRecord('mfe-dataroom', '0.2.0+bbb2222'), comparison('0.1.0+bbb1111', { changed: 1 }));
  record = withDecision(record, '0.1.0+bbb1111', decision('accepted'));
  record = withComparison(record, comparison('0.1.0+bbb1111', { changed: 1 }));
  expect(record.comparisons).toHaveLength(1);
  expect(reviewSummaryFor(record, '0.1.0+bbb1111', true).state).toBe('pending');
});

it('refuses a decision on images nobody compared, and a rejection without a reason', () => {
  expect(() => withDecision(null, '0.1.0+bbb1111', decision('accepted'))).toThrow(ReviewError);
  const record = withComparison(emptyRecord('mfe-dataroom', '0.2.0+bbb2222'), comparison(null, { added: 4 }));
  expect(() => withDecision(record, '0.1.0+bbb1111', decision('accepted'))).toThrow('was not compared with 0.1.0+bbb1111 yet');
  expect(() => withDecision(record, null, decision('rejected', '  '))).toThrow('say why it is rejected');
  expect(reviewSummaryFor(withDecision(record, null, decision('accepted')), null, true).state).toBe('accepted');
});

it('says a release without a Storybook cannot be reviewed: refused where reviews are required, noted elsewhere', () => {
  const summary = reviewSummaryFor(null, '0.1.0+bbb1111', false);
  expect(summary.state).toBe('no-storybook');
  expect(reviewVerdict(summary, target).problems).toEqual([
    'mfe-dataroom 0.2.0+bbb2222 has no Storybook to review (released with --no-storybook or from a dist); production promotes reviewed releases only',
  ]);
  expect(reviewVerdict(summary, { ...target, reviewRequired: false }).problems).toEqual([]);
});

it('asks a decision on a story the new release fails to render, even when its screenshot looks the same', () => {
  const failing = { ...comparison('0.1.0+bbb1111'), errors: [{ ...story('same'), in: 'new' as const, error: 'threw TypeError' }] };
  const record = withComparison(emptyRecord('mfe-dataroom', '0.2.0+bbb2222'), failing);
  expect(reviewSummaryFor(record, '0.1.0+bbb1111', true).state).toBe('pending');
  // One that failed only in the live release is no reason to hold the new one.
  const fixed = { ...failing, errors: [{ ...story('same'), in: 'live' as const, error: 'threw TypeError' }] };
  expect(reviewSummaryFor(withComparison(record, fixed), '0.1.0+bbb1111', true).state).toBe('unchanged');
});
