/** Where the heavy reads go: the replica of DATABASE_READ_URL, or the primary. */
export type ReadTargetName = 'replica' | 'primary';

/** What one check of the replica found: its lag (null: not known), or why it did not answer. */
export type ReplicaCheck = { answered: true; lagMs: number | null } | { answered: false; problem: string };

export interface ReadTarget {
  target: ReadTargetName;
  /** The replica's lag as last measured, null when unknown (unreachable, or nothing replayed yet). */
  lagMs: number | null;
  /** Why, in French, for /api/ready. */
  detail: string;
}

/**
 * Where the heavy reads go after a check of the replica: there while it answers within `maxLagMs` of the
 * primary, else to the primary until it has caught up (a later check finds it within the bound again).
 */
export function readTargetOf(check: ReplicaCheck, maxLagMs: number): ReadTarget {
  if (!check.answered) {
    return {
      target: 'primary',
      lagMs: null,
      detail: `réplique injoignable, lectures sur le primaire : ${check.problem}`,
    };
  }
  const { lagMs } = check;
  if (lagMs === null) {
    return { target: 'primary', lagMs, detail: 'retard de la réplique inconnu, lectures sur le primaire' };
  }
  const shown = `${(lagMs / 1000).toFixed(1)} s`;
  if (lagMs > maxLagMs) {
    return {
      target: 'primary',
      lagMs,
      detail: `réplique en retard de ${shown} (plus de ${maxLagMs / 1000} s), lectures sur le primaire`,
    };
  }
  return { target: 'replica', lagMs, detail: `lectures sur la réplique, en retard de ${shown}` };
}
