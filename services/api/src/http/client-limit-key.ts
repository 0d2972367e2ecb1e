import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's requests are counted under in the rate limits: its IPv4 address, or the /64 network of
 * its IPv6 address. A provider hands each subscriber a /64 at least, from which he may take a fresh
 * address for every request: counted per address, he would never reach a limit. An IPv4-mapped address
 * (`::ffff:192.0.2.1`, how a dual-stack socket sees an IPv4 client) is that IPv4 address. Anything else
 * (no address known) is a key of its own.
 */
export function clientLimitKey(address: string): string {
  const groups = isIPv6(address) ? ipv6Groups(address) : null;
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, its zone (`%eth0`) aside; null when not one. */
function ipv6Groups(address: string): number[] | null {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [];
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - first.length - last.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...first, ...Array<number>(missing).fill(0), ...last];
}
