import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** axe-core's source, the copy @axe-core/playwright ships (the journeys and the stories run one axe version). */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;
type Violation = AxeResults['violations'][number];

/** The WCAG 2.1 A and AA rules (axe's tags); best-practice rules are advice, not a failing test. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail the suite (issue 10.6): a page may have no serious or critical violation. */
export const failingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and throws when it finds a serious or critical WCAG violation, listing each rule,
 * what it asks for and the elements that break it, so the failure says what to fix. Called by `screenshot()`, so every
 * page state the suite looks at is checked.
 */
export async function expectAccessible(page: Page, label: string) {
  const failing = await lastingViolations(page, () => analyzeSettled(page));
  if (failing.length === 0) return;
  const report = failing
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}${more}`;
    })
    .join('\n');
  throw new Error(`Accessibility (axe) on "${label}" at ${page.url()}: ${failing.length} serious or critical violation(s)\n${report}`);
}

/**
 * The serious and critical violations of an axe run that are still there a moment later. A page or story caught
 * mid-change (an alert fading in after a request answered, data that came in steps) is measured as it was then, nearly
 * without contrast or without its rows; a real violation is still there 500 ms later (after `settle`), a fade is not.
 */
export async function lastingViolations(
  page: Page,
  analyze: () => Promise<AxeResults>,
  settle?: () => Promise<void>,
): Promise<Violation[]> {
  const serious = async () => (await analyze()).violations.filter((v) => failingImpacts.has(v.impact ?? ''));
  const first = await serious();
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  await settle?.();
  return serious();
}

/**
 * axe-core in the page as `__fundnetAxe`, injected once per document (again after a full load; an in-app navigation
 * keeps it). Not @axe-core/playwright's builder: per check it injected axe into every frame, ran it in parts and opened
 * a blank page to merge them, about 1.5 s of a 2 s check on a loaded two-core run (stop 53's trace of the first hour:
 * 10 checks, 18 s of 43). Our pages have no frames of their own, so one run over the document checks the same nodes.
 * The stories (e2e/stories) use it too, with the a11y addon's own name `axe` left to the addon.
 */
export async function injectAxe(page: Page): Promise<void> {
  const ready = await page.evaluate(() => Boolean((globalThis as { __fundnetAxe?: unknown }).__fundnetAxe));
  if (ready) return;
  await page.evaluate(`(() => {
    const before = globalThis.axe;
    ${axeSource}
    globalThis.__fundnetAxe = globalThis.axe;
    if (before) globalThis.axe = before;
  })()`);
}

/**
 * axe on `page` as it is now: the violations only (passes are not collected, ADR 0085), with `options` of axe.run, over
 * the document (a page: its title and language too) or its body only (a story: the preview's own frame is not ours).
 */
export async function runAxe(page: Page, options: Record<string, unknown>, over: 'document' | 'body' = 'document'): Promise<AxeResults> {
  // One round trip when axe is already in the document (null when it is not: inject, then run).
  const run = () =>
    page.evaluate(
      ([runOptions, scope]) => {
        const axe = (globalThis as unknown as { __fundnetAxe?: { run(context: Node, options: unknown): Promise<unknown> } }).__fundnetAxe;
        if (!axe) return null;
        return axe.run(scope === 'body' ? document.body : document, {
          ...runOptions,
          iframes: false,
          resultTypes: ['violations'],
        }) as Promise<AxeResults>;
      },
      [options, over] as const,
    );
  const result = await run();
  if (result) return result;
  await injectAxe(page);
  return (await run())!;
}

/** axe's WCAG rules on the page, once its running transitions have ended. */
async function analyzeSettled(page: Page) {
  // A tooltip or dialog caught mid-fade has nearly no contrast (axe measured 1.14:1 once): let transitions end first.
  await page
    .evaluate(() => Promise.race([Promise.all(document.getAnimations().map((a) => a.finished)), new Promise((r) => setTimeout(r, 2_000))]))
    .catch(() => {
      // an animation cancelled as the page changed: nothing left to wait for
    });
  return runAxe(page, { runOnly: { type: 'tag', values: wcagTags } });
}
