import { type Browser, chromium, type Page } from 'playwright-core';
import type { StoryRef } from './record';

/**
 * Screenshots of a built Storybook's stories in Chromium (Debian's, as the test suite uses). One page loads the
 * preview once and is switched from story to story through Storybook's own channel, as the stories' accessibility pass
 * does (e2e/stories/accessibility.spec.ts): loading the preview's bundle once per Storybook is what makes it cheap.
 */

export const VIEWPORT = { width: 1280, height: 800 };

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // The same pixels on every run: no smoothing that depends on timing.
      '--force-color-profile=srgb',
      '--font-render-hinting=none',
    ],
  });
}

/** The stories (not docs pages) of a built Storybook's index.json. */
export function storiesOf(indexJson: Buffer): StoryRef[] {
  const index = JSON.parse(indexJson.toString('utf8')) as {
    entries: Record<string, { id: string; title: string; name: string; type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

async function openPreview(browser: Browser, storybookUrl: string): Promise<Page> {
  // No motion: MUI's transitions and spinners are caught at their end, the same in both releases.
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  // Opened with no story selected, as under Storybook's manager: each story is then asked for through the channel.
  await page.goto(`${storybookUrl}/iframe.html`);
  await page.waitForFunction(() =>
    Boolean(
      (globalThis as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue &&
        (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__,
    ),
  );
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * What runs in the page to show a story: plain JavaScript in a string, not a function handed to `evaluate`. The release
 * tool runs through tsx, whose compiler wraps named functions in a `__name(…)` helper that does not exist in the page.
 * It asks the preview for the story through Storybook's channel and resolves once it rendered, its API stand-in settled
 * and its fonts loaded; it rejects with why not.
 */
export const showStoryInPage = `async (id) => {
  const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
  await new Promise((resolve, reject) => {
    const listeners = {
      storyRendered: (renderedId) => { if (renderedId === id) finish(resolve); },
      storyErrored: (error) => finish(() => reject(new Error(((error && error.title) || '') + ' ' + ((error && error.description) || '')))),
      storyThrewException: (error) => finish(() => reject(new Error('threw ' + ((error && error.message) || error)))),
      playFunctionThrewException: (error) => finish(() => reject(new Error('its play function threw ' + ((error && error.message) || error)))),
      storyMissing: () => finish(() => reject(new Error('missing'))),
    };
    const timer = setTimeout(() => finish(() => reject(new Error('did not render within 30 s'))), 30000);
    const finish = (then) => {
      clearTimeout(timer);
      for (const [event, fn] of Object.entries(listeners)) channel.off(event, fn);
      then();
    };
    for (const [event, fn] of Object.entries(listeners)) channel.on(event, fn);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
  // Queries start in effects after the first render; a second settle covers data loaded in steps.
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  await frame();
  const standIn = globalThis.__fundnetStoryStandIn && globalThis.__fundnetStoryStandIn();
  if (standIn) await standIn.settled();
  await frame();
  await document.fonts.ready;
}`;

async function renderStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(`(${showStoryInPage})(${JSON.stringify(storyId)})`);
}

export interface StoryShot {
  png: Buffer;
  /** Why the story did not render cleanly (the screenshot then shows what the page showed). */
  error?: string;
}

/**
 * Screenshots each story of the Storybook at `storybookUrl` (full page, animations stopped, caret hidden), in order.
 * `onShot` receives each as it is taken, so the caller can compare while the next one renders.
 */
export async function screenshotStories(
  browser: Browser,
  storybookUrl: string,
  stories: StoryRef[],
  onShot: (story: StoryRef, shot: StoryShot) => Promise<void> | void,
): Promise<void> {
  let page = await openPreview(browser, storybookUrl);
  try {
    for (const story of stories) {
      let error: string | undefined;
      try {
        await renderStory(page, story.id);
      } catch (thrown) {
        // The preview may still be settling its first story (it reloads once): once more when loaded.
        if (String(thrown).includes('Execution context was destroyed')) {
          await page.waitForLoadState('networkidle');
          await renderStory(page, story.id).catch((again: unknown) => {
            error = String((again as Error).message ?? again);
          });
        } else {
          error = String((thrown as Error).message ?? thrown);
        }
      }
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      await onShot(story, { png, ...(error ? { error } : {}) });
      if (error) {
        // A story that failed may leave the preview broken: the next one starts from a fresh page.
        await page.context().close();
        page = await openPreview(browser, storybookUrl);
      }
    }
  } finally {
    await page.context().close();
  }
}
