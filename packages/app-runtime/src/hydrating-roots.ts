import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { transitionRoots } from './transition-roots';

/**
 * `transitionRoots` with `hydrateRoot`, for an app whose regions may come rendered ahead of time (ADR 0101; the shell's):
 * hydrated in a transition too, and React keeps the server's HTML on screen while a lazy page's code is on its way.
 * A module apart, so an app that never hydrates carries none of it.
 */
export const hydratingRoots = {
  ...transitionRoots,
  hydrateRoot(container: Element | Document, children: ReactNode): Root {
    // Called inside a transition, the first hydration gets a transition's lane, which React renders in slices: at its
    // default lane it is one task, the whole region hydrated at once (350 ms at a phone's speed on /login).
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children);
    });
    const hydrated = root as Root;
    // Its later renders in a transition too, as transitionRoots' roots (kept apart so theirs stay as they were).
    return { render: (children) => startTransition(() => hydrated.render(children)), unmount: () => hydrated.unmount() };
  },
};
