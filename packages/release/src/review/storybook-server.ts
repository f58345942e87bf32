import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentTypeOf } from '@fundnet/server/releases';
import type { ReleaseStore } from '../store';

export interface ServedStorybooks {
  /** `http://127.0.0.1:<port>`; each Storybook under `/<name>/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves released Storybooks straight from the release store (a folder or a bucket alike) on a local port, for Chromium
 * to open: `/<name>/<file>` is `<prefix>/<file>` of the store. Files are kept in memory once read (a Storybook is
 * ~15 MB and each file is asked for once per page).
 */
export async function serveStorybooks(store: ReleaseStore, prefixes: Record<string, string>): Promise<ServedStorybooks> {
  const cache = new Map<string, Buffer | null>();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const [, name = '', ...rest] = pathname.split('/');
    const prefix = prefixes[name];
    const file = rest.join('/') || 'index.html';
    if (!prefix || rest.some((segment) => segment.startsWith('.'))) {
      response.writeHead(404).end();
      return;
    }
    const key = `${prefix}/${file}`;
    const cached = cache.get(key);
    (cached !== undefined ? Promise.resolve(cached) : store.get(key))
      .then((body) => {
        cache.set(key, body);
        if (!body) response.writeHead(404).end();
        else response.writeHead(200, { 'content-type': contentTypeOf(file), 'content-length': body.length }).end(body);
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
