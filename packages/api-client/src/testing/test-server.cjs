// A real HTTP server for tests: answers each request with what `handler` returns and records
// what it received. Plain CommonJS so TypeScript tests need no Node typings (see test-server.d.cts).
const http = require('node:http');

/** Starts the server on 127.0.0.1, port 0 (a free port). */
async function startTestServer(handler) {
  const requests = [];
  const timers = new Set();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let reply;
      try {
        reply = (await handler(recorded)) ?? {};
      } catch (error) {
        reply = { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: String(error) } };
      }
      const send = () => {
        if (res.destroyed) return;
        const responseHeaders = { ...(reply.headers ?? {}) };
        let payload = '';
        if (reply.json !== undefined) {
          payload = JSON.stringify(reply.json);
          responseHeaders['content-type'] ??= 'application/json; charset=utf-8';
        } else if (reply.text !== undefined) {
          payload = reply.text;
          responseHeaders['content-type'] ??= 'text/plain; charset=utf-8';
        }
        res.writeHead(reply.status ?? 200, responseHeaders);
        res.end(payload);
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

module.exports = { startTestServer };
