import type { Comparison } from './record';
import { reviewPage } from './page';

// The review page: what a designer reads, from a comparison as release:review records it.
const comparison: Comparison = {
  against: '0.1.0+bbb1111',
  environment: 'production',
  at: '2026-11-29T10:00:00.000Z',
  by: 'dev@example.com',
  page: 'review/0.1.0_bbb1111/index.html',
  liveStorybook: true,
  changed: [
    {
      id: 'data-room-tree--filled',
      title: 'Data room/Tree',
      name: 'Filled <b>',
      changedPixels: 1234,
      ratio: 0.0125,
      sizes: { live: [1280, 800], next: [1280, 920] },
    },
  ],
  added: [{ id: 'data-room-tree--empty', title: 'Data room/Tree', name: 'Empty' }],
  removed: [{ id: 'data-room-tree--old', title: 'Data room/Tree', name: 'Old' }],
  unchanged: [{ id: 'data-room-viewer--pdf', title: 'Data room/Viewer', name: 'PDF' }],
  errors: [],
  seconds: 42,
};
const storybooks = { next: '../../storybook/index.html', live: '../../../0.1.0_bbb1111/storybook/index.html' };

it('shows a changed story side by side with its difference, and names the new, removed and unchanged ones', () => {
  const html = reviewPage({ area: 'mfe-dataroom', version: '0.2.0+bbb2222', comparison, storybooks });
  expect(html).toContain('<h1>Visual review of mfe-dataroom 0.2.0+bbb2222</h1>');
  expect(html).toContain("against production's live 0.1.0+bbb1111");
  for (const kind of ['live', 'new', 'diff']) expect(html).toContain(`src="img/data-room-tree--filled.${kind}.png"`);
  expect(html).toContain('1,234 pixels changed (1.3 %); size 1280 × 800 → 1280 × 920 px.');
  expect(html).toContain('Data room/Tree › Filled &lt;b&gt;');
  expect(html).toContain('src="img/data-room-tree--empty.new.png"');
  expect(html).toContain('src="img/data-room-tree--old.live.png"');
  expect(html).toContain('<li>Data room/Viewer › PDF <a href="../../storybook/index.html?path=/story/data-room-viewer--pdf">open</a></li>');
  expect(html).toContain('pnpm release:review production mfe-dataroom 0.2.0+bbb2222 --accept');
});

it('says what was decided once a designer decided', () => {
  const html = reviewPage({
    area: 'mfe-dataroom',
    version: '0.2.0+bbb2222',
    comparison: {
      ...comparison,
      decision: { state: 'rejected', by: 'dana@example.com', at: '2026-11-29T11:00:00.000Z', reason: 'contrast' },
    },
    storybooks,
  });
  expect(html).toContain('<strong>Rejected</strong> by dana@example.com on 2026-11-29T11:00:00.000Z: contrast');
  expect(html).not.toContain('Waiting for a designer');
});
