import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useRef, useState } from 'react';
// From the shared module (ADR 0011), as every app's router hooks: a second copy of React Router would be another context.
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** An address: its path, query and fragment. */
export type RenderedAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The address a region's HTML was rendered for, given by `hydratingRoots` to the tree it hydrates; null for a tree
 * rendered from nothing.
 */
export const RenderedAddressContext = createContext<RenderedAddress | null>(null);

/** The address as a router location: the one the page was rendered for, not (yet) an entry of the history's. */
const locationAt = ({ pathname, search, hash }: RenderedAddress): Location => ({ pathname, search, hash, state: null, key: 'default' });

const sameAddress = (a: RenderedAddress, b: RenderedAddress) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The router every app renders inside (`AppProviders`): React Router's `BrowserRouter` on the real browser history, with
 * two differences for a page whose regions come rendered (ADR 0109):
 *
 * - A tree being hydrated first renders the address its HTML was rendered for. Hydration runs in a transition, in
 *   slices (ADR 0101), and a visitor may click a link of the top bar (hydrated already) before this tree's router has
 *   rendered: `BrowserRouter` then read the new address, rendered another page than the HTML, and React threw away the
 *   server's HTML with a hydration error (#418) in the console.
 * - Once it listens, the router catches up with a navigation made before it did. single-spa tells the routers of a
 *   navigation with a `popstate` event; one dispatched before this router listened is lost, and `BrowserRouter` would
 *   have kept showing the page it rendered first.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const renderedAddress = useContext(RenderedAddressContext);
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: renderedAddress === null ? history.location : locationAt(renderedAddress),
  }));
  const shown = useRef(state.location);
  shown.current = state.location;

  useLayoutEffect(() => {
    // In a transition, as BrowserRouter's: a lazy page's code on its way keeps the page shown until it arrives.
    const update = (next: { action: NavigationType; location: Location }) => startTransition(() => setState(next));
    const stopListening = history.listen(update);
    if (!sameAddress(history.location, shown.current)) update({ action: history.action, location: history.location });
    return stopListening;
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
