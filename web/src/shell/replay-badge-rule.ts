/**
 * The 'Rediffusion' badge: shown whenever the session on screen is a replay played through the pipeline
 * (the feed's `is_replay`), so that a replayed race is never taken for the live one.
 */
export function showsReplayBadge(weather: { is_replay?: unknown } | null | undefined): boolean {
  return weather?.is_replay === true;
}
