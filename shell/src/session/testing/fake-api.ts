// Test support: a real HTTP server (the api-client's test server) answering like our API, so the pages
// run the real client (headers, session expiry, error mapping) instead of a mock.
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';

export type { RecordedRequest, TestReply };

/** `'POST /api/auth/login'` → what to answer. Unlisted routes answer 404 like the API. */
export type Routes = Record<string, (request: RecordedRequest) => TestReply | Promise<TestReply>>;

export interface FakeApi {
  server: TestServer;
  /** Replaces the routes (per test). */
  use(routes: Routes): void;
  /** The requests received for one route, e.g. calls('POST /api/auth/profile-switch'). */
  calls(route: string): RecordedRequest[];
  /** The JSON body of a recorded request. */
  body<T = Record<string, unknown>>(request: RecordedRequest | undefined): T;
  close(): Promise<void>;
}

/** Starts the server and points the app's api-client at it. Call in beforeAll; close in afterAll. */
export async function startFakeApi(): Promise<FakeApi> {
  let routes: Routes = {};
  const server = await startTestServer((request) => {
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler)
      return { status: 404, json: { statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.path}` } };
    return handler(request);
  });
  apiClient.configure({ baseUrl: server.url });
  return {
    server,
    use(next) {
      routes = next;
      server.requests.length = 0;
    },
    calls: (route) => server.requests.filter((request) => `${request.method} ${request.path}` === route),
    body: <T>(request: RecordedRequest | undefined) => JSON.parse(request?.body || '{}') as T,
    close: () => server.close(),
  };
}

/** A clean browser session between tests. */
export function resetBrowserSession(): void {
  sessionStore.clearSession();
  localStorage.clear();
  sessionStorage.clear();
}

/** The API's error body. */
export function apiError(status: number, message: string, errors?: Record<string, string[]>): TestReply {
  const error =
    { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 409: 'Conflict', 422: 'Unprocessable Entity' }[status] ?? 'Error';
  return { status, json: { statusCode: status, error, message, ...(errors ? { errors } : {}) } };
}

const userId = '2b1e1f7e-8a41-4c1e-9a43-0f4b1d1c1a01';

export function aUser(overrides: Record<string, unknown> = {}) {
  return {
    id: userId,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: null,
    emailVerified: true,
    phoneVerified: false,
    isAdmin: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function aProfile(id: string, type: 'fund' | 'investor' | 'serviceProvider', name: string, status = 'published') {
  return { id, type, name, slug: name.toLowerCase().replace(/\s+/g, '-'), status, role: 'owner', createdAt: '2026-01-05T10:00:00.000Z' };
}

/** A users/get-me reply. */
export function meReply(profiles: ReturnType<typeof aProfile>[] = [], user: Record<string, unknown> = {}) {
  return {
    user: aUser(user),
    profiles,
    activeProfileId: null,
    // What the server answers for a user who filled in nothing yet (the contract's userInfo, every field present).
    userInfo: {
      firstName: String(user.firstName ?? 'Ada'),
      lastName: String(user.lastName ?? 'Lovelace'),
      phoneNumber: null,
      countryOfResidence: null,
      describesYouBest: null,
      jobTitle: null,
      companyName: null,
      linkedinUrl: null,
      pointsOfInterest: [],
      investorStyle: null,
      crmLink: null,
    },
  };
}

/** An auth session reply (login, signup...). */
export function sessionReply(token: string, user: Record<string, unknown> = {}) {
  return { token, expiresAt: '2026-12-31T00:00:00.000Z', user: aUser(user) };
}
