import type { EnvironmentDocument, HistoryEntry, ReleaseArea } from '@fundnet/server/releases';
import { formatReview } from './review/record';

/**
 * The history of an environment: every change, appended in the same atomic write as the change (the environment's
 * document holds both), so the history never says something the map does not, and the reverse.
 */
export function withEntry(document: EnvironmentDocument, entry: Omit<HistoryEntry, 'revision'>): EnvironmentDocument {
  const revision = document.revision + 1;
  const areas = {
    ...document.areas,
    [entry.area]: { version: entry.to, promotedAt: entry.at, promotedBy: entry.by, ...(entry.forced ? { forced: true } : {}) },
  };
  return { ...document, revision, areas, history: [...document.history, { revision, ...entry }] };
}

/**
 * The version a rollback returns an area to: the one the area's current version was promoted over. Rollbacks are not
 * promotions, so rolling back twice walks back two promotions (v1 → v2 → v3, rollback: v2, rollback: v1), as a stack.
 */
export function previousVersion(document: EnvironmentDocument, area: ReleaseArea): string | null {
  const current = document.areas[area]?.version;
  if (!current) return null;
  for (let i = document.history.length - 1; i >= 0; i--) {
    const entry = document.history[i] as HistoryEntry;
    if (entry.area === area && entry.action === 'promote' && entry.to === current) return entry.from;
  }
  return null;
}

/**
 * The history as lines a person reads (`pnpm release:history`), each with its promotion's review (ADR 0076) unless the
 * release had no Storybook to review (most lines of an environment that does not require reviews).
 */
export function formatHistory(document: EnvironmentDocument, area?: ReleaseArea): string[] {
  return document.history
    .filter((entry) => !area || entry.area === area)
    .map(
      (e) =>
        `#${e.revision} ${e.at} ${e.by}: ${e.action} ${e.area} ${e.from ?? '(none)'} → ${e.to}${e.forced ? forcedNote(e.problems ?? []) : ''}${e.review && e.review.state !== 'no-storybook' ? `; review: ${formatReview(e.review)}` : ''}`,
    );
}

/** A forced change in one line: how many problems (contract or review) it was forced past, and the first (the document keeps them all). */
function forcedNote(problems: string[]): string {
  const [first] = problems;
  return ` FORCED past ${problems.length} problem${problems.length === 1 ? '' : 's'}${first ? `: ${first}${problems.length > 1 ? '; …' : ''}` : ''}`;
}
