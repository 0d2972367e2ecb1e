import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface ByteCountingProxy {
  /** The server's URL, through the proxy. */
  url: string;
  /** Bytes the server sent, over every connection made through the proxy so far. */
  readonly bytesFromServer: number;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a server (Redis) that counts what the server sends back: what a process behind it
 * really reads, whatever commands it uses to do so.
 */
export async function startByteCountingProxy(serverUrl: string): Promise<ByteCountingProxy> {
  const target = new URL(serverUrl);
  const sockets = new Set<Socket>();
  let bytesFromServer = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    upstream.on('data', (chunk: Buffer) => {
      bytesFromServer += chunk.length;
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => {});
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const proxied = new URL(serverUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    get bytesFromServer() {
      return bytesFromServer;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
