import semver from 'semver';
import type { Contract, PropsSchema, RemoteContract, ShellContract } from './contract';

/**
 * The contract check of a promotion (ADR 0072): would the candidate work beside what the environment runs? A remote is
 * checked against the environment's shell (every shared singleton it needs is offered, in a version its range accepts;
 * its `./app` is what the shell mounts) and against the other promoted remotes (the parcels each mounts of the other
 * are exposed); a shell release is checked the other way round against every promoted remote.
 */
export interface CheckResult {
  /** Each a reason to refuse the promotion, naming both sides and the mismatch. */
  problems: string[];
  /** What could not be checked (no shell promoted yet, a parcel's area not promoted): said, not refused. */
  notes: string[];
}

/** The package a share key belongs to: `@mui/material/Button/Button.mjs` → `@mui/material`, `react/` → `react`. */
export function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const label = (contract: Contract) => `${contract.area} ${contract.version}`;

/** What the remote needs from this shell and does not get, one line per package and range (MUI's 200 files: one). */
function sharedMismatches(remote: RemoteContract, shell: ShellContract, environment: string): string[] {
  const grouped = new Map<string, { offered: string; files: number }>();
  for (const need of remote.needs.shared) {
    const offered = shell.offers.shared[need.shareKey];
    if (offered === undefined) {
      // The remote brings its own copy (react-hook-form, which the shell does not offer: ADR 0066).
      if (!need.fromShellOnly) continue;
    } else if (semver.satisfies(offered, need.requiredVersion, { includePrerelease: true })) {
      continue;
    }
    const key = `${packageOf(need.shareKey)} ${need.requiredVersion}`;
    const group = grouped.get(key) ?? { offered: offered ?? 'none', files: 0 };
    group.files += 1;
    grouped.set(key, group);
  }
  return [...grouped].map(([key, { offered, files }]) => {
    const [pkg, range] = key.split(' ');
    const count = files > 1 ? ` (${files} shared modules)` : '';
    return `${label(remote)} needs ${pkg} ${range} from the shell${count}; ${environment}'s shell ${shell.version} offers ${offered}`;
  });
}

const exposes = (remote: RemoteContract, module: string) => remote.exposes.some((e) => e.name === module);

/** A remote beside a shell: the shared modules, and the `./app` the shell mounts. */
function remoteBesideShell(remote: RemoteContract, shell: ShellContract, environment: string): string[] {
  const problems = sharedMismatches(remote, shell, environment);
  if (shell.mounts.includes(remote.federationName) && !exposes(remote, './app')) {
    problems.push(`${environment}'s shell ${shell.version} mounts ${remote.federationName}/app; ${label(remote)} does not expose ./app`);
  }
  if (remote.needs.parcels.length > 0 && !shell.offers.parcelHost) {
    problems.push(`${label(remote)} mounts parcels through the shell; ${environment}'s shell ${shell.version} has no parcel host`);
  }
  return problems;
}

/** A props schema's type, for a message: `string`, `string | null`. */
function describe(schema: unknown): string {
  const node = schema as { type?: string; anyOf?: unknown[] } | undefined;
  if (node?.anyOf) return node.anyOf.map(describe).join(' | ');
  return node?.type ?? JSON.stringify(schema);
}

/**
 * What the parcel takes (`taken`, its exposing release's props schema) that the mounting release does not send
 * (`sent`): a required prop missing or optional in what is sent, or a prop sent with another type (ADR 0073).
 */
export function propsMismatch(sent: PropsSchema | undefined, taken: PropsSchema | undefined): string[] {
  if (!sent || !taken) return [];
  const sentProperties = sent.properties ?? {};
  const sentRequired = new Set(sent.required ?? []);
  const problems: string[] = [];
  for (const key of taken.required ?? []) {
    if (!(key in sentProperties)) problems.push(`requires ${key}`);
    else if (!sentRequired.has(key)) problems.push(`requires ${key}, which the other may leave out`);
  }
  for (const [key, schema] of Object.entries(taken.properties ?? {})) {
    if (key in sentProperties && JSON.stringify(sentProperties[key]) !== JSON.stringify(schema)) {
      problems.push(`takes ${key} as ${describe(schema)}, sent as ${describe(sentProperties[key])}`);
    }
  }
  return problems;
}

/** The parcels `mounting` takes from `owner`: each must be exposed, and take the props `mounting` sends. */
function parcelProblems(
  mounting: RemoteContract,
  owner: RemoteContract,
  environment: string,
  candidate: Contract,
  notes: string[],
): string[] {
  const problems: string[] = [];
  const where = (contract: Contract) => (contract === candidate ? label(contract) : `${environment}'s ${label(contract)}`);
  for (const parcel of mounting.needs.parcels) {
    const [remote, ...rest] = parcel.split('/');
    if (remote !== owner.federationName) continue;
    const module = `./${rest.join('/')}`;
    const exposed = owner.exposes.find((e) => e.name === module);
    if (!exposed) {
      problems.push(`${where(mounting)} mounts ${parcel}; ${where(owner)} does not expose ${module}`);
      continue;
    }
    const sent = mounting.needs.parcelProps?.[parcel];
    if (!sent || !exposed.propsSchema) {
      // A release made before parcel props were in the contract (ADR 0073): said, not guessed.
      const without = !sent ? mounting : owner;
      notes.push(`the props of ${parcel} are not checked: ${where(without)} was released without their schema`);
      continue;
    }
    const mismatch = propsMismatch(sent, exposed.propsSchema);
    if (mismatch.length > 0) {
      const keys = Object.keys(sent?.properties ?? {}).join(', ');
      problems.push(`${where(mounting)} mounts ${parcel} with { ${keys} }; ${where(owner)} ${mismatch.join('; ')}`);
    }
  }
  return problems;
}

export function checkPromotion(input: {
  environment: string;
  candidate: Contract;
  /** The contracts of what the environment runs now, the candidate's own area left out. */
  promoted: Contract[];
}): CheckResult {
  const { environment, candidate } = input;
  const problems: string[] = [];
  const notes: string[] = [];
  const remotes = input.promoted.filter((c): c is RemoteContract => c.kind === 'remote');
  if (candidate.kind === 'shell') {
    for (const remote of remotes) problems.push(...remoteBesideShell(remote, candidate, environment));
    const promotedNames = new Set(remotes.map((r) => r.federationName));
    const unpromoted = candidate.mounts.filter((name) => !promotedNames.has(name));
    if (unpromoted.length > 0)
      notes.push(`not promoted to ${environment} yet (their routes show the area's error panel): ${unpromoted.join(', ')}`);
    return { problems, notes };
  }
  const shell = input.promoted.find((c): c is ShellContract => c.kind === 'shell');
  if (shell) problems.push(...remoteBesideShell(candidate, shell, environment));
  else notes.push(`${environment} has no shell promoted yet: ${candidate.area} is checked against the shell when one is promoted`);
  for (const other of remotes) {
    problems.push(...parcelProblems(other, candidate, environment, candidate, notes));
    problems.push(...parcelProblems(candidate, other, environment, candidate, notes));
  }
  const promotedNames = new Set(remotes.map((r) => r.federationName));
  for (const parcel of candidate.needs.parcels) {
    const owner = parcel.split('/')[0] as string;
    if (owner !== candidate.federationName && !promotedNames.has(owner)) {
      notes.push(`${candidate.area} mounts ${parcel}, whose area is not promoted to ${environment}: checked when it is`);
    }
  }
  return { problems, notes };
}
