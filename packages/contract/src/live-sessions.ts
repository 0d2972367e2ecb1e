import type { LiveFrame, SessionStatus } from './live/live-frame.ts';
import type { ReplayPhase } from './live/live-state.ts';
import type { SessionType } from './live/session-type.ts';
import type { SessionNaming } from './session-naming.ts';

/** The answers of the live calls that follow one session among several (the live one and replays). */

/** One session being played now (GET /api/live/sessions). */
export interface PlayingSession extends SessionNaming {
  session_id: string;
  session_name: string;
  session_type: SessionType;
  is_replay: boolean;
  /** The live session, the one followed by default. */
  current: boolean;
  session_status: SessionStatus;
  /** `running` or `paused` for a replay, null for the live session. */
  replay_state: ReplayPhase | null;
  /** The session's last lap crossing. */
  race_time_ms: number;
}

export interface PlayingSessions {
  sessions: PlayingSession[];
}

/** GET /api/live?sessionId=&at=: the frame as it was at a moment of the race. */
export interface TimedLiveFrame extends LiveFrame {
  /** The moment shown. */
  race_time_ms: number;
  /**
   * The first race time the session has data for: later than the start for a session first read mid-race,
   * whose earlier moments it cannot show (a moment asked before it is shown as at it).
   */
  first_race_time_ms: number;
  /** The last race time the session has data for. */
  last_race_time_ms: number;
}
