import { clientRenderGateScript } from './client-render-gate';
import { CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE, takePrerenderedRegion } from './prerendered-region';

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
});

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
