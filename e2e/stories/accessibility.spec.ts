// Every story of the composed Storybook checked with axe in Chromium (issue 10.6, ADR 0055): the design system's
// components and every area's screens, in the states their stories set up (empty, loading, errors, full forms, dialogs).
// A real browser lays the page out, so colour contrast is checked too, which jsdom cannot do; the portable-stories
// tests in Jest (packages/storybook/src/stories-tests) keep the render and API-contract checks.
//
// One page loads Storybook's preview once; each test switches it to a story through Storybook's own channel (as
// Storybook's test runner does), waits for the story's API stand-in to settle, then runs axe. A story may switch a rule
// off with the a11y addon's parameters (`a11y.config.rules`, say why beside it) or mark its findings `a11y.test: 'todo'`.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { storybookStatic } from '../playwright.stories.config';
import { lastingViolations } from '../support/accessibility';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

const index = JSON.parse(readFileSync(`${storybookStatic}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // axe's Playwright builder needs a page of a context of our own.
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  if (stories.length === 0) throw new Error(`No story in ${storybookStatic}/index.json: build the Storybook first.`);
  // The preview opens with no story selected, as under Storybook's manager: every test then selects its story, even
  // the first (asked for the story already shown, the preview would not render it again and no event would come).
  await page.goto('/iframe.html');
  await page.waitForFunction(() =>
    Boolean(
      (globalThis as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue &&
        (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__,
    ),
  );
  await page.waitForLoadState('networkidle');
});
test.afterAll(async () => {
  await context?.close();
});

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

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async () => {
    const { a11y } = await showStory(story.id);
    if (a11y?.test === 'off' || a11y?.test === 'todo') return;
    let builder = new AxeBuilder({ page }).include('body');
    const off = (a11y?.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id);
    if (off.length > 0) builder = builder.disableRules(off);
    // A story caught mid-change (data that came in steps, an element fading in) is looked at once more, settled.
    const failing = (
      await lastingViolations(
        page,
        () => builder.analyze(),
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
  });
}
