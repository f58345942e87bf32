// A real HTTP server for tests: answers each request with what `handler` returns and records
// what it received. Plain CommonJS so TypeScript tests need no Node typings (see test-server.d.cts).
// Every reply is checked against the contract of the route it answers (contract.cjs): a stub the server
// could not have sent is answered with a 500 naming the problem, and close() rejects listing them all.
const http = require('node:http');
const { contractReply, replyProblems } = require('./contract.cjs');

/**
 * Starts the server on 127.0.0.1, port 0 (a free port). `options.contract: false` turns the contract
 * check off: only for tests of the HTTP layer itself, whose made-up paths are no route of the API.
 */
async function startTestServer(handler, options = {}) {
  const checkContract = options.contract !== false;
  const requests = [];
  const violations = [];
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
      if (checkContract) {
        const problems = replyProblems(recorded.method, recorded.path, reply);
        if (problems.length > 0) {
          violations.push(...problems);
          const message = `Contract violation: ${problems.join('; ')}`;
          reply = { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message } };
        }
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
  // Idle keep-alive sockets stay open until close(): with Node's default (5 s) the server closed a socket just as
  // fetch reused it for the next test's first call, which then failed as "the server could not be reached".
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    violations,
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() =>
          violations.length > 0
            ? reject(
                new Error(
                  `Stubbed replies that break the API contract (docs/api/openapi.json):\n- ${[...new Set(violations)].join('\n- ')}`,
                ),
              )
            : resolve(),
        );
        server.closeAllConnections();
      }),
  };
}

/** A reply built from the contract of the route `request` called (see contract.cjs): for tests that do not care what comes back. */
function replyFromContract(request, status) {
  return contractReply(request.method, request.path, status);
}

module.exports = { startTestServer, replyFromContract };
