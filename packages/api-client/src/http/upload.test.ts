/** @jest-environment ./src/testing/jsdom-environment.cjs */
// Uploads through the client core (ADR 0071), with jsdom's XMLHttpRequest against a real local HTTP server: progress,
// the session ending on a 401 exactly as for other calls, and an abort that settles. The server is a bare one
// (testing/upload-test-server.cjs, not the contract test server): jsdom's XMLHttpRequest is cross-origin to it.
import { ApiError, isApiCancelError } from '../errors/api-error';
import { type SessionEvent, sessionStore } from '../session/session-store';
import { startUploadServer, type UploadTestServer } from '../testing/upload-test-server.cjs';
import { createApiClient } from './api-client';

let server: UploadTestServer;
beforeAll(async () => {
  server = await startUploadServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.received.length = 0;
  sessionStore.clearSession();
});

const client = () => createApiClient({ baseUrl: server.url });
const fileForm = (size = 256 * 1024) => {
  const form = new FormData();
  form.append('name', 'deck.pdf');
  form.append('file', new Blob([new Uint8Array(size)], { type: 'application/pdf' }), 'deck.pdf');
  return form;
};

it('sends the form with the call headers, reports progress up to 1 and returns the JSON reply', async () => {
  sessionStore.setToken('tok-1');
  sessionStore.setActiveProfile({ id: 'p1', type: 'fund' });
  const progress: number[] = [];
  const reply = await client().upload<{ item: { id: string; bytes: number } }>('api/files', {
    body: fileForm(),
    onProgress: (fraction) => progress.push(fraction),
  });
  expect(reply.item.id).toBe('f1');
  expect(reply.item.bytes).toBeGreaterThan(256 * 1024);
  const [request] = server.received;
  expect(request?.headers.authorization).toBe('Bearer tok-1');
  expect(request?.headers['meta-profile-id']).toBe('p1');
  expect(request?.headers['meta-profile-type']).toBe('fund');
  expect(request?.headers['x-api-version']).toBe('1');
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.every((fraction, i) => fraction >= 0 && fraction <= 1 && fraction >= (progress[i - 1] ?? 0))).toBe(true);
  expect(progress.at(-1)).toBe(1);
});

it('a 401 ends the session as any call does, and rejects with the ApiError', async () => {
  sessionStore.setToken('tok-2');
  const events: SessionEvent[] = [];
  const stop = sessionStore.subscribe((event) => events.push(event));
  const error = await client()
    .upload('api/expired', { body: fileForm(16) })
    .catch((e: unknown) => e);
  stop();
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(401);
  expect((error as ApiError).message).toBe('Session expired');
  expect(sessionStore.getToken()).toBeNull();
  expect(events.map((event) => event.reason)).toContain('expired');
});

it('expireSessionOnUnauthorized: false keeps the session', async () => {
  sessionStore.setToken('tok-3');
  await expect(client().upload('api/expired', { body: fileForm(16), expireSessionOnUnauthorized: false })).rejects.toMatchObject({
    status: 401,
  });
  expect(sessionStore.getToken()).toBe('tok-3');
});

it("other failures are the catalogue's ApiError with the server's message", async () => {
  await expect(client().upload('api/too-large', { body: fileForm(16) })).rejects.toMatchObject({
    kind: 'http',
    status: 413,
    message: 'The file is too large.',
  });
});

it('an abort during the upload settles: it rejects with ApiCancelError', async () => {
  const controller = new AbortController();
  const call = client().upload('api/slow', { body: fileForm(16), signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  const error = await call.catch((e: unknown) => e);
  expect(isApiCancelError(error)).toBe(true);
});

it('a signal aborted before the call rejects at once, sending nothing', async () => {
  const controller = new AbortController();
  controller.abort();
  const error = await client()
    .upload('api/files', { body: fileForm(16), signal: controller.signal })
    .catch((e: unknown) => e);
  expect(isApiCancelError(error)).toBe(true);
  expect(server.received).toEqual([]);
});

it('a timeout settles too, as the timeout ApiError', async () => {
  await expect(client().upload('api/slow', { body: fileForm(16), timeout: 100 })).rejects.toMatchObject({ kind: 'timeout' });
});
