import type { ReleaseArea } from '@fundnet/server/releases';
import { type Comparison, changesOf, type StoryRef } from './record';

/**
 * The one page a designer opens to review a release (ADR 0076): the stories that changed side by side (live, new, the
 * difference), the new and removed ones, the unchanged ones listed; images beside it in `img/`. Plain HTML with its
 * style inline: it is opened from the store's folder or from the server, and must not depend on the app it reviews.
 */

export interface ReviewPageInput {
  area: ReleaseArea;
  version: string;
  comparison: Comparison;
  /** Relative URLs from the page to the new release's and the live release's Storybook (null: none). */
  storybooks: { next: string; live: string | null };
}

/** Where a story's images are, relative to the page. */
export const imageFile = (storyId: string, kind: 'live' | 'new' | 'diff') => `img/${storyId}.${kind}.png`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const storyName = (story: StoryRef) => `${escapeHtml(story.title)} › ${escapeHtml(story.name)}`;
const storyLink = (storybook: string, story: StoryRef, label: string) =>
  `<a href="${escapeHtml(`${storybook}?path=/story/${encodeURIComponent(story.id)}`)}">${label}</a>`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.001 ? 3 : 1)} %`;

const figure = (src: string, caption: string, alt: string) =>
  `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;

export function reviewPage({ area, version, comparison: c, storybooks }: ReviewPageInput): string {
  const against = c.against
    ? `${escapeHtml(c.environment)}'s live ${escapeHtml(c.against)}`
    : `nothing: its first release in ${escapeHtml(c.environment)}`;
  const total = c.changed.length + c.added.length + c.removed.length + c.unchanged.length;
  const command = `pnpm release:review ${c.environment} ${area} ${version}`;
  const decision = c.decision
    ? `<p class="decision ${c.decision.state}"><strong>${c.decision.state === 'accepted' ? 'Accepted' : 'Rejected'}</strong> by ${escapeHtml(c.decision.by)} on ${escapeHtml(c.decision.at)}${c.decision.reason ? `: ${escapeHtml(c.decision.reason)}` : ''}</p>`
    : changesOf(c) > 0
      ? `<p class="decision pending"><strong>Waiting for a designer.</strong> Accept with <code>${escapeHtml(command)} --accept</code>, or reject with <code>${escapeHtml(command)} --reject "&lt;why&gt;"</code>. Until then, promoting it is refused.</p>`
      : '<p class="decision accepted"><strong>No story changed.</strong> Nothing to decide: it may be promoted.</p>';

  const changed = c.changed
    .map((story) => {
      const size = story.sizes ? `; size ${story.sizes.live.join(' × ')} → ${story.sizes.next.join(' × ')} px` : '';
      return `<section class="story" id="${escapeHtml(story.id)}">
  <h3>${storyName(story)}</h3>
  <p>${story.changedPixels.toLocaleString('en')} pixels changed (${percent(story.ratio)})${size}.
  ${storybooks.live ? storyLink(storybooks.live, story, 'Open live') : ''} ${storyLink(storybooks.next, story, 'Open new')}</p>
  <div class="side-by-side">
    ${figure(imageFile(story.id, 'live'), 'Live', `${story.title} ${story.name}, live`)}
    ${figure(imageFile(story.id, 'new'), 'New', `${story.title} ${story.name}, new`)}
    ${figure(imageFile(story.id, 'diff'), 'Difference (changed pixels in red)', `Difference of ${story.title} ${story.name}`)}
  </div>
</section>`;
    })
    .join('\n');
  const added = c.added
    .map(
      (story) => `<section class="story" id="${escapeHtml(story.id)}"><h3>${storyName(story)}</h3>
  <p>${storyLink(storybooks.next, story, 'Open new')}</p>
  <div class="side-by-side">${figure(imageFile(story.id, 'new'), 'New', `${story.title} ${story.name}, new`)}</div></section>`,
    )
    .join('\n');
  const removed = c.removed
    .map(
      (story) => `<section class="story" id="${escapeHtml(story.id)}"><h3>${storyName(story)}</h3>
  <div class="side-by-side">${figure(imageFile(story.id, 'live'), 'Live (removed in the new release)', `${story.title} ${story.name}, live`)}</div></section>`,
    )
    .join('\n');
  const unchanged = c.unchanged.map((story) => `<li>${storyName(story)} ${storyLink(storybooks.next, story, 'open')}</li>`).join('\n');
  const errors = c.errors.map((e) => `<li>${storyName(e)} (${e.in === 'live' ? 'live' : 'new'}): ${escapeHtml(e.error)}</li>`).join('\n');
  const section = (id: string, heading: string, count: number, body: string, empty: string) =>
    `<h2 id="${id}">${heading} (${count})</h2>\n${count ? body : `<p class="empty">${empty}</p>`}`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review of ${escapeHtml(area)} ${escapeHtml(version)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1600px; padding: 1rem 1.5rem 4rem; color: #1a1a1a; background: #fff; }
  h1 { font-size: 1.6rem; margin-bottom: .25rem; }
  h2 { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 2rem; }
  h3 { font-size: 1.05rem; margin: 1.5rem 0 .25rem; }
  nav ul { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; list-style: none; padding: 0; }
  .decision { padding: .75rem 1rem; border-radius: 4px; border-left: 6px solid; }
  .decision.pending { background: #fff4e5; border-color: #b26a00; }
  .decision.accepted { background: #edf7ed; border-color: #2e7d32; }
  .decision.rejected { background: #fdeded; border-color: #c62828; }
  .side-by-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { display: block; max-width: 100%; height: auto; border: 1px solid #999; }
  code { background: #f2f2f2; padding: 0 .25rem; }
  .empty { color: #555; }
  a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>Visual review of ${escapeHtml(area)} ${escapeHtml(version)}</h1>
<p>Every story of this release's Storybook against ${against}, screenshotted in Chromium at ${escapeHtml(`${1280} × ${800}`)} px on ${escapeHtml(c.at)} by ${escapeHtml(c.by)} (${c.seconds.toFixed(0)} s).
<a href="${escapeHtml(storybooks.next)}">Open this release's Storybook</a>${storybooks.live ? `, <a href="${escapeHtml(storybooks.live)}">the live one</a>` : ''}.</p>
${decision}
<nav aria-label="Summary"><ul>
  <li><a href="#changed">${c.changed.length} changed</a></li>
  <li><a href="#added">${c.added.length} new</a></li>
  <li><a href="#removed">${c.removed.length} removed</a></li>
  <li><a href="#unchanged">${c.unchanged.length} unchanged</a></li>
  <li>${total} stories in all</li>
</ul></nav>
${c.liveStorybook ? '' : `<p>${c.against ? `The live ${escapeHtml(c.against)} has no Storybook (released before Storybooks were kept), so` : 'Nothing is live yet, so'} every story is listed as new.</p>`}
${c.errors.length ? `<h2 id="errors">Stories that did not render cleanly (${c.errors.length})</h2>\n<ul>${errors}</ul>` : ''}
${section('changed', 'Changed', c.changed.length, changed, 'No story looks different.')}
${section('added', 'New stories', c.added.length, added, 'No new story.')}
${section('removed', 'Removed stories', c.removed.length, removed, 'No story was removed.')}
${section('unchanged', 'Unchanged', c.unchanged.length, `<ul>${unchanged}</ul>`, 'Every story changed.')}
</main>
</body>
</html>
`;
}
