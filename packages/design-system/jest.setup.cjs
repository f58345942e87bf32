// Runs before each test file: Testing Library's DOM matchers, and what jsdom lacks.
require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');
const v8 = require('node:v8');

// ky (loaded through @fundnet/api-client) reads TextEncoder when it loads.
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// MUI X Charts clones its state with structuredClone.
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
