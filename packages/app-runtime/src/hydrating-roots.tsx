import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RenderedAddressContext } from './app-router';
import { transitionRoots } from './transition-roots';

/**
 * `transitionRoots` with `hydrateRoot`, for an app whose regions may come rendered ahead of time (ADR 0101; the shell's):
 * hydrated in a transition too, and React keeps the server's HTML on screen while a lazy page's code is on its way.
 * A module apart, so an app that never hydrates carries none of it.
 */
export const hydratingRoots = {
  ...transitionRoots,
  hydrateRoot(container: Element | Document, children: ReactNode): Root {
    // The address the region was rendered for: `takePrerenderedRegion` hydrates only a region rendered for this one.
    // The tree's router renders it even if the visitor leaves while the slices below run (AppRouter, ADR 0109).
    const { pathname, search, hash } = window.location;
    const renderedAddress = { pathname, search, hash };
    const rendered = (tree: ReactNode) => <RenderedAddressContext value={renderedAddress}>{tree}</RenderedAddressContext>;
    // Called inside a transition, the first hydration gets a transition's lane, which React renders in slices: at its
    // default lane it is one task, the whole region hydrated at once (350 ms at a phone's speed on /login).
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, rendered(children));
    });
    const hydrated = root as Root;
    // Its later renders in a transition too, as transitionRoots' roots (kept apart so theirs stay as they were), and in
    // the same provider, or React would mount the tree again.
    return { render: (tree) => startTransition(() => hydrated.render(rendered(tree))), unmount: () => hydrated.unmount() };
  },
};
