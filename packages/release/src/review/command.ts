import path from 'node:path';
import { isReleaseArea, parseReleaseVersion, type ReleaseArea, releaseAreas, type ReleaseStoreLocation } from '@fundnet/server/releases';
import { ReleaseError } from '../environment';
import type { ReleaseStore } from '../store';
import {
  comparisonAgainst,
  formatReview,
  ReviewError,
  readReviewRecord,
  reviewSummaryFor,
  updateReviewRecord,
  withDecision,
} from './record';
import { releaseInfoOf } from './release-info';

export const reviewUsage = `  pnpm release:review <env> <area> <version> [--again]   compare its stories with <env>'s live ones in Chromium: one page
  pnpm release:review <env> <area> <version> --accept ["<note>"] | --reject "<why>"   record the designers' decision`;

interface ReviewArguments {
  environment: string;
  area: ReleaseArea;
  version: string;
  again: boolean;
  decision?: { state: 'accepted' | 'rejected'; reason?: string };
}

/** `<env> <area> <version> [--again] [--accept [note] | --reject <why>]`: a decision's text follows its flag. */
export function parseReviewArguments(argv: string[]): ReviewArguments {
  const positional: string[] = [];
  let again = false;
  let decision: ReviewArguments['decision'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string | undefined]) : [arg, undefined];
    const text = () =>
      inline ?? (argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--') && positional.length >= 3 ? argv[++i] : undefined);
    if (flag === '--again') again = true;
    else if (flag === '--accept') decision = { state: 'accepted', reason: text() };
    else if (flag === '--reject') decision = { state: 'rejected', reason: text() };
    else if (flag.startsWith('--')) throw new ReleaseError(`unknown option ${flag}`);
    else positional.push(arg);
  }
  const [environment, area, versionText, ...extra] = positional;
  if (!environment) throw new ReleaseError('name an environment');
  if (!area || !isReleaseArea(area)) throw new ReleaseError(`name an area: ${releaseAreas.join(', ')}`);
  const version = versionText && parseReleaseVersion(versionText);
  if (!version) throw new ReleaseError(`name a released version of ${area}, e.g. 0.1.0+ab12cd3`);
  if (extra.length) throw new ReleaseError(`unexpected ${extra.join(' ')} (put a decision's text in quotes after its flag)`);
  if (decision?.state === 'rejected' && !decision.reason?.trim()) throw new ReleaseError('say why it is rejected: --reject "<why>"');
  if (decision && again)
    throw new ReleaseError('compare (--again) and decide (--accept / --reject) in two steps: decide on what the page shows');
  return { environment, area, version, again, ...(decision ? { decision } : {}) };
}

export interface ReviewContext {
  store: ReleaseStore;
  location: ReleaseStoreLocation;
  by: string;
  log(line: string): void;
  now?: () => Date;
}

/** `pnpm release:review`: compares (the default) or records a decision on the comparison against what <env> runs. */
export async function reviewCommand(argv: string[], context: ReviewContext): Promise<number> {
  const args = parseReviewArguments(argv);
  const { store, log } = context;
  try {
    if (args.decision) return await decide(args, context);
    // Chromium and the screenshot code load only to compare: a decision is recorded in a moment.
    const { compareRelease } = await import('./run');
    const result = await compareRelease({ store, ...args, by: context.by, now: context.now, log });
    const c = result.comparison;
    const live = c.against ? `${c.environment}'s ${c.against}` : `nothing live in ${c.environment}`;
    log(
      `${result.reused ? 'Already compared' : 'Compared'} ${args.area} ${args.version} with ${live}: ${c.changed.length} changed, ${c.added.length} new, ${c.removed.length} removed, ${c.unchanged.length} unchanged${result.reused ? ` (on ${c.at}; --again to compare again)` : ` in ${c.seconds.toFixed(1)} s`}.`,
    );
    for (const e of c.errors) log(`  ! ${e.title} › ${e.name} (${e.in}): ${e.error}`);
    log('Review page:');
    if (context.location.kind === 'folder') log(`  ${path.join(context.location.dir, ...result.pageKey.split('/'))}`);
    log(`  ${result.pageUrl} on a server serving this store (WEB_RELEASE_ENV=<env> RELEASE_STORE=…)`);
    const summary = reviewSummaryFor(await readReviewRecord(store, args.area, args.version), c.against, true);
    log(`Review: ${formatReview(summary)}`);
    if (summary.state === 'pending') {
      const command = `pnpm release:review ${args.environment} ${args.area} ${args.version}`;
      log(`Next: a designer opens the page, then ${command} --accept (or --reject "<why>")`);
    } else if (summary.state === 'unchanged' || summary.state === 'accepted') {
      log(`Next: pnpm release:promote ${args.environment} ${args.area} ${args.version}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ReviewError) throw new ReleaseError(error.message);
    throw error;
  }
}

async function decide(args: ReviewArguments, context: ReviewContext): Promise<number> {
  const { store, log } = context;
  const decision = args.decision as NonNullable<ReviewArguments['decision']>;
  if (!(await releaseInfoOf(store, args.area, args.version))) {
    throw new ReleaseError(`there is no release ${args.area} ${args.version} in ${store.description}`);
  }
  const { liveVersion, writePage } = await import('./run');
  const against = await liveVersion(store, args.environment, args.area);
  const record = await updateReviewRecord(store, args.area, args.version, (current) =>
    withDecision(current, against, {
      state: decision.state,
      by: context.by,
      at: (context.now?.() ?? new Date()).toISOString(),
      ...(decision.reason?.trim() ? { reason: decision.reason.trim() } : {}),
    }),
  );
  const comparison = comparisonAgainst(record, against);
  // The page says what was decided, for whoever opens it next.
  if (comparison) await writePage(store, args.area, args.version, comparison);
  log(`${args.area} ${args.version} in ${args.environment}: ${formatReview(reviewSummaryFor(record, against, true))}`);
  log(
    decision.state === 'accepted'
      ? `Next: pnpm release:promote ${args.environment} ${args.area} ${args.version}`
      : `Promoting it to ${args.environment} is refused (unless --force, recorded in the history).`,
  );
  return 0;
}
