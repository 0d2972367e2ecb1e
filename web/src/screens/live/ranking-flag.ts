/**
 * The ranking header's flag (spec part 1, live ranking): the chequered 'Terminé' once the session has
 * ended or the race has taken the chequered flag (a replayed or rewound race reaches it before its session
 * is closed), else the green 'Course'.
 */
export function rankingFinished(sessionStatus: string, raceState: unknown): boolean {
  return sessionStatus === 'ended' || raceState === 'finished';
}

/** Where 'Remonter le temps' starts: the moment the session has reached (elapsed seconds), else the start. */
export function travelStartOf(elapsedSeconds: unknown): number {
  return typeof elapsedSeconds === 'number' && elapsedSeconds > 0 ? Math.floor(elapsedSeconds) * 1000 : 0;
}
