import net from 'node:net';

/**
 * A TCP relay between the API and its database that a test can take down and bring back, as a database restart or a
 * network cut would: `down()` resets every open connection and refuses new ones (ECONNRESET / ECONNREFUSED),
 * `up()` listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const created = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        server = created;
        const address = created.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = undefined;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    down,
    up: listen,
    close: down,
  };
}
