/** What a bounded piece of a benchmark gave: its value, or why there is none. */
export type Outcome<T> = { measured: true; value: T } | NotMeasured;

export interface NotMeasured {
  measured: false;
  /** Said to the reader as is: "did not end within 300 s", "open-file limit 20,000 allows at most 9,800". */
  reason: string;
}

export const notMeasured = (reason: string): NotMeasured => ({ measured: false, reason });

/**
 * Runs `work` for at most `ms`. Past that the work is abandoned: `abandon` frees what it holds (its processes,
 * and with them their sockets) and the outcome says it was not measured, so that one part that never ends
 * (a handshake nobody answers, a reply that never comes) cannot hold a whole run. The abandoned promise may
 * still settle later; nothing listens to it then.
 */
export async function withDeadline<T>(
  ms: number,
  work: () => Promise<T>,
  abandon: () => Promise<void> | void = () => {},
): Promise<Outcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<NotMeasured>((resolve) => {
    timer = setTimeout(() => resolve(notMeasured(`did not end within ${formatDuration(ms)}`)), ms);
  });
  const running = work();
  // A rejection after the deadline belongs to abandoned work: it must not end the run as unhandled.
  running.catch(() => {});
  try {
    const first = await Promise.race([
      running.then((value) => ({ measured: true as const, value })),
      expired,
    ]);
    if (!first.measured) await abandon();
    return first;
  } finally {
    clearTimeout(timer);
  }
}

function formatDuration(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}
