import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

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
    const root = createRoot(container);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
