import { renderToString } from 'react-dom/server';
import { BrowserRouter, Route, Routes, StaticRouter, useLocation } from 'react-router';
import { AppRouter } from './app-router';
import { hydratingRoots } from './hydrating-roots';
import { transitionRoots } from './transition-roots';

// Driven as single-spa drives the roots, outside act(): the test watches the real scheduler (as transition-roots' tests).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** An area's routes: the landing page at `/`, nothing of its own elsewhere. */
function Pages() {
  const { pathname } = useLocation();
  return (
    <main data-address={pathname}>
      <Routes>
        <Route path="/" element={<h1>Welcome to Fundnet</h1>} />
        <Route path="*" element={<p>Not this area’s page</p>} />
      </Routes>
    </main>
  );
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 200 && !until(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** What hydrating reports: React's recoverable errors go to `reportError` (an `error` event) or the console. */
function watchErrors() {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(String(event.message));
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.map(String).join(' ')));
  return {
    errors,
    stop: () => {
      window.removeEventListener('error', onError);
      consoleError.mockRestore();
    },
  };
}

/** The landing page's HTML as the server renders it for `/`, in a region of the page. */
function regionRenderedAtHome() {
  const region = document.createElement('div');
  region.innerHTML = renderToString(
    <StaticRouter location="/">
      <Pages />
    </StaticRouter>,
  );
  document.body.append(region);
  return region;
}

beforeEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('AppRouter', () => {
  it('renders the address and follows a navigation, as BrowserRouter does', async () => {
    const region = document.createElement('div');
    transitionRoots.createRoot(region).render(
      <AppRouter>
        <Pages />
      </AppRouter>,
    );
    await settle(() => region.textContent === 'Welcome to Fundnet');
    expect(region).toHaveTextContent('Welcome to Fundnet');
    window.history.pushState(null, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate')); // single-spa tells every app's router so
    await settle(() => region.querySelector('main')?.dataset.address === '/login');
    expect(region.querySelector('main')).toHaveAttribute('data-address', '/login');
  });

  it('hydrates the address the HTML was rendered for when the visitor leaves mid-hydration, with no hydration error, then catches up', async () => {
    const region = regionRenderedAtHome();
    const main = region.querySelector('main');
    const { errors, stop } = watchErrors();
    try {
      hydratingRoots.hydrateRoot(
        region,
        <AppRouter>
          <Pages />
        </AppRouter>,
      );
      // A click on the top bar's "Log in" (hydrated already) before this region's slices have rendered its router.
      window.history.pushState(null, '', '/login');
      await settle(() => region.querySelector('main')?.dataset.address === '/login');
      expect(errors).toEqual([]);
      // Hydrated as it came (the server's element kept), then the router caught up with the navigation it had no event for.
      expect(region.querySelector('main')).toBe(main);
      expect(main).toHaveAttribute('data-address', '/login');
      expect(region).toHaveTextContent('Not this area’s page');
    } finally {
      stop();
    }
  });

  it('is what the fix is for: BrowserRouter reads the new address mid-hydration and React drops the HTML with an error', async () => {
    const region = regionRenderedAtHome();
    const { errors, stop } = watchErrors();
    try {
      hydratingRoots.hydrateRoot(
        region,
        <BrowserRouter>
          <Pages />
        </BrowserRouter>,
      );
      window.history.pushState(null, '', '/login');
      await settle(() => errors.length > 0);
      expect(errors.join(' ')).toMatch(/Hydration failed|418/);
    } finally {
      stop();
    }
  });
});
