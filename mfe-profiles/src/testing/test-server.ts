// The api-client's real HTTP test server (not exported by the package: it is test support).
export {
  type RecordedRequest,
  type TestReply,
  type TestServer,
  startTestServer,
} from '../../../packages/api-client/src/testing/test-server.cjs';
