/** What the test server received. Header names are lower case. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: string;
}

/** What the test server answers: `json` (application/json) or `text`; default 200 with no body. */
export interface TestReply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (to test aborts and timeouts). */
  delayMs?: number;
}

export interface TestServer {
  /** e.g. 'http://127.0.0.1:41234': use it as the client's `baseUrl`. */
  url: string;
  requests: RecordedRequest[];
  /** Stubbed replies that broke the contract of their route (each was answered with a 500 instead). */
  violations: string[];
  /** Stops the server; rejects when any stubbed reply broke its route's contract (so the suite fails). */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Check every reply against the contract of the route it answers (docs/api/openapi.json). Default true;
   * false only for tests of the HTTP layer itself, whose made-up paths are no route of the API.
   */
  contract?: boolean;
}

export function startTestServer(
  handler: (request: RecordedRequest) => TestReply | undefined | Promise<TestReply | undefined>,
  options?: TestServerOptions,
): Promise<TestServer>;

/**
 * A reply built from the contract of the route `request` called: `status` (default: its first success status)
 * with the smallest body the route's schema accepts. For tests that check what a call sends, not what comes back.
 */
export function replyFromContract(request: RecordedRequest, status?: number): TestReply;
