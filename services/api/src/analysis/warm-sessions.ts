/**
 * Running sessions kept warm at once (the live race, a few replays): each costs an analysis per frame in
 * every API process. Past it, a session's analysis is computed when read, as for any other session.
 */
export const WARM_SESSIONS = 4;
/** A session whose frames stopped this long ago is no longer kept warm. */
export const WARM_FOR_MS = 60_000;
