import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  getSignedFileUrl,
  renameUpload,
  replaceUpload,
  signedFileUrlQueryOptions,
  uploadFile,
  uploadFileByUrl,
  uploadPrivateFile,
} from '.';

let server: TestServer;
const reply = {
  key: 'k',
  contentType: 'application/pdf',
  size: 3,
  originalName: 'a.pdf',
  visibility: 'public',
  createdAt: '2024-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/upload/file/signed-url')
      return { json: { url: 'https://files.test/x', expiresAt: '2030-01-01T00:00:00.000Z' } };
    return { status: request.method === 'POST' ? 201 : 200, json: reply };
  });
  apiClient.configure({ baseUrl: server.url });
  sessionStore.setToken('token-1');
});
afterAll(async () => {
  sessionStore.clearSession();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

describe('upload calls', () => {
  it('uploadFile sends a multipart form: purpose, then the file with its name', async () => {
    const result = await uploadFile({ file: new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }), purpose: 'document' });
    expect(result).toEqual(reply);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/upload' });
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.headers.authorization).toBe('Bearer token-1');
    expect(request!.headers['meta-profile-id']).toBeUndefined();
    expect(request!.body).toMatch(
      /name="purpose"\r\n\r\ndocument\r\n[\s\S]*name="file"; filename="deck.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF/,
    );
  });

  it('uploadPrivateFile and replaceUpload send the file, under a given name for a bare Blob', async () => {
    await uploadPrivateFile({ file: new Blob(['x']), fileName: 'notes.csv' });
    await replaceUpload({ key: 'a b', file: new Blob(['y']) });
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/upload/private'],
      ['PATCH', '/api/upload/a%20b'],
    ]);
    expect(server.requests[0]!.body).toContain('filename="notes.csv"');
    expect(server.requests[1]!.body).toContain('filename="file"');
  });

  it('uploadFileByUrl, renameUpload and getSignedFileUrl send JSON and query strings', async () => {
    await uploadFileByUrl({ url: 'https://example.com/logo.png', purpose: 'logo' });
    await renameUpload({ key: 'k', originalName: 'Deck' });
    const link = await getSignedFileUrl('k', { download: true });
    expect(link.url).toBe('https://files.test/x');
    expect(server.requests.map((r) => [r.method, r.path, r.body, r.query])).toEqual([
      ['POST', '/api/upload/getByUrl', JSON.stringify({ url: 'https://example.com/logo.png', purpose: 'logo' }), {}],
      ['PATCH', '/api/upload', JSON.stringify({ key: 'k', originalName: 'Deck' }), {}],
      ['GET', '/api/upload/file/signed-url', '', { key: 'k', download: '1' }],
    ]);
  });

  it('keeps a signed link fresh until 30 s before it expires', () => {
    const options = signedFileUrlQueryOptions('k');
    expect(options.queryKey).toEqual(['upload', 'signed-url', 'k', { download: false }]);
    const staleTime = options.staleTime as (query: { state: { data?: { expiresAt: string } } }) => number;
    const inFiveMinutes = new Date(Date.now() + 300_000).toISOString();
    expect(staleTime({ state: { data: { expiresAt: inFiveMinutes } } })).toBeGreaterThan(260_000);
    expect(staleTime({ state: { data: { expiresAt: new Date(Date.now() + 10_000).toISOString() } } })).toBe(0);
    expect(staleTime({ state: {} })).toBe(0);
  });
});
