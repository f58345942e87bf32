// Every story of the composed Storybook rendered in Chromium and checked (issue 10.6, ADR 0055; issue 30, ADR 0068): the
// design system's components and every area's screens, in the states their stories set up (empty, loading, errors,
// full forms, dialogs). A story fails when it throws (in its render, its play function or later in the page), when
// a reply of its API stand-in breaks its route's contract in docs/api/openapi.json, or when axe finds a serious or
// critical violation. A real browser lays the page out, so colour contrast is checked too, which jsdom cannot do. This
// is the stories' only pass: the jsdom render of every story in Jest was the same render done twice.
//
// One page per worker loads Storybook's preview once; each test switches it to a story through Storybook's own channel (as
// Storybook's test runner does), waits for the story's API stand-in to settle, then runs axe: the axe-core that
// @axe-core/playwright injects, injected once per page rather than once per story, and the only axe run in the page (the
// a11y addon's own run after every render is switched off here, with its `manual` global: it ran the same rules a
// second time). Per story that took axe's part from about 1.9 s to 0.3 s (48 stories, one worker). A story may switch a rule
// off with the a11y addon's parameters (`a11y.config.rules`, say why beside it) or mark its findings `a11y.test: 'todo'`
// ('off': not checked): such a story still must render without error or contract violation, and its accessibility
// check is counted skipped, by name, in the suite's summary.
import { readFileSync } from 'node:fs';
import { type Page, test as base, expect } from '@playwright/test';
import { storybookStatic } from '../playwright.stories.config';
import { type AxeResults, injectAxe, lastingViolations, runAxe as runAxeOn } from '../support/accessibility';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}
interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

