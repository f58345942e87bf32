import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

const dir = path.resolve(import.meta.dirname, '../screenshots');
const storybookIndex = path.resolve(import.meta.dirname, '../../packages/storybook/storybook-static/index.json');

export interface ScreenshotOptions {
  /**
   * The story that shows this page in this state (its id in the composed Storybook): its axe check in Chromium
   * (e2e/stories) covers the state, so it is not checked here again. A story that does not exist is an error.
   */
  story?: string;
}

let stories: Set<string> | null | undefined;
/** The story ids of the built Storybook (null when it is not built: then every state is checked here). */
function builtStories(): Set<string> | null {
  if (stories !== undefined) return stories;
  stories = existsSync(storybookIndex)
    ? new Set(Object.keys((JSON.parse(readFileSync(storybookIndex, 'utf8')) as { entries: Record<string, unknown> }).entries))
    : null;
  return stories;
}

/**
 * A page state as axe sees it: the viewport's class, the route (ids and slugs with digits as ':id'), the level-1
 * heading's presence and the open overlays (dialogs, menus, listboxes). Two screenshots of one state are one check.
 */
async function pageState(page: Page): Promise<string> {
  const width = page.viewportSize()?.width ?? 1280;
  const route = new URL(page.url()).pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ':id' : segment))
    .join('/');
  const shape = await page.evaluate(() => {
    const shown = (element: Element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
    const overlays = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]')]
      .filter(shown)
      .map((element) => `${element.getAttribute('role')}:${element.getAttribute('aria-label') ?? ''}`)
      .sort();
    return `${document.querySelector('h1') ? 'h1' : 'no-h1'}|${overlays.join(',')}`;
  });
  return `${width < 900 ? 'narrow' : 'wide'}|${route}|${shape}`;
}

/**
 * Whether this run (of any worker) has already checked `state`: the first caller claims it, and gets the claim's file
 * (null when another caller has it). The claims live in a folder of the Playwright run (E2E_AXE_CLAIMS, set by
 * playwright.config.ts), one file per state, created exclusively.
 */
function claimCheck(state: string): string | null | undefined {
  const claims = process.env.E2E_AXE_CLAIMS;
  if (!claims) return undefined;
  mkdirSync(claims, { recursive: true });
  const file = path.join(claims, `${Buffer.from(state).toString('base64url').slice(0, 200)}.claim`);
  try {
    writeFileSync(file, state, { flag: 'wx' });
    return file;
  } catch {
    return null;
  }
}

/**
 * Looks at the page as a user would at this step (issue 30.2):
 * - saves a full-page screenshot under e2e/screenshots/<name>.png when asked (E2E_SCREENSHOTS=1; a failing test gets
 *   Playwright's own screenshot in test-results/);
 * - checks the page with axe (no serious or critical violation, issue 10.6) once per distinct page state of the run,
 *   unless the named story covers that state.
 */
export async function screenshot(page: Page, name: string, { story }: ScreenshotOptions = {}) {
  if (process.env.E2E_SCREENSHOTS === '1') {
    await page.screenshot({ path: path.join(dir, `${name.replace(/[^a-zA-Z0-9-]+/g, '_')}.png`), fullPage: true });
  }
  if (story) {
    const built = builtStories();
    if (built && !built.has(story)) throw new Error(`screenshot "${name}" names the story ${story}, which the Storybook does not have`);
    if (built) return;
  }
  const claim = claimCheck(await pageState(page));
  if (claim === null) return;
  try {
    await expectAccessible(page, name);
  } catch (error) {
    // A state that failed is checked again by the next caller (the retry): left claimed, a violation passed on retry.
    if (claim) rmSync(claim, { force: true });
    throw error;
  }
}
