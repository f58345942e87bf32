// The design system's docs pages and controls (issue 32.6, ADR 0077), checked in the built composed Storybook: every
// component has a docs page whose description says what it is for and gives its do's and don'ts, its props were read
// from the code (react-docgen), and every one of its stories offers a designer at least one control. Stories are
// prepared, not rendered (the preview's store loads each with its argTypes as the Controls panel gets them): about
// 100 stories in a few seconds. Two docs pages are rendered whole, to show the page itself works: its description,
// its props table with rows, its stories, no page error. Their components are checked with axe one story at a time in
// accessibility.spec.ts; axe over a whole docs page was not run (several inline stories share React's generated ids).
import { readFileSync } from 'node:fs';
import { type Page, test as base, expect } from '@playwright/test';
import { storybookStatic } from '../playwright.stories.config';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

/** What the Controls panel and the docs page get for one story, read in the preview. */
interface PreparedSummary {
  id: string;
  description: string;
  /** Args the panel offers a control for (after the story's controls include/exclude). */
  controls: string[];
  /** Whether react-docgen's output reached the component (or, for an example wrapper, its subcomponents). */
  docgen: boolean;
}

const index = JSON.parse(readFileSync(`${storybookStatic}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const designSystem = Object.values(index.entries).filter((entry) => entry.importPath.includes('/design-system/src/'));
const stories = designSystem.filter((entry) => entry.type === 'story');
const docsPages = designSystem.filter((entry) => entry.type === 'docs');
const storyFiles = [...new Set(stories.map((story) => story.importPath))];

const test = base.extend<{ preview: Page }>({
  preview: async ({ browser }, use) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/iframe.html');
    await page.waitForFunction(() =>
      Boolean((globalThis as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue),
    );
    await use(page);
    await context.close();
  },
});

test('every design-system story file has an autodocs page', () => {
  expect(storyFiles.length, 'design-system stories in index.json (build the Storybook first)').toBeGreaterThan(30);
  const without = storyFiles.filter((file) => !docsPages.some((page) => page.importPath === file && page.tags?.includes('autodocs')));
  expect(without, "story files without `tags: ['autodocs']` in their meta").toEqual([]);
});

test("every design-system component has a description with do and don't, props read from its code, and controls in every story", async ({
  preview,
}) => {
  const summaries = await preview.evaluate(
    async (ids) => {
      type ArgType = { control?: false | { type?: string; disable?: boolean }; table?: { disable?: boolean } };
      type Docgen = { __docgenInfo?: unknown };
      const store = (
        globalThis as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: {
              loadStory(input: { storyId: string }): Promise<{
                argTypes: Record<string, ArgType>;
                parameters: {
                  docs?: { description?: { component?: string } };
                  controls?: { include?: string[] | RegExp; exclude?: string[] | RegExp; disable?: boolean };
                  __isArgsStory?: boolean;
                };
                component?: Docgen;
                subcomponents?: Record<string, Docgen>;
              }>;
            };
          };
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue;
      const matches = (name: string, rule: string[] | RegExp) => (Array.isArray(rule) ? rule.includes(name) : rule.test(name));
      const out = [];
      for (const id of ids) {
        const story = await store.loadStory({ storyId: id });
        const { include, exclude, disable } = story.parameters.controls ?? {};
        // A story whose render function takes no args gets "not configured to handle controls" whatever its argTypes say.
        const takesArgs = story.parameters.__isArgsStory === true;
        // As the Controls panel filters them (storybook/internal/preview-api filterArgTypes): a control that is set, not
        // switched off, its row not hidden, within include and outside exclude.
        const controls =
          disable || !takesArgs
            ? []
            : Object.entries(story.argTypes)
                .filter(([, argType]) => argType.control && !argType.control.disable && !argType.table?.disable)
                .map(([name]) => name)
                .filter((name) => (!include || matches(name, include)) && (!exclude || !matches(name, exclude)));
        const documented = [story.component, ...Object.values(story.subcomponents ?? {})].some((part) => Boolean(part?.__docgenInfo));
        out.push({ id, description: story.parameters.docs?.description?.component ?? '', controls, docgen: documented });
      }
      return out;
    },
    stories.map((story) => story.id),
  );

  const byId = new Map<string, PreparedSummary>(summaries.map((summary) => [summary.id, summary]));
  const problems: string[] = [];
  for (const story of stories) {
    const summary = byId.get(story.id);
    if (!summary) continue;
    if (!/^#### Do$/m.test(summary.description) || !/^#### Don't$/m.test(summary.description) || summary.description.indexOf('####') < 20)
      problems.push(`${story.id}: no description with a purpose, "#### Do" and "#### Don't" (componentDocs() in the meta)`);
    if (!summary.docgen) problems.push(`${story.id}: react-docgen did not read the component's props (main-config.ts's docgen rule)`);
    if (summary.controls.length === 0)
      problems.push(`${story.id}: no control (give its props args/argTypes; a render function must take args)`);
  }
  expect(problems).toEqual([]);
});

for (const title of ['Design system/Form/TextField', 'Design system/Layout/EmptyState']) {
  test(`the docs page of ${title} renders its description, props table and stories`, async ({ preview }) => {
    const entry = docsPages.find((page) => page.title === title);
    expect(entry, `a docs entry for ${title}`).toBeDefined();
    const errors: string[] = [];
    preview.on('pageerror', (error) => errors.push(error.message));
    await preview.goto(`/iframe.html?viewMode=docs&id=${entry?.id}`);
    const docs = preview.locator('.sbdocs-content');
    // Rows of the props table: one per prop, with its description and control.
    await expect(docs.locator('table.docblock-argstable tbody tr').first()).toBeVisible({ timeout: 30_000 });
    expect(await docs.locator('table.docblock-argstable tbody tr').count()).toBeGreaterThan(3);
    // The description's headings as rendered: each starts with a "Copy heading URL" anchor button (named, so not in a
    // role query by name), and a typographic apostrophe counts.
    const headings = (await docs.locator('h4').allInnerTexts()).map((text) => text.replace(/\u2019/g, "'").trim());
    expect(
      headings.some((text) => /(^|\s)Do$/.test(text)),
      `a "Do" heading among ${JSON.stringify(headings)}`,
    ).toBe(true);
    expect(
      headings.some((text) => /(^|\s)Don't$/.test(text)),
      `a "Don't" heading among ${JSON.stringify(headings)}`,
    ).toBe(true);
    await expect(docs.locator('.docs-story').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
