// Runs before each test file, after the root jest.setup.web.cjs: what jsdom lacks.
const { TextDecoder, TextEncoder } = require('node:util');
const v8 = require('node:v8');

// ky (loaded through @fundnet/api-client) reads TextEncoder when it loads.
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// MUI X Charts clones its state with structuredClone.
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
