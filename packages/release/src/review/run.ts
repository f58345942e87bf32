import {
  environmentKey,
  type EnvironmentDocument,
  type ReleaseArea,
  readEnvironment,
  releaseFileKey,
  releasePrefix,
  reviewFolder,
  STORYBOOK_FOLDER,
  versionSegment,
} from '@fundnet/server/releases';
import type { ReleaseStore } from '../store';
import { compareImages } from './compare-images';
import { imageFile, reviewPage } from './page';
import { releaseInfoOf } from './release-info';
import {
  type Comparison,
  comparisonAgainst,
  ReviewError,
  readReviewRecord,
  type StoryRef,
  updateReviewRecord,
  withComparison,
} from './record';
import { launchChromium, screenshotStories, storiesOf } from './screenshots';
import { serveStorybooks } from './storybook-server';

/**
 * `pnpm release:review <env> <area> <version>` (ADR 0076): screenshots every story of the release's Storybook and of
 * the version the environment runs, compares them, and writes one page and its images beside the release
 * (`releases/<area>/<version>/review/<against>/`), then the comparison into its review record.
 */

export interface CompareOptions {
  store: ReleaseStore;
  environment: string;
  area: ReleaseArea;
  version: string;
  by: string;
  /** Compare again although a comparison against what the environment runs exists (its decision is dropped). */
  again?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface CompareResult {
  comparison: Comparison;
  /** The page's key in the store, and its address on a server serving the store (`/releases/…`). */
  pageKey: string;
  pageUrl: string;
  /** True when an existing comparison was returned (nothing screenshotted). */
  reused: boolean;
}

/** The version of `area` that `environment` runs (null: none yet). */
export async function liveVersion(store: ReleaseStore, environment: string, area: ReleaseArea): Promise<string | null> {
  environmentKey(environment); // checks the name
  const document: EnvironmentDocument | null = await readEnvironment(store, environment);
  return document?.areas[area]?.version ?? null;
}

export async function compareRelease(options: CompareOptions): Promise<CompareResult> {
  const { store, environment, area, version } = options;
  const log = options.log ?? (() => {});
  const info = await releaseInfoOf(store, area, version);
  if (!info) throw new ReviewError(`there is no release ${area} ${version} in ${store.description}`);
  if (!info.storybook) throw new ReviewError(`${area} ${version} was released without its Storybook: there is nothing to review`);
  const against = await liveVersion(store, environment, area);
  if (against === version) throw new ReviewError(`${environment} already runs ${area} ${version}: there is nothing to compare it with`);
  const folder = reviewFolder(against);
  const pageKey = releaseFileKey(area, version, `${folder}/index.html`);
  const pageUrl = `/${pageKey}`;

  const existing = comparisonAgainst(await readReviewRecord(store, area, version), against);
  if (existing && !options.again) return { comparison: existing, pageKey, pageUrl, reused: true };

  const liveInfo = against ? await releaseInfoOf(store, area, against) : null;
  const liveStorybook = Boolean(liveInfo?.storybook);
  const nextPrefix = `${releasePrefix(area, version)}/${STORYBOOK_FOLDER}`;
  const livePrefix = against && liveStorybook ? `${releasePrefix(area, against)}/${STORYBOOK_FOLDER}` : null;
  const nextIndex = await store.get(`${nextPrefix}/index.json`);
  if (!nextIndex) throw new ReviewError(`${area} ${version}'s Storybook has no index.json`);
  const nextStories = storiesOf(nextIndex);
  const liveIndex = livePrefix ? await store.get(`${livePrefix}/index.json`) : null;
  const liveStories = liveIndex ? storiesOf(liveIndex) : [];
  const liveIds = new Set(liveStories.map((s) => s.id));
  const nextIds = new Set(nextStories.map((s) => s.id));
  log(
    `Comparing ${area} ${version} (${nextStories.length} stories) with ${against ? `${environment}'s ${against} (${liveStories.length})` : 'nothing live'} in Chromium…`,
  );

  const started = Date.now();
  const comparison: Comparison = {
    against,
    environment,
    at: (options.now?.() ?? new Date()).toISOString(),
    by: options.by,
    page: `${folder}/index.html`,
    liveStorybook,
    changed: [],
    added: [],
    removed: [],
    unchanged: [],
    errors: [],
    seconds: 0,
  };
  const put = (file: string, body: Buffer, type = 'image/png') =>
    // A review is not part of the immutable release: written again when compared again.
    store.put(releaseFileKey(area, version, `${folder}/${file}`), body, type, 'no-cache');
  // The live screenshots wait here for their new twin (both Storybooks are shot at once, each in its own page).
  const liveShots = new Map<string, Promise<Buffer>>();
  const waiting = new Map<string, (png: Buffer) => void>();
  const liveShot = (id: string) => {
    let shot = liveShots.get(id);
    if (!shot) {
      shot = new Promise<Buffer>((resolve) => waiting.set(id, resolve));
      liveShots.set(id, shot);
    }
    return shot;
  };
  const error = (story: StoryRef, where: 'live' | 'new', message: string | undefined) => {
    // The first line says what went wrong; the rest is Playwright's stack inside the page.
    if (message) comparison.errors.push({ ...story, in: where, error: message.split('\n')[0] as string });
  };

  const served = await serveStorybooks(store, { next: nextPrefix, ...(livePrefix ? { live: livePrefix } : {}) });
  const browser = await launchChromium();
  try {
    await Promise.all([
      livePrefix
        ? screenshotStories(browser, `${served.url}/live`, liveStories, async (story, shot) => {
            error(story, 'live', shot.error);
            liveShot(story.id);
            waiting.get(story.id)?.(shot.png);
            if (!nextIds.has(story.id)) {
              comparison.removed.push(story);
              await put(imageFile(story.id, 'live'), shot.png);
            }
          })
        : Promise.resolve(),
      screenshotStories(browser, `${served.url}/next`, nextStories, async (story, shot) => {
        error(story, 'new', shot.error);
        if (!liveIds.has(story.id)) {
          comparison.added.push(story);
          await put(imageFile(story.id, 'new'), shot.png);
          return;
        }
        const live = await liveShot(story.id);
        const difference = compareImages(live, shot.png);
        if (difference.changedPixels === 0) {
          comparison.unchanged.push(story);
          return;
        }
        comparison.changed.push({
          ...story,
          changedPixels: difference.changedPixels,
          ratio: difference.ratio,
          ...(difference.sizes ? { sizes: difference.sizes } : {}),
        });
        await put(imageFile(story.id, 'live'), live);
        await put(imageFile(story.id, 'new'), shot.png);
        await put(imageFile(story.id, 'diff'), difference.diffPng as Buffer);
      }),
    ]);
  } finally {
    await browser.close();
    await served.close();
  }
  comparison.seconds = (Date.now() - started) / 1000;
  // The biggest changes first: what a designer should look at before the rest.
  comparison.changed.sort((a, b) => b.ratio - a.ratio);
  await writePage(store, area, version, comparison);
  await updateReviewRecord(store, area, version, (record) => withComparison(record, comparison));
  return { comparison, pageKey, pageUrl, reused: false };
}

/** Writes (or rewrites, once decided) a comparison's page beside its images. */
export async function writePage(store: ReleaseStore, area: ReleaseArea, version: string, comparison: Comparison): Promise<void> {
  // From releases/<area>/<version>/review/<against>/index.html: the release's Storybook is two folders up.
  const storybooks = {
    next: `../../${STORYBOOK_FOLDER}/index.html`,
    live:
      comparison.against && comparison.liveStorybook
        ? `../../../${versionSegment(comparison.against)}/${STORYBOOK_FOLDER}/index.html`
        : null,
  };
  await store.put(
    releaseFileKey(area, version, comparison.page),
    Buffer.from(reviewPage({ area, version, comparison, storybooks })),
    'text/html; charset=utf-8',
    'no-cache',
  );
}
