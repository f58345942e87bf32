// A jsdom test environment that keeps Node's own fetch stack (fetch, Request, Response, Headers,
// AbortController, streams, TextEncoder, ...), so tests can render React in a DOM and still call
// a real HTTP server. jsdom has no fetch, and its AbortSignal does not fit Node's fetch.
// Use it with the docblock: /** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */ in this
// package, /** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */ elsewhere.
const { JsdomEnvironment: TestEnvironment } = require('./jsdom-environment.cjs');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'DOMException',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'BroadcastChannel',
];

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomFetchEnvironment;
