import { queryClient } from '@fundnet/api-client';
import { clientRenderGateScript, REMOTE_OVERRIDES_STORAGE_KEY } from './client-render-gate';
import { prerenderedQueriesBlock } from './prerendered-queries';
import { CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
import { takePrerenderedRegion } from './prerendered-region';

/** A region as the server sends it: rendered for `address`, with a heading in it. */
function regionRenderedFor(address: string | null) {
  const region = document.createElement('main');
  if (address !== null) region.setAttribute(PRERENDERED_ATTRIBUTE, address);
  region.innerHTML = '<h1>Log in to Fundnet</h1>';
  document.body.append(region);
  return region;
}

/** Runs the page's gate as the head does, with this visitor's storage, colour scheme and address. */
function runGate({ token, colorMode, dark = false, hash = '' }: { token?: string; colorMode?: string; dark?: boolean; hash?: string }) {
  if (token) localStorage.setItem('token', token);
  if (colorMode) localStorage.setItem('colorMode', colorMode);
  window.history.replaceState(null, '', `/login${hash}`);
  window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark') })) as typeof window.matchMedia;
  new Function(clientRenderGateScript)();
  return document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE);
}

beforeEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/login');
  queryClient.clear();
});

/** The data block a page rendered per request carries in its head (ADR 0102). */
function pageReads(title: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    prerenderedQueriesBlock([{ queryKey: ['content', 'list', {}], data: { items: [{ title }] } }]),
  );
}

describe('takePrerenderedRegion', () => {
  it('hydrates a region rendered for this address, once, and keeps its content', () => {
    const region = regionRenderedFor('/login');
    expect(takePrerenderedRegion(region)).toBe(true);
    expect(region).toHaveTextContent('Log in to Fundnet');
    expect(region).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
    // Mounted again later (the visitor went elsewhere and came back): rendered from nothing.
    expect(takePrerenderedRegion(region)).toBe(false);
  });

  it('renders a region without a prerender as before, leaving it alone', () => {
    const region = regionRenderedFor(null);
    expect(takePrerenderedRegion(region)).toBe(false);
    expect(region).toHaveTextContent('Log in to Fundnet');
  });

  it('empties and renders from nothing a region the gate kept from this visitor', () => {
    document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
    const region = regionRenderedFor('/login');
    expect(takePrerenderedRegion(region)).toBe(false);
    expect(region).toBeEmptyDOMElement();
    expect(region).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
  });

  it('empties a region rendered for another address (the app moved before mounting)', () => {
    const region = regionRenderedFor('/signup');
    expect(takePrerenderedRegion(region)).toBe(false);
    expect(region).toBeEmptyDOMElement();
  });
});

describe("the page's server reads", () => {
  it('are in the cache before the region hydrates, as just read, and the block is taken once', () => {
    pageReads('Raise </script> with Fundnet');
    const region = regionRenderedFor('/login');
    expect(takePrerenderedRegion(region)).toBe(true);
    const query = queryClient.getQueryCache().find({ queryKey: ['content', 'list', {}] });
    expect(query?.state.data).toEqual({ items: [{ title: 'Raise </script> with Fundnet' }] });
    expect(query?.isStale()).toBe(false);
    expect(document.getElementById('fundnet-prerendered-queries')).toBeNull();
  });

  it('are not taken for a visitor the gate kept from the page (a signed-in administrator reads drafts under that key)', () => {
    pageReads('Signed-out list');
    document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
    expect(takePrerenderedRegion(regionRenderedFor('/login'))).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(document.getElementById('fundnet-prerendered-queries')).toBeNull();
  });

  it('are ignored when the block is not a list of reads', () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="fundnet-prerendered-queries">{not json</script>');
    expect(takePrerenderedRegion(regionRenderedFor('/login'))).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('the gate in the head', () => {
  it('lets a signed-out visitor in the light mode see the prerendered page', () => {
    expect(runGate({})).toBe(false);
    expect(runGate({ colorMode: 'light', dark: true })).toBe(false);
  });

  it('keeps it from anyone it would not be true for', () => {
    expect(runGate({ token: 'a-session' })).toBe(true);
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    localStorage.clear();
    sessionStorage.setItem('token', 'a-tab-session');
    expect(runGate({})).toBe(true);
    sessionStorage.clear();
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    expect(runGate({ colorMode: 'dark' })).toBe(true);
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    localStorage.clear();
    expect(runGate({ dark: true })).toBe(true);
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    expect(runGate({ hash: '#code=single-use' })).toBe(true);
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    window.history.replaceState(null, '', '/login');
    localStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, '{"mfe_discovery":"http://localhost:3001/mf-manifest.json"}');
    expect(runGate({})).toBe(true);
  });

  it('renders in the browser when storage cannot be read', () => {
    const blocked = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(runGate({})).toBe(true);
    } finally {
      blocked.mockRestore();
    }
  });
});

describe("the gate's hold on a submit", () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => jest.restoreAllMocks());

  /** The page's HTML parsed: the gate ran in its head while it loaded, and sees the parsing end. */
  function pageParsed() {
    readyState = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
  }

  function submit(form: HTMLFormElement) {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  }

  it("holds a served form's submit until its React handler is attached, so the fields never go into the address", () => {
    runGate({});
    const region = regionRenderedFor('/login');
    region.innerHTML = '<form><input name="password" value="Secret!2345"><button>Log in</button></form>';
    const form = region.querySelector('form')!;
    const reachedTheApp = jest.fn();
    region.addEventListener('submit', reachedTheApp);
    // Pressed while the page still parses.
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submit-held')).toBe(true);

    // Parsed, and the app has taken its region (the marker goes as it mounts) but is still hydrating: the form is not
    // React's yet, and React must not see the press either (the Form sends the held submit itself, once).
    pageParsed();
    takePrerenderedRegion(region);
    form.removeAttribute('data-submit-held');
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submit-held')).toBe(true);
    expect(reachedTheApp).not.toHaveBeenCalled();

    // Hydrated: the design-system Form marked its element ready, and a submit is the app's.
    form.removeAttribute('data-submit-held');
    form.setAttribute('data-form-ready', '');
    expect(submit(form).defaultPrevented).toBe(false);
    expect(form.hasAttribute('data-submit-held')).toBe(false);
    expect(reachedTheApp).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a form rendered in the browser after the page was parsed, a design-system Form or not', () => {
    runGate({});
    pageParsed();
    const region = regionRenderedFor(null);
    region.innerHTML = '<form><textarea name="question"></textarea><button>Ask</button></form>';
    const form = region.querySelector('form')!;
    expect(submit(form).defaultPrevented).toBe(false);
    expect(form.hasAttribute('data-submit-held')).toBe(false);
  });
});
