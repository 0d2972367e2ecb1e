/** Car state labels of the ranking (spec part 1 §4); our feed's extra states get French labels too. */
const LABELS: Record<string, string> = {
  Running: 'En course',
  OnTrack: 'Sur piste',
  InPit: 'Aux stands',
  Stopped: 'Arrêté',
  Retired: 'Abandon',
  Finished: 'Arrivée',
  Disqualified: 'Disqualifié',
};

export function carStateLabel(state: string | null | undefined): string {
  if (!state) return 'Inconnue';
  return LABELS[state] ?? state;
}

/** Badge colour of a position: 1 gold, 2 silver, 3 bronze, up to 10 green. */
export function rankBadge(ranking: number): 'gold' | 'silver' | 'bronze' | 'top10' | 'plain' {
  if (ranking === 1) return 'gold';
  if (ranking === 2) return 'silver';
  if (ranking === 3) return 'bronze';
  if (ranking > 0 && ranking <= 10) return 'top10';
  return 'plain';
}
