import net from 'node:net';

export interface FreezableTcpProxy {
  /** A URL like the target's, through the proxy. */
  url: string;
  /** Stops passing bytes either way, as a database stopped with SIGSTOP: connections stay open, nothing answers. */
  freeze(): void;
  /** Passes on what was held back and everything after it. */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a PostgreSQL server that a test can freeze, so a database that stops
 * answering can be played without stopping the shared server.
 */
export async function startFreezableTcpProxy(targetUrl: string): Promise<FreezableTcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
