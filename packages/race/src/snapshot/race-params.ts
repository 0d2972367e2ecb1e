import type { LapRecording } from '../recording/recording.ts';
import type { OrganiserParams, OrganiserRaceState } from './organiser-snapshot.ts';
import type { RecordingIndex } from './recording-index.ts';
import { simulatedWeather } from './simulated-weather.ts';
import type { SnapshotOptions } from './snapshot-options.ts';
import { upperBound } from './upper-bound.ts';

const RACE_STATE_OF_FLAG: Record<string, OrganiserRaceState> = {
  GF: 'Grn',
  FCY: 'FCY',
  SF: 'SC',
  RF: 'Red',
  FF: 'Chk',
  '': 'Grn',
};

/** Session, clock, race state and weather of the snapshot at a race time. */
export function raceParams(
  recording: LapRecording,
  index: RecordingIndex,
  raceTimeMs: number,
  { replay = false, run }: SnapshotOptions,
): OrganiserParams {
  const { meta } = recording;
  const elapsedMs = Math.max(0, raceTimeMs);
  const raceState = raceStateAt(index, elapsedMs);
  const localStartHour = localHourOf(meta.startTimeMs, meta.timeZone);
  return {
    sessionId: meta.sessionId,
    sessionName: meta.sessionName,
    sessionType: meta.sessionType,
    eventName: meta.eventName,
    raceState,
    safetyCar: raceState === 'SC' ? 'Yes' : 'No',
    replay,
    ...(run && { run: run.id, runStartTime: run.startMs / 1000 }),
    startTime: meta.startTimeMs,
    duration: meta.scheduledDurationMs / 1000,
    elapsedTime: elapsedMs / 1000,
    remaining: Math.max(0, meta.scheduledDurationMs - elapsedMs) / 1000,
    percentProgressLive: Math.round(Math.min(100, (elapsedMs / meta.scheduledDurationMs) * 100) * 100) / 100,
    ...simulatedWeather(elapsedMs, localStartHour),
    weatherSimulated: true,
    timestamp: meta.startTimeMs + elapsedMs,
  };
}

/** The flag shown at the line at the field's latest crossing; chequered from the winner's finish on. */
function raceStateAt(index: RecordingIndex, raceTimeMs: number): OrganiserRaceState {
  if (index.finishTimeMs != null && raceTimeMs >= index.finishTimeMs) return 'Chk';
  const crossed = upperBound(index.flagTimesMs, raceTimeMs);
  const flag = crossed > 0 ? (index.flags[crossed - 1] ?? '') : '';
  return RACE_STATE_OF_FLAG[flag] ?? 'Grn';
}

/** Building an Intl formatter costs more than the rest of a snapshot: one per start time and zone. */
const localHours = new Map<string, number>();

function localHourOf(epochMs: number, timeZone: string): number {
  const key = `${timeZone} ${epochMs}`;
  let hour = localHours.get(key);
  if (hour === undefined) {
    hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(epochMs),
    );
    localHours.set(key, hour);
  }
  return hour;
}
