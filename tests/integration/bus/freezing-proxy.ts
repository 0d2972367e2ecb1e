import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface FreezingProxy {
  /** The Redis URL, through the proxy. */
  url: string;
  /** Stops relaying on the connections open now, without closing them; new connections still work. */
  freeze(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of Redis whose connections can go silent while staying open: what a connection
 * looks like when a NAT or a network in between forgets it, with neither FIN nor RST ever arriving.
 */
export async function startFreezingProxy(redisUrl: string): Promise<FreezingProxy> {
  const target = new URL(redisUrl);
  const frozen = new WeakSet<Socket>();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!frozen.has(client)) to.write(chunk);
      });
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => {});
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const proxied = new URL(redisUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    freeze() {
      for (const socket of sockets) frozen.add(socket);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
