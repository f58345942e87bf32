// The API as stories see it: a fetch given to the real api-client (`apiClient.configure({ fetch })`), so every request
// goes through the client's own code (headers, session, error mapping) and is answered here, at the request level,
// by the story's routes. Every answer is checked against the route's contract in docs/api/openapi.json (the same
// checks as the component tests' test server): a stub that no longer matches the contract is answered with a 500
// "Contract violation", recorded, and shown over the story (and fails the story tests), so stories cannot drift.
import type { RecordedRequest, TestReply } from '@fundnet/api-client/testing';
import { createContract } from '@fundnet/api-client/testing/contract-core';
import openapiDocument from './openapi-document.cjs';

export type { RecordedRequest, TestReply };

/** What a route answers: a reply, or `pending` (the request never ends: a loading state). */
export type StandInReply = TestReply | typeof pending;
export type RouteHandler = (request: RecordedRequest) => StandInReply | Promise<StandInReply>;
/** One handler for every request (like a component test's test-server handler); undefined: the contract's reply. */
export type ApiHandler = (request: RecordedRequest) => StandInReply | undefined | Promise<StandInReply | undefined>;
/** `'GET /api/fund-info/discovery'` → what to answer. Unlisted routes of the API answer the smallest reply their contract accepts. */
export type ApiRoutes = Record<string, RouteHandler>;

/** A reply that never comes (the page stays in its loading state). */
export const pending = Symbol('pending');

/** The API's error body, as the server sends it (`message` is what the page shows). */
export function errorReply(status: number, message: string, errors?: Record<string, string[]>): TestReply {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    422: 'Unprocessable Entity',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  const json = { statusCode: status, error: names[status] ?? 'Error', message, ...(errors ? { errors } : {}) };
  return { status, json };
}

const contract = createContract(openapiDocument);

/** The smallest reply the contract of the route `request` called accepts (as `replyFromContract` in component tests). */
export function replyFromContract(request: RecordedRequest, status?: number): TestReply {
  return contract.contractReply(request.method, request.path, status);
}

export interface ApiStandIn {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Replies that broke their route's contract (each was answered with a 500 instead). */
  violations: string[];
  /** Resolves when no request is being answered (requests left `pending` do not count). */
  settled(): Promise<void>;
  /** Called on every new violation (the story shows them). */
  onViolation?: (violations: string[]) => void;
}

async function recordedRequest(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return {
    method: request.method.toUpperCase(),
    url: `${url.pathname}${url.search}`,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text(),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiStandIn(routes: ApiRoutes | ApiHandler = {}): ApiStandIn {
  let inFlight = 0;
  const standIn: ApiStandIn = {
    requests: [],
    violations: [],
    async settled() {
      // A request may start as another ends (a page loads its data in steps: a track record, then its sheet, then the
      // sheet's rows): quiet for a few turns, each a frame (React renders the last answer and runs its effects, which
      // start the next request) and a moment, with no request in flight and none started. Turns of 10 ms alone were
      // too short on a loaded machine: axe once ran on a grid whose rows had not been asked for yet.
      const frame = () =>
        typeof requestAnimationFrame === 'function' ? new Promise((resolve) => requestAnimationFrame(resolve)) : Promise.resolve();
      for (let quiet = 0, seen = standIn.requests.length; quiet < 3; ) {
        await frame();
        await wait(10);
        quiet = inFlight === 0 && standIn.requests.length === seen ? quiet + 1 : 0;
        seen = standIn.requests.length;
      }
    },
    fetch: async (input, init) => {
      inFlight += 1;
      let countedOut = false;
      const done = () => {
        if (!countedOut) inFlight -= 1;
        countedOut = true;
      };
      try {
        const request = await recordedRequest(input, init);
        standIn.requests.push(request);
        const route = `${request.method} ${request.path}`;
        const known = contract.findRoute(request.method, request.path);
        const handler = typeof routes === 'function' ? routes : routes[route];
        let reply: StandInReply | undefined = handler ? await handler(request) : undefined;
        reply ??= known ? replyFromContract(request) : errorReply(404, `No route ${route}`);
        if (reply === pending) {
          done();
          return await new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
          });
        }
        const problems = contract.replyProblems(request.method, request.path, reply);
        if (problems.length > 0) {
          standIn.violations.push(...problems);
          standIn.onViolation?.(standIn.violations);
          reply = errorReply(500, `Contract violation: ${problems.join('; ')}`);
        }
        if (reply.delayMs) await wait(reply.delayMs);
        const status = reply.status ?? 200;
        const noBody = status === 204 || status === 304;
        const body = noBody ? null : reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
        const headers = new Headers(reply.headers);
        if (reply.json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
        return new Response(body, { status, headers });
      } finally {
        done();
      }
    },
  };
  return standIn;
}
