import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServedBuild {
  /** The served folder's address, ending with / (`http://localhost:3005/`). */
  url: string;
  /** How many times each file was asked for: `pnpm area:check` checks that the journeys really loaded the local build. */
  requests: Map<string, number>;
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves an area's local build as a developer's machine would for a remote override (issue 32.5): any origin may fetch
 * it (the shell's page is on another port or host), nothing is cached (a rebuild is seen on the next load), and
 * nothing outside the folder is served.
 */
export function serveBuild(folder: string, port: number, host = '127.0.0.1'): Promise<ServedBuild> {
  const root = path.resolve(folder);
  const requests = new Map<string, number>();
  const server: Server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cache-control', 'no-store');
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname);
    if (!file.startsWith(`${root}${path.sep}`) || file.endsWith('.map')) return response.writeHead(404).end();
    try {
      if (!(await stat(file)).isFile()) return response.writeHead(404).end();
    } catch {
      return response.writeHead(404).end();
    }
    requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${bound}/`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
