import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { releaseAreas } from '@fundnet/server/releases';
import * as v from 'valibot';

/**
 * OWNERS.json at the repository's root (issue 32.5, ADR 0075): which team owns which folders, and for each area its
 * stories and its own e2e journeys. One file that reviewers read and tools load through this module: `pnpm area:check
 * <area>` runs what it names, owners.test.ts fails when a folder has no owner or a path names nothing.
 */
const pathList = v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1, 'names no path'));
const ownersSchema = v.object({
  $comment: v.optional(v.string()),
  teams: v.record(
    v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'a team is named in a-z0-9-')),
    v.object({ description: v.pipe(v.string(), v.minLength(1)), paths: pathList }),
  ),
  areas: v.record(
    v.string(),
    v.object({
      team: v.string(),
      /** The folder holding the area's `*.stories.tsx` (what the composed Storybook builds for it). */
      stories: v.pipe(v.string(), v.endsWith('/', 'the stories are a folder: end it with /')),
      /** The area's own Playwright journeys (files under e2e/tests). */
      journeys: v.array(v.string()),
    }),
  ),
});

export type Owners = v.InferOutput<typeof ownersSchema>;
export type AreaOwnership = Owners['areas'][string];

export const OWNERS_FILE = 'OWNERS.json';

export function readOwners(root: string): Owners {
  const file = path.join(root, OWNERS_FILE);
  const parsed = v.safeParse(ownersSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new Error(`${OWNERS_FILE} is not valid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.output;
}

/** Does an owners path cover a repository file? `dir/` is a folder, `*` the root's own files, anything else one file. */
export function pathCovers(pattern: string, file: string): boolean {
  if (pattern === '*') return !file.includes('/');
  if (pattern.endsWith('/')) return file.startsWith(pattern);
  return file === pattern;
}

/** The team owning a file: the one whose longest path covers it (a module's folder inside the server beats packages/server/). */
export function ownerOf(owners: Owners, file: string): string | undefined {
  let best: { team: string; length: number } | undefined;
  for (const [team, { paths }] of Object.entries(owners.teams)) {
    for (const pattern of paths) {
      // '*' is the least specific: any folder path that also covers the file wins over it.
      const length = pattern === '*' ? 0 : pattern.length;
      if (pathCovers(pattern, file) && (!best || length > best.length)) best = { team, length };
    }
  }
  return best?.team;
}

export function areaOwnership(owners: Owners, area: string): AreaOwnership {
  const entry = owners.areas[area];
  if (!entry) throw new Error(`${OWNERS_FILE} names no area ${area} (areas: ${Object.keys(owners.areas).join(', ')})`);
  return entry;
}

/**
 * What is wrong with the owners file against the repository's files (git's tracked files): each problem in words.
 * - a top-level folder, or a folder under packages/, with a file no team owns;
 * - a path, an area's stories folder or journey that names no file (a typo, or a folder moved away);
 * - a path claimed by two teams; an area with an unknown team; a release area with no entry, or an entry that is no area.
 */
export function ownershipProblems(owners: Owners, files: readonly string[], areas: readonly string[] = releaseAreas): string[] {
  const problems: string[] = [];
  const unowned = new Map<string, number>();
  for (const file of files) {
    if (ownerOf(owners, file)) continue;
    const folder = topFolderOf(file);
    unowned.set(folder, (unowned.get(folder) ?? 0) + 1);
  }
  for (const [folder, count] of unowned) {
    problems.push(`${folder} has no owner (${count} file${count === 1 ? '' : 's'}): add it to a team's paths in ${OWNERS_FILE}`);
  }
  const claimed = new Map<string, string>();
  for (const [team, { paths }] of Object.entries(owners.teams)) {
    for (const pattern of paths) {
      const other = claimed.get(pattern);
      if (other) problems.push(`${pattern} is claimed by both ${other} and ${team}`);
      claimed.set(pattern, team);
      if (!files.some((file) => pathCovers(pattern, file))) problems.push(`${team}'s path ${pattern} matches no file`);
    }
  }
  for (const [area, entry] of Object.entries(owners.areas)) {
    if (!areas.includes(area)) problems.push(`area ${area} is not a release area (${areas.join(', ')})`);
    if (!owners.teams[entry.team]) problems.push(`area ${area} names team ${entry.team}, which ${OWNERS_FILE} does not define`);
    if (!files.some((file) => file.startsWith(entry.stories) && file.endsWith('.stories.tsx'))) {
      problems.push(`area ${area}'s stories folder ${entry.stories} holds no *.stories.tsx`);
    }
    for (const journey of entry.journeys) {
      if (!files.includes(journey)) problems.push(`area ${area}'s journey ${journey} is not a file`);
    }
  }
  for (const area of areas) {
    if (!owners.areas[area]) problems.push(`release area ${area} has no entry under "areas" in ${OWNERS_FILE}`);
  }
  return problems;
}

/** `packages/server/src/x.ts` → `packages/server/`; `shell/src/x.ts` → `shell/`; a root file is itself. */
function topFolderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  if ((parts[0] === 'packages' || parts[0] === 'docs') && parts.length > 2) return `${parts[0]}/${parts[1]}/`;
  return `${parts[0]}/`;
}

/** The repository's files as git tracks them (new files count once they are added). */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\n')
    .filter(Boolean);
}
