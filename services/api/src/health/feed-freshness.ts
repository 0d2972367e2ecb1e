import type { LiveFrames } from '../live/live-frames.ts';
import type { LiveSource } from '../live/live-source.ts';
import { isStale } from '../live/stale-frame.ts';

export interface CheckResult {
  ok: boolean;
  /** French: why the check failed, or what it saw. */
  detail: string;
}

/**
 * Whether ingest still feeds the current session: its latest frame in memory must be younger than
 * `staleMs`. A session that has ended receives no more frames, and no session at all has nothing to wait
 * for: neither makes the API unready.
 */
export async function feedFreshness(
  source: LiveSource,
  frames: LiveFrames,
  staleMs: number,
  now: number,
): Promise<CheckResult> {
  const sessionId = await source.currentSessionId();
  if (sessionId === null) return { ok: true, detail: 'aucune session en cours' };
  const latest = frames.get(sessionId);
  if (!latest) return { ok: false, detail: `aucune image en direct reçue pour la session ${sessionId}` };
  if (latest.frame.session_status === 'ended') return { ok: true, detail: 'session terminée' };
  const ageS = Math.round((now - latest.observedAtMs) / 1000);
  if (isStale(latest.frame, staleMs, now)) {
    return {
      ok: false,
      detail: `dernière image en direct vieille de ${ageS} s (limite ${staleMs / 1000} s) : l'ingestion est-elle arrêtée ?`,
    };
  }
  return { ok: true, detail: `dernière image il y a ${ageS} s` };
}
