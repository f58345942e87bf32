import { yieldToMain } from '@fundnet/app-runtime';

/**
 * main.js' modules evaluated in a few tasks rather than one (issue 33, TBT).
 *
 * webpack evaluates an entry's whole static import graph in the task that runs the script: React DOM, emotion, MUI,
 * react-query, single-spa, the top bar and the root config, 300-540 ms on a phone's CPU in one task
 * (`pnpm bench:long-tasks`). Each stage below is an eager `import()`: its modules stay in main.js (no chunk, no
 * request), but they are evaluated when the stage asks, after the browser has had the main thread back. The stages
 * are cut where the graph is heavy and self-contained: React DOM, the theme, the top bar, and last the root config,
 * which starts single-spa. Lighthouse's phone counts each task's time over 50 ms as blocking; at its calibrated 5.5×
 * that is about 9 ms of a desktop's main thread, so a stage should stay under that (`pnpm bench:long-tasks`).
 */
export async function startInStages(): Promise<void> {
  // Off main.js' own stack first: the script's top-level frame is the whole 500 KB file. A tool that records stacks
  // with its timeline (DevTools, Lighthouse) gives scheduler.yield()'s event one, and V8 parses a frame's whole
  // function again to give it a line: yielding from here cost 130-230 ms of main thread at 4× under Lighthouse's
  // trace categories (README, "Stop 79"). From a microtask the stack is this function's alone.
  await Promise.resolve();
  // main.js' own task ends with its parse and top-level run (webpack's module table): React DOM's evaluation, 14-35 ms
  // unthrottled here, was 10-20 ms of that task and is now a task of its own (stop 73).
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // The theme provider and what it stands on (emotion, MUI's styling and theme, the design system's baseline): a third
  // to a half of the top bar's stage, which was one task of 35-60 ms at 4× (stop 81). `webpackExports` keeps main.js as
  // it was: only what the provider needs, which the top bar and every app's lifecycles use anyway.
  await import(/* webpackMode: "eager", webpackExports: ["FundnetThemeProvider"] */ '@fundnet/design-system');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './topbar/top-bar');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './bootstrap');
}
