import {
  contractKey,
  type EnvironmentDocument,
  emptyEnvironment,
  environmentKey,
  type HistoryEntry,
  isEnvironmentName,
  type ReleaseArea,
  readEnvironment,
  releaseAreas,
  releaseInfoKey,
} from '@fundnet/server/releases';
import { type CheckResult, checkPromotion } from './check';
import type { Contract } from './contract';
import { previousVersion, withEntry } from './history';
import { reviewGate } from './review/gate';
import type { ReleaseStore } from './store';

/**
 * Environments (ADR 0072): each maps every area to one released version. `promote` and `rollback` change one area's
 * version in one serialized, atomic write of the environment's document (the map and its history together), after
 * checking the candidate's contract against what the environment runs.
 */

/** The documented environments (README, "Releasing an area"); others may be created by promoting to them. */
export const knownEnvironments = ['local', 'production'] as const;

/** A promotion the contract check refused: `problems` name each mismatch. */
export class PromotionRefused extends Error {
  constructor(
    readonly problems: string[],
    summary: string,
  ) {
    super(
      `${summary}\n${problems.map((p) => `  ✕ ${p}`).join('\n')}\nNothing changed. Promote anyway with --force (recorded in the history).`,
    );
    this.name = 'PromotionRefused';
  }
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

// A release never changes once complete, so its contract is read once per store (a promotion that lost a race on S3
// checks again against the winner's result without reading every contract again).
const contracts = new WeakMap<ReleaseStore, Map<string, Contract>>();

export async function loadContract(store: ReleaseStore, area: ReleaseArea, version: string): Promise<Contract> {
  const cache = contracts.get(store) ?? new Map<string, Contract>();
  contracts.set(store, cache);
  const cached = cache.get(`${area}@${version}`);
  if (cached) return cached;
  // release.json is written last: a release without it is incomplete and is never promoted.
  if (!(await store.exists(releaseInfoKey(area, version)))) {
    throw new ReleaseError(`there is no release ${area} ${version} in ${store.description}`);
  }
  const body = await store.get(contractKey(area, version));
  if (!body) throw new ReleaseError(`release ${area} ${version} has no contract.json`);
  const contract = JSON.parse(body.toString('utf8')) as Contract;
  cache.set(`${area}@${version}`, contract);
  return contract;
}

export interface ChangeOptions {
  store: ReleaseStore;
  environment: string;
  area: ReleaseArea;
  /** Who made the change (the history's `by`). */
  by: string;
  /** Put it in despite a refused check: recorded, with the problems, in the history. */
  force?: boolean;
  /** Environments that promote reviewed releases only (ADR 0076; the CLI reads RELEASE_REVIEW_REQUIRED). Default: none. */
  reviewRequiredIn?: readonly string[];
  now?: () => Date;
}

export interface ChangeResult {
  document: EnvironmentDocument;
  entry: HistoryEntry;
  /** The contract check's and, for a promotion, the visual review's problems (forced) and notes. */
  check: CheckResult;
}

/** The contracts of what the environment runs, but `except`'s. */
async function promotedContracts(store: ReleaseStore, document: EnvironmentDocument, except: ReleaseArea): Promise<Contract[]> {
  const contracts: Contract[] = [];
  for (const area of releaseAreas) {
    const promoted = document.areas[area];
    if (area !== except && promoted) contracts.push(await loadContract(store, area, promoted.version));
  }
  return contracts;
}

async function change(
  options: ChangeOptions,
  action: HistoryEntry['action'],
  target: (document: EnvironmentDocument) => string,
): Promise<ChangeResult> {
  const { store, environment, area, by } = options;
  if (!isEnvironmentName(environment)) throw new ReleaseError(`"${environment}" is not an environment name (a-z, 0-9, -)`);
  let result: ChangeResult | undefined;
  // The check runs inside the serialized update: a shell and a remote promoted at once are each checked against the
  // other's result, never both against the state before either.
  await store.update(environmentKey(environment), async (current) => {
    const document = current ? (JSON.parse(current.toString('utf8')) as EnvironmentDocument) : emptyEnvironment(environment);
    const to = target(document);
    const from = document.areas[area]?.version ?? null;
    if (from === to) throw new ReleaseError(`${environment} already runs ${area} ${to}`);
    const candidate = await loadContract(store, area, to);
    const contractCheck = checkPromotion({ environment, candidate, promoted: await promotedContracts(store, document, area) });
    // A promotion also needs its designers' review (ADR 0076); a rollback returns to a version that already ran there.
    const review =
      action === 'promote'
        ? await reviewGate(store, {
            area,
            version: to,
            from,
            environment,
            reviewRequired: (options.reviewRequiredIn ?? []).includes(environment),
          })
        : undefined;
    const check: CheckResult = {
      ...contractCheck,
      problems: [...contractCheck.problems, ...(review?.verdict.problems ?? [])],
      notes: [...contractCheck.notes, ...(review?.verdict.notes ?? [])],
    };
    if (check.problems.length > 0 && !options.force) {
      throw new PromotionRefused(check.problems, `Refused: ${action} ${area} ${to} to ${environment}.`);
    }
    const forced = check.problems.length > 0;
    const next = withEntry(document, {
      at: (options.now?.() ?? new Date()).toISOString(),
      by,
      action,
      area,
      from,
      to,
      ...(forced ? { forced: true, problems: check.problems } : {}),
      ...(review ? { review: review.summary } : {}),
    });
    result = { document: next, entry: next.history[next.history.length - 1] as HistoryEntry, check };
    return Buffer.from(`${JSON.stringify(next, null, 2)}\n`);
  });
  return result as ChangeResult;
}

export function promote(options: ChangeOptions & { version: string }): Promise<ChangeResult> {
  return change(options, 'promote', () => options.version);
}

/** Returns the area to the version its current one was promoted over (from the history). */
export function rollback(options: ChangeOptions): Promise<ChangeResult> {
  return change(options, 'rollback', (document) => {
    const previous = previousVersion(document, options.area);
    if (!previous) {
      const current = document.areas[options.area]?.version;
      throw new ReleaseError(
        current
          ? `${options.environment}'s ${options.area} ${current} was its first promotion: there is nothing to roll back to`
          : `${options.area} was never promoted to ${options.environment}`,
      );
    }
    return previous;
  });
}

export async function showEnvironment(store: ReleaseStore, environment: string): Promise<EnvironmentDocument> {
  return (await readEnvironment(store, environment)) ?? emptyEnvironment(environment);
}
