import webpack from 'webpack';
import { START_PAGES_KEY, startPageFiles, startPagesInManifest } from './start-pages-manifest';

const chunk = (...files: string[]) => ({ files: new Set(files) });
// A compilation's named chunk groups: a page's own chunk and the split chunks its import loads with it.
const namedChunkGroups = new Map([
  ['profile-public-page', { chunks: [chunk('5780.2aaa2533.js'), chunk('profile-public-page.1b2c3d4e.js', 'x.css')] }],
  ['fund-kind', { chunks: [chunk('5780.2aaa2533.js'), chunk('fund-kind.9f8e7d6c.js')] }],
]);

it("lists each start page's scripts: every chunk of the groups its imports name, each file once, no other files", () => {
  const { files, missing } = startPageFiles({ namedChunkGroups } as never, [
    { path: '/fund/:slug', chunks: ['profile-public-page', 'fund-kind'] },
  ]);
  expect(files).toEqual([{ path: '/fund/:slug', js: ['5780.2aaa2533.js', 'profile-public-page.1b2c3d4e.js', 'fund-kind.9f8e7d6c.js'] }]);
  expect(missing).toEqual([]);
});

it("writes the pages into the manifest's metaData and fails the build on a name no import carries", () => {
  const errors: Error[] = [];
  const compilation = { namedChunkGroups, errors, compiler: { webpack } } as unknown as webpack.Compilation;
  const stats = { metaData: { name: 'mfe_profiles' } };
  const written = startPagesInManifest([
    { path: '/fund/:slug', chunks: ['fund-kind'] },
    { path: '/fund/edit', chunks: ['profile-edit-page'] },
  ])({ stats, compilation });
  expect(written.metaData).toEqual({
    name: 'mfe_profiles',
    [START_PAGES_KEY]: [
      { path: '/fund/:slug', js: ['5780.2aaa2533.js', 'fund-kind.9f8e7d6c.js'] },
      { path: '/fund/edit', js: [] },
    ],
  });
  expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('"profile-edit-page"')]);
});
