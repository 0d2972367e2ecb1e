/**
 * The bounds every benchmark runs within, read once from the environment:
 * - LEMANS_BENCH_DEADLINE_S (default 1800): a benchmark still running then is abandoned, its processes ended;
 * - LEMANS_BENCH_LEVEL_DEADLINE_S (default 300): the same for one level of a benchmark that measures by
 *   levels (a number of clients), the levels measured before it kept;
 * - LEMANS_BENCH_SCALE (default 1, at most 1): the share of each level's clients to open, for a quick run
 *   that checks a benchmark ends without loading the machine. Such a run prints, but does not write
 *   RESULTS.md: its numbers are not the benchmark's.
 */
export const benchmarkDeadlineMs = positive('LEMANS_BENCH_DEADLINE_S', 1800) * 1000;
export const levelDeadlineMs = positive('LEMANS_BENCH_LEVEL_DEADLINE_S', 300) * 1000;
export const levelScale = positive('LEMANS_BENCH_SCALE', 1, 1);

/** A level's clients in this run. */
export const scaled = (clients: number): number => Math.max(1, Math.round(clients * levelScale));

function positive(name: string, fallback: number, most = Number.POSITIVE_INFINITY): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!(value > 0 && value <= most))
    throw new Error(
      `${name} doit être un nombre positif${most < Number.POSITIVE_INFINITY ? ` d'au plus ${most}` : ''} : ${text}`,
    );
  return value;
}