const index = JSON.parse(readFileSync(`${storybookStatic}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

let page: Page;
/** What the page threw since the current story was asked for (uncaught errors and unhandled rejections). */
let pageErrors: string[] = [];

/**
 * The preview: one page per worker, loaded once and kept for every story the worker is dealt (a worker fixture, not a
 * beforeAll, which runs again for each test when tests are dealt one by one). The stories are spread over the workers
 * (playwright.stories.config.ts), each switching its own page from story to story.
 */
const test = base.extend<{ preview: Page }, { workerPreview: Page }>({
  workerPreview: [
    async ({ browser }, use) => {
      // axe's Playwright builder needs a page of a context of our own.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const opened = await context.newPage();
      opened.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      if (stories.length === 0) throw new Error(`No story in ${storybookStatic}/index.json: build the Storybook first.`);
      // The preview opens with no story selected, as under Storybook's manager: every test then selects its story, even
      // the first (asked for the story already shown, the preview would not render it again and no event would come).
      await opened.goto('/iframe.html');
      await opened.waitForFunction(() =>
        Boolean(
          (globalThis as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue &&
            (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__,
        ),
      );
      await opened.waitForLoadState('networkidle');
      await prepareAxe(opened);
      await use(opened);
      await context.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ workerPreview }, use) => {
    page = workerPreview;
    pageErrors = [];
    await use(workerPreview);
  },
});

/**
 * The preview's axe, injected once (support/accessibility.ts keeps it as `__fundnetAxe`, leaving the name `axe` to the
 * a11y addon's lazily loaded copy), with the addon's automatic run switched off (its `manual` global). Again after a
 * reload of the page.
 */
async function prepareAxe(preview: Page) {
  const ready = await preview.evaluate(() => Boolean((globalThis as { __fundnetAxe?: unknown }).__fundnetAxe));
  if (ready) return;
  await preview.evaluate(() => {
    const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } })
      .__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
  });
  await injectAxe(preview);
}

/** axe on the story as it is now, with `off` rules disabled: the violations only (passes are not collected). */
async function runAxe(off: string[]): Promise<AxeResults> {
  await prepareAxe(page);
  return runAxeOn(page, { rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])) }, 'body');
}

/** Shows `storyId` in the preview and resolves with its parameters once it rendered and its API stand-in settled. */
async function showStory(storyId: string): Promise<{ a11y?: A11yParameters }> {
  try {
    return await renderStory(storyId);
  } catch (error) {
    // A fresh worker's preview may still be settling its first story (the page reloads once); once more when loaded.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('networkidle');
    return renderStory(storyId);
  }
}

async function renderStory(storyId: string): Promise<{ a11y?: A11yParameters }> {
  return page.evaluate(async (id) => {
    type Channel = {
      on(event: string, fn: (payload: any) => void): void;
      off(event: string, fn: (payload: any) => void): void;
      emit(event: string, payload: unknown): void;
    };
    const global = globalThis as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: Channel;
      __fundnetStoryStandIn?: () => { settled(): Promise<void> } | null;
    };
    const channel = global.__STORYBOOK_ADDONS_CHANNEL__;
    const parameters = await new Promise<Record<string, unknown>>((resolve, reject) => {
      let prepared: Record<string, unknown> = {};
      const listeners: Record<string, (payload: any) => void> = {
        storyPrepared: (payload) => {
          if (payload?.id === id) prepared = payload.parameters ?? {};
        },
        storyRendered: (storyId) => {
          if (storyId === id) finish(() => resolve(prepared));
        },
        storyErrored: (error) => finish(() => reject(new Error(`The story errored: ${error?.title ?? ''} ${error?.description ?? ''}`))),
        storyThrewException: (error) => finish(() => reject(new Error(`The story threw: ${error?.message ?? error}`))),
        playFunctionThrewException: (error) => finish(() => reject(new Error(`Its play function threw: ${error?.message ?? error}`))),
        storyMissing: () => finish(() => reject(new Error(`No story ${id}`))),
      };
      // A story that never renders fails with its name rather than at the test's time limit.
      const timer = setTimeout(() => finish(() => reject(new Error(`The story ${id} did not render within 30 s`))), 30_000);
      function finish(then: () => void) {
        clearTimeout(timer);
        for (const [event, fn] of Object.entries(listeners)) channel.off(event, fn);
        then();
      }
      for (const [event, fn] of Object.entries(listeners)) channel.on(event, fn);
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    });
    // The page's queries start in effects after the first render; a second settle covers data loaded in steps.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await frame();
    await global.__fundnetStoryStandIn?.()?.settled();
    await frame();
    return parameters as { a11y?: A11yParameters };
  }, storyId);
}

/** The contract violations the story's API stand-in recorded (each answered with a 500 in the story). */
const standInViolations = () =>
  page.evaluate(
    () => (globalThis as { __fundnetStoryStandIn?: () => { violations: string[] } | null }).__fundnetStoryStandIn?.()?.violations ?? [],
  );

// Each app's stories are built into the composed Storybook: an area without any means its stories folder fell out of
// .storybook/main.ts (what the Jest pass's "has stories" test used to catch).
// A Storybook of one area's stories (`pnpm area:check <area>`, STORYBOOK_AREA_STORIES=mfe-dataroom/src/) holds that area's.
const oneArea = process.env.STORYBOOK_AREA_STORIES?.split('/')[0];
const areas = oneArea
  ? [oneArea]
  : [
      'design-system',
      'shell',
      ...['discovery', 'profiles', 'dataroom', 'trackrecord', 'commitments', 'events-feed', 'admin'].map((a) => `mfe-${a}`),
    ];
test('every area has stories in the composed Storybook', () => {
  const without = areas.filter((area) => !stories.some((story) => story.importPath.includes(`/${area}/src/`)));
  expect(without).toEqual([]);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    const { a11y } = await showStory(story.id);
    expect(pageErrors, `errors thrown by ${story.id}`).toEqual([]);
    expect(await standInViolations(), `contract violations of ${story.id}'s API stand-in`).toEqual([]);
    // Rendered and within contract; its accessibility check is counted skipped, with its name, until it is fixed.
    test.skip(a11y?.test === 'off' || a11y?.test === 'todo', `accessibility check marked '${a11y?.test}' in the story's parameters`);
    const off = (a11y?.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id);
    // A story caught mid-change (data that came in steps, an element fading in) is looked at once more, settled.
    const failing = (
      await lastingViolations(
        preview,
        () => runAxe(off),
        () =>
          page.evaluate(() =>
            (globalThis as { __fundnetStoryStandIn?: () => { settled(): Promise<void> } | null }).__fundnetStoryStandIn?.()?.settled(),
          ),
      )
    ).map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
    expect(failing, `axe on ${story.id}`).toEqual([]);
    expect(pageErrors, `errors thrown by ${story.id} while it was checked`).toEqual([]);
  });
}
