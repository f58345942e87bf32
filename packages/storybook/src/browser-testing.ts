// What `@fundnet/api-client/testing` is inside Storybook (main-config.ts aliases it here): the component tests'
// fixture files import `replyFromContract` and the request types from it, and stories reuse those fixtures. The
// test server itself needs Node; in a browser the stories' API stand-in (api-stand-in.ts) answers instead.
import type { TestServer } from '@fundnet/api-client/testing';

export { replyFromContract } from './api-stand-in';

export function startTestServer(): Promise<TestServer> {
  return Promise.reject(new Error('startTestServer needs Node: stories use the API stand-in (parameters.fundnet.api).'));
}
