// A bare HTTP server for the tests of the client core's upload (http/upload.test.ts). Not the contract test server:
// jsdom's XMLHttpRequest is cross-origin to it, so it answers CORS preflights, and it counts the body's bytes.
// Routes: /api/files → 201 { item }, /api/expired → 401, /api/too-large → 413, /api/slow → 201 after 2 s.
const http = require('node:http');

async function startUploadServer() {
  const received = [];
  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
    response.setHeader('access-control-allow-methods', 'POST, PUT, PATCH');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let bytes = 0;
    request.on('data', (chunk) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      received.push({ path, headers: request.headers, bytes });
      const json = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (path === '/api/files') json(201, { item: { id: 'f1', bytes } });
      else if (path === '/api/expired') json(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' });
      else if (path === '/api/too-large') json(413, { statusCode: 413, error: 'Payload Too Large', message: 'The file is too large.' });
      else if (path === '/api/slow') setTimeout(() => json(201, { late: true }), 2_000);
      else json(404, { statusCode: 404, error: 'Not Found', message: 'No route' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

module.exports = { startUploadServer };
