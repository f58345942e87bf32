import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app';

// The built web app served beside the API (WEB_ROOT): files are served, source maps never are (issue 9.5).
describe('static web: no source maps served', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'fundnet-web-root-'));
    const put = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      writeFileSync(path.join(webRoot, file), content);
    };
    put('shell/dist/index.html', '<!doctype html><html><head><title>Fundnet</title></head><body></body></html>');
    put('shell/dist/main.js', 'console.log("shell");');
    put('shell/dist/main.js.map', '{"version":3,"sources":["secret.ts"]}');
    put('shell/dist/remotes.json', '{}');
    put('mfe-demo/dist/remoteEntry.js', 'console.log("remote");');
    put('mfe-demo/dist/remoteEntry.js.map', '{"version":3,"sources":["secret.ts"]}');
    t = await startTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the built scripts', async () => {
    expect((await t.call('GET', '/main.js')).status).toBe(200);
    expect((await t.call('GET', '/remotes/mfe-demo/remoteEntry.js')).status).toBe(200);
  });

  it.each(['/main.js.map', '/MAIN.JS.MAP', '/main.js%2Emap', '/main.js.map?v=1', '/remotes/mfe-demo/remoteEntry.js.map'])(
    'answers %s with 404 and no map',
    async (url) => {
      const res = await t.call('GET', url);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('secret.ts');
    },
  );

  // npm start: a developer may point the page at a remote served from their machine (issue 32.5, ADR 0075).
  it("allows remote overrides from the developer's machine by default, in the page and its policy", async () => {
    const res = await t.call('GET', '/', { headers: { accept: 'text/html' } });
    expect(res.body).toContain('<meta name="fundnet-remote-overrides" content="http://localhost:* http://127.0.0.1:*"></head>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*;");
  });

  it('answers a browser navigation to a map with 404, not the app page', async () => {
    const res = await t.call('GET', '/main.js.map', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
