// The jsdom test environment of every front-end package and app (ADR 0068): Jest's own jsdom environment class
// (@jest/environment-jsdom-abstract) given jsdom 29 instead of the jsdom 26 that jest-environment-jsdom pins.
//
// Why: jsdom 29 computes styles through a cached cascade and a caching selector engine. On jsdom 26 every
// getComputedStyle (Testing Library's accessible names and roles, user-event's pointer-events check, MUI's popper)
// matched every CSS rule emotion had inserted, and a third of a component test's time went there. The same files on
// one machine: four component test files 72 s -> 43 s, investments-grid.test.tsx 188 s -> 108 s.
//
// jsdom 29 also applies the cascade where jsdom 26 mostly did not, so responsive styles matter: our patch of jsdom
// (patches/jsdom@29.1.1.patch) evaluates width and height media queries against the window, 1024 x 768 CSS pixels
// like jsdom's own window, and this environment gives the window the same `matchMedia` (MUI's useMediaQuery; reduced
// motion preferred) and a `resizeTo(width, height)` that moves both, so a test of a phone-sized page says
// `window.resizeTo(390, 844)` first.
// Use it as `testEnvironment: require.resolve('@fundnet/api-client/testing/jsdom-environment')`, or in a docblock.
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');
const mediaList = require('jsdom/lib/jsdom/living/css/MediaList-impl.js');
const { implForWrapper } = require('jsdom/lib/generated/idl/utils.js');

const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/**
 * A media query as the test window answers it: sizes against the window (the patched jsdom's evaluation), and a
 * user who prefers reduced motion, so nothing animates in a test (MUI X's charts draw their final shapes at once, as
 * they did when jsdom had no matchMedia at all).
 */
function matchesMedia(query) {
  if (/^\s*\(\s*prefers-reduced-motion(\s*:\s*reduce)?\s*\)\s*$/i.test(query)) return true;
  return mediaList.evaluateMediaQuery(query);
}

if (typeof mediaList.evaluateMediaQuery !== 'function' || !mediaList.viewport) {
  throw new Error('jsdom is not patched (patches/jsdom@29.1.1.patch): media queries would never match');
}

class JsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    // jsdom's modules are shared by every environment of this worker: each test file starts at the default size.
    Object.assign(mediaList.viewport, DEFAULT_VIEWPORT);
    const window = this.global;
    const queries = new Set();

    window.matchMedia = (query) => {
      const listeners = new Set();
      const list = {
        media: query,
        matches: matchesMedia(query),
        onchange: null,
        addListener: (listener) => listeners.add(listener),
        removeListener: (listener) => listeners.delete(listener),
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
        dispatchEvent: () => false,
        refresh() {
          const matches = matchesMedia(query);
          if (matches === list.matches) return;
          list.matches = matches;
          const event = { matches, media: query };
          for (const listener of listeners) listener.call(list, event);
          list.onchange?.(event);
        },
      };
      queries.add(list);
      return list;
    };

    window.resizeTo = (width, height) => {
      Object.assign(mediaList.viewport, { width, height });
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
      // The computed styles cached for the old size no longer hold.
      implForWrapper(window.document)._clearStyleCache();
      for (const list of queries) list.refresh();
      window.dispatchEvent(new window.Event('resize'));
    };
  }
}

module.exports = JsdomEnvironment;
module.exports.JsdomEnvironment = JsdomEnvironment;
