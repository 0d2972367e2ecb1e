import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * The machine's addresses other than the loopback, as another host on its networks would reach it.
 * IPv6 link-local ones are left out: they need an interface scope to be dialled at all.
 */
export function nonLoopbackAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && !address.address.toLowerCase().startsWith('fe80:'))
    .map((address) => address.address);
}

/** Whether a TCP connection to `host:port` is accepted. */
export function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const settle = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

/** Which of the given hosts accept connections on `port`, for an assertion that names them. */
export async function hostsAccepting(hosts: readonly string[], port: number): Promise<string[]> {
  const accepted = await Promise.all(hosts.map((host) => acceptsConnections(host, port)));
  return hosts.filter((_host, index) => accepted[index]);
}
