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
  close(): Promise<void>;
}

export function startTestServer(
  handler: (request: RecordedRequest) => TestReply | undefined | Promise<TestReply | undefined>,
): Promise<TestServer>;
