import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * The `ReactDOMClient` given to single-spa-react: its roots render in a transition (issue 33).
 *
 * `root.render()` is a default-priority update, which React renders in one piece: an area's first render (the page, its
 * MUI components and their styles) held the main thread for 150–270 ms at a phone's speed (Lighthouse's long tasks).
 * Inside `startTransition` React renders the same tree in slices of a few milliseconds and lets input and paint in
 * between; nothing shown changes (no update ever showed a half-rendered tree, and a new Suspense boundary still shows its
 * fallback). single-spa-react creates the root through `createRoot` and calls `render` on mount and on props updates.
 */
export const transitionRoots = {
  createRoot(container: Element | DocumentFragment): Root {
    return inTransition(createRoot(container));
  },
};

/**
 * `transitionRoots` with `hydrateRoot`, for an app whose regions may come rendered ahead of time (ADR 0101; the shell's):
 * hydrated in a transition too, and React keeps the server's HTML on screen while a lazy page's code is on its way.
 * Apart, so an app that never hydrates does not carry it.
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
    return inTransition(root as Root);
  },
};

function inTransition(root: Root): Root {
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
