// Runs before each story test file, after the root jest.setup.web.cjs: what jsdom lacks.
const v8 = require('node:v8');

// MUI X Charts clones its state with structuredClone.
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
// MUI's useMediaQuery and Storybook's viewport read matchMedia, which jsdom lacks (every query: no match).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
