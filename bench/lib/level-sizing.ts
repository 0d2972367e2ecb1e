/**
 * Which levels (numbers of clients) of a benchmark the machine can hold: every socket is an open file, and a
 * level past a process's open-file limit does not fail cleanly (nginx logs `accept4() failed (24: Too many
 * open files)` and leaves the handshake waiting), so such a level is skipped and the report says why.
 */

/** Processes of one kind that share a level's clients, and what a client costs the one holding it. */
export interface SocketHolder {
  /** Who they are, as the reader is told: "each of the 2 nginx workers". */
  name: string;
  /** How many processes share the clients. */
  count: number;
  /** Open files (or connections) one of them may hold. */
  slots: number;
  /** Where `slots` comes from, as the reader is told: "open-file limit 20,000". */
  bound: string;
  /** Sockets one client costs it: nginx holds the browser's and the one to the server behind it. */
  perClient: number;
  /** Files it holds whatever the clients: listeners, logs, Redis, IPC, its own modules. */
  reserved: number;
  /**
   * How the clients are shared: in equal parts (the bench splits them), or by a hash of each connection
   * (nginx's `reuseport`), which leaves some processes fuller than others.
   */
  spread: 'even' | 'hashed';
}

export interface LevelPlan {
  /** The levels to measure, in their order. */
  fit: number[];
  skipped: { clients: number; reason: string }[];
}

/**
 * Standard deviations above the mean that the fullest of hashed processes is allowed: the chance that one
 * of a few processes goes past that is below one in ten thousand.
 */
const HASH_MARGIN_SD = 4;

/** The most clients the processes of `holder` can hold together. */
export function maxClients(holder: SocketHolder): number {
  const each = Math.max(0, Math.floor((holder.slots - holder.reserved) / holder.perClient));
  if (holder.spread === 'even' || holder.count === 1) return each * holder.count;
  // Each client lands on one of `count` processes at random: the fullest holds the mean plus a margin.
  const share = 1 / holder.count;
  const fullest = (clients: number) =>
    clients * share + HASH_MARGIN_SD * Math.sqrt(clients * share * (1 - share));
  let low = 0;
  let high = each * holder.count;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fullest(middle) <= each) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The levels every holder can hold, and for each other level the holder that cannot and how many it can. */
export function sizeLevels(levels: readonly number[], holders: readonly SocketHolder[]): LevelPlan {
  const bounds = holders.map((holder) => ({ holder, most: maxClients(holder) }));
  const plan: LevelPlan = { fit: [], skipped: [] };
  for (const clients of levels) {
    const tightest = bounds.reduce<(typeof bounds)[number] | undefined>(
      (found, bound) => (bound.most < clients && (!found || bound.most < found.most) ? bound : found),
      undefined,
    );
    if (!tightest) plan.fit.push(clients);
    else
      plan.skipped.push({
        clients,
        reason: `${tightest.holder.bound} of ${tightest.holder.name} allows at most ${count(tightest.most)}`,
      });
  }
  return plan;
}

/** "20,000 clients: not measured — open-file limit 20,000 of each of the 2 nginx workers allows at most …" */
export const notMeasuredLine = (clients: number, reason: string): string =>
  `${count(clients)} clients: not measured — ${reason}`;

export const count = (value: number): string => value.toLocaleString('en-US');
