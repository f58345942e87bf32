import { findRepoRoot } from '@fundnet/server/releases';
import { type Owners, ownerOf, ownershipProblems, readOwners, trackedFiles } from './owners';

const root = findRepoRoot(__dirname);

// The real file against the real repository: this is the check that fails when a folder is added without an owner.
it('OWNERS.json owns every file of the repository, and each of its paths, stories and journeys names files', () => {
  expect(ownershipProblems(readOwners(root), trackedFiles(root))).toEqual([]);
});

const owners: Owners = {
  teams: {
    platform: { description: 'p', paths: ['*', 'shell/', 'e2e/'] },
    api: { description: 'a', paths: ['packages/server/'] },
    'data-room': { description: 'd', paths: ['mfe-dataroom/', 'packages/server/src/modules/data-room/'] },
  },
  areas: {
    shell: { team: 'platform', stories: 'shell/src/', journeys: ['e2e/tests/a.spec.ts'] },
    'mfe-dataroom': { team: 'data-room', stories: 'mfe-dataroom/src/', journeys: ['e2e/tests/data-room.spec.ts'] },
  },
};
const files = [
  'package.json',
  'shell/src/a.stories.tsx',
  'e2e/tests/a.spec.ts',
  'e2e/tests/data-room.spec.ts',
  'packages/server/src/app.ts',
  'packages/server/src/modules/data-room/routes.ts',
  'mfe-dataroom/src/room.stories.tsx',
];
const areas = ['shell', 'mfe-dataroom'];

it('names the owner by the longest matching path, and the root files by *', () => {
  expect(ownerOf(owners, 'packages/server/src/modules/data-room/routes.ts')).toBe('data-room');
  expect(ownerOf(owners, 'packages/server/src/app.ts')).toBe('api');
  expect(ownerOf(owners, 'package.json')).toBe('platform');
  expect(ownerOf(owners, 'packages/design-system/src/x.ts')).toBeUndefined();
});

it('accepts a consistent file', () => {
  expect(ownershipProblems(owners, files, areas)).toEqual([]);
});

it('names a folder no team owns', () => {
  expect(ownershipProblems(owners, [...files, 'packages/design-system/src/a.ts', 'packages/design-system/b.ts'], areas)).toEqual([
    "packages/design-system/ has no owner (2 files): add it to a team's paths in OWNERS.json",
  ]);
});

it('names a path, a stories folder or a journey that matches nothing, and areas that do not line up', () => {
  const broken: Owners = {
    teams: { ...owners.teams, api: { description: 'a', paths: ['packages/server/', 'packages/sever/'] } },
    areas: {
      shell: { team: 'platform', stories: 'shell/stories/', journeys: ['e2e/tests/gone.spec.ts'] },
      'mfe-nowhere': { team: 'nobody', stories: 'mfe-dataroom/src/', journeys: [] },
    },
  };
  expect(ownershipProblems(broken, files, areas)).toEqual([
    "api's path packages/sever/ matches no file",
    "area shell's stories folder shell/stories/ holds no *.stories.tsx",
    "area shell's journey e2e/tests/gone.spec.ts is not a file",
    'area mfe-nowhere is not a release area (shell, mfe-dataroom)',
    'area mfe-nowhere names team nobody, which OWNERS.json does not define',
    'release area mfe-dataroom has no entry under "areas" in OWNERS.json',
  ]);
});

it('names a path two teams claim', () => {
  const twice: Owners = { ...owners, teams: { ...owners.teams, api: { description: 'a', paths: ['packages/server/', 'shell/'] } } };
  expect(ownershipProblems(twice, files, areas)).toEqual(['shell/ is claimed by both platform and api']);
});
