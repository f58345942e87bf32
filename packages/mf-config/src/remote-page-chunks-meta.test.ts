import { chunkScripts, REMOTE_PAGE_CHUNKS } from './remote-page-chunks-meta';

it("lists the named chunks' scripts in the order asked, leaving out a name with no chunk and files that are not scripts", () => {
  const namedChunks = new Map([
    ['offered-libraries', { files: new Set(['offered-libraries.5e6f7a8b.js']) }],
    ['federation', { files: new Set(['federation.1a2b3c4d.js', 'federation.1a2b3c4d.css']) }],
  ]);
  const compilation = { namedChunks } as unknown as Parameters<typeof chunkScripts>[0];
  expect(chunkScripts(compilation, REMOTE_PAGE_CHUNKS)).toEqual(['federation.1a2b3c4d.js', 'offered-libraries.5e6f7a8b.js']);
  expect(chunkScripts(compilation, ['override-banner', 'federation'])).toEqual(['federation.1a2b3c4d.js']);
});
