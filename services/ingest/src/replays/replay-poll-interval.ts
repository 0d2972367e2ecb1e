/** The shortest poll interval of a replay: past this, polls would only cost without showing more. */
export const MIN_REPLAY_POLL_MS = 100;

/**
 * How often a replay playing at `speed` is polled: the live interval shrunk by the speed, so that each poll
 * still sees as much race time as a live poll (3 s at the default interval) up to 30×; faster replays are
 * polled every 100 ms and see more race time per poll.
 */
export function replayPollIntervalMs(pollIntervalMs: number, speed: number): number {
  return Math.max(MIN_REPLAY_POLL_MS, Math.floor(pollIntervalMs / speed));
}

/** The race time a poll of a replay at `speed` sees go by. */
export function raceTimePerPollMs(pollIntervalMs: number, speed: number): number {
  return replayPollIntervalMs(pollIntervalMs, speed) * speed;
}
