import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { yieldToMain } from '@fundnet/app-runtime';

/**
 * Lets the browser in between the steps of loading a remote (issue 33, TBT).
 *
 * MF's runtime runs a remote's load as one chain of promises: the entry script's load event, the container's `init`
 * (its shared modules registered and matched), `get('./app')` (the expose's chunks), the expose module's evaluation.
 * Once the entry has arrived, nothing in that chain waits on the network long enough to end the task, so on a phone's
 * CPU it was one task of 300-470 ms (`pnpm bench:long-tasks "fund public"`), blocking input and counted whole in TBT.
 * Each hook here ends the task at a step boundary; the next step starts at once in a task of its own (`scheduler.yield`
 * keeps its place ahead of other queued work), so the page loads no later and a tap in between is answered.
 */
export function yieldBetweenStepsPlugin(): ModuleFederationRuntimePlugin {
  const yielded = async () => {
    await yieldToMain();
  };
  return {
    name: 'fundnet-yield-between-steps',
    // The entry script has been evaluated; its container's init (shared modules) next.
    beforeInitRemote: yielded,
    // Initialised; the expose's chunks next (their scripts come from the preloader's hints, often already here).
    beforeGetExpose: yielded,
    // The expose's chunks are in; evaluating its module tree next.
    beforeExecuteFactory: yielded,
    // Evaluated; single-spa's bootstrap and mount next.
    afterExecuteFactory: yielded,
  };
}
