import type { LiveFrame } from '@lemans/race';

/** The answers of the live calls that follow one session among several (a live one and replays). */

/** One session being played now (GET /api/live/sessions). */
export interface PlayingSession {
  session_id: string;
  session_name: string;
  is_replay: boolean;
  /** The live session, the one followed by default. */
  current: boolean;
  race_time_ms: number;
}

export interface PlayingSessions {
  sessions: PlayingSession[];
}

/** GET /api/live?sessionId=&at=: the frame as it was at a moment of the race. */
export interface TimedLiveFrame extends LiveFrame {
  /** The moment shown. */
  race_time_ms: number;
  /** The last race time the session has data for. */
  last_race_time_ms: number;
}
