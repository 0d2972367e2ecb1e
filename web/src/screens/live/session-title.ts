import { formatRemaining } from '../../format/timing.ts';

/**
 * The live hub's session line (spec part 1 §2 and §9): the active session's name, with "(… restant)" when
 * time is left; null when no session is active. A name of 'N/A' is the feed's way of saying there is none.
 */
export function activeSessionTitle(
  name: string | null,
  status: string,
  remainingSeconds: number | null,
): string | null {
  if (!name || name === 'N/A' || status !== 'active') return null;
  const remaining = formatRemaining(remainingSeconds);
  return remaining ? `${name} (${remaining} restant)` : name;
}
