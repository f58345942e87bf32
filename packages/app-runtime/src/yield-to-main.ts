/** The Prioritized Task Scheduling API's `scheduler.yield()` (Chromium 129+, Firefox 142+), where the browser has it. */
type WithSchedulerYield = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task and resumes in a new one, after the input and rendering the browser has waiting: a long chain of
 * start-up work (the federation runtime's set-up, then a remote's manifest) becomes several tasks instead of one that
 * blocks the page (issue 33; README, "Lighthouse"). `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a macrotask
 * (`setTimeout(0)`), which resumes behind them.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithSchedulerYield;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
