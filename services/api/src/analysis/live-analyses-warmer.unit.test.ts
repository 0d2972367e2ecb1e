import type { LiveFrame } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { liveAnalysesWarmer } from './live-analyses-warmer.ts';
import { WARM_FOR_MS, WARM_SESSIONS } from './warm-sessions.ts';

const frameOf = (sessionId: string, status: LiveFrame['session_status'] = 'active') =>
  ({ session_id: sessionId, session_status: status }) as LiveFrame;

function warmer(current: string | null = null) {
  const warmed: string[] = [];
  // Not 0: lru-cache reads a start time of 0 as none.
  let nowMs = 1000;
  const onFrame = liveAnalysesWarmer(
    { warm: (sessionId) => warmed.push(sessionId) },
    () => current,
    () => nowMs,
  );
  return {
    warmed,
    onFrame,
    pass: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('liveAnalysesWarmer', () => {
  it('warms a running session at each of its frames, and an ended one never', () => {
    const { warmed, onFrame } = warmer();
    onFrame(frameOf('course'));
    onFrame(frameOf('course'));
    onFrame(frameOf('course', 'ended'));
    onFrame(frameOf('essais', 'ended'));
    expect(warmed).toEqual(['course', 'course']);
  });

  it(`keeps ${WARM_SESSIONS} sessions warm at most, the current one always among them`, () => {
    const { warmed, onFrame } = warmer('course');
    const replays = Array.from({ length: WARM_SESSIONS }, (_, index) => `rediffusion-${index}`);
    for (const replay of replays) onFrame(frameOf(replay));
    expect(warmed).toEqual(replays.slice(0, WARM_SESSIONS));
    warmed.length = 0;
    // The current session takes the place of the session framed least recently.
    onFrame(frameOf('course'));
    for (const replay of replays) onFrame(frameOf(replay));
    expect(warmed).toEqual(['course', ...replays.slice(1, WARM_SESSIONS)]);
  });

  it('gives the place of a session whose frames stopped, or which ended, to another', () => {
    const { warmed, onFrame, pass } = warmer();
    const full = Array.from({ length: WARM_SESSIONS }, (_, index) => `rediffusion-${index}`);
    for (const sessionId of full) onFrame(frameOf(sessionId));
    onFrame(frameOf('tardive'));
    expect(warmed).not.toContain('tardive');
    onFrame(frameOf('rediffusion-0', 'ended'));
    onFrame(frameOf('tardive'));
    expect(warmed.at(-1)).toBe('tardive');
    pass(WARM_FOR_MS + 1);
    onFrame(frameOf('encore-une'));
    expect(warmed.at(-1)).toBe('encore-une');
  });
});
