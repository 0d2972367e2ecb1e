import type { LiveFrame, LiveRow } from '@lemans/contract';
import { liveRowSchema } from '@lemans/contract/live-row-schema';
import type { LapRecording } from '@lemans/race';
import { liveFrameOf, parsedSnapshotOf, snapshotAt, unseenRowsOf } from '@lemans/race';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestRecording, RECORDING_STEP_MS } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { apiUnderTest } from './api-under-test.ts';

/**
 * The three copies of a live row agree: the socket's frame (ingest's, from the organiser's document and the
 * fold of the events), the API's frame rebuilt from the projections when Redis holds none, and time travel
 * (a checkpoint of the fold and the events after it). Vmax is the witness: a figure the fold keeps, which
 * must also be the organiser's own `topSpeed` when every lap was seen.
 */

const SESSION = 'copies-2025';
/** Ninety minutes of the race, a poll every 3 s: every car's laps are all seen. */
const RACE_TIME_MS = 90 * 60_000;

let clock = Date.UTC(2025, 5, 14, 12);
const context = apiUnderTest({ now: () => clock });
let recording: LapRecording;
let socketFrame: LiveFrame;

const get = async (path: string): Promise<LiveFrame> => {
  // The live answers are reused for 2 s: the clock moves past that, so each read is fresh.
  clock += 10_000;
  const response = await context.api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as LiveFrame;
};

const rowsByNumber = (frame: LiveFrame) => new Map(frame.data.map((row) => [row.participant_number, row]));
const vmaxOf = (rows: Map<string, LiveRow>, number: string) => rows.get(number)?.top_speed;

beforeAll(async () => {
  recording = await readRecording2025();
  const lastPoll = RACE_TIME_MS - RECORDING_STEP_MS;
  await ingestRecording(context.database.db, recording, { sessionId: SESSION, untilMs: lastPoll });
  // The last poll as the live poller makes it: its events applied, then its frame built for the socket.
  const ingestor = await SessionIngestor.load(context.database.db, SESSION);
  const snapshot = parsedSnapshotOf(snapshotAt(recording, RACE_TIME_MS));
  const observedAt = new Date(recording.meta.startTimeMs + RACE_TIME_MS);
  await ingestor.apply(context.database.db, [{ snapshot, snapshotId: `t${RACE_TIME_MS}`, observedAt }]);
  const unseen = unseenRowsOf(snapshot, ingestor.knownCars(), [], (number) => ingestor.lastKnownRow(number));
  socketFrame = liveFrameOf(
    snapshot,
    SESSION,
    ingestor.status,
    observedAt,
    ingestor.lineGaps,
    ingestor.timing(),
    unseen,
  );
}, 120_000);

describe('a live row in its three copies', () => {
  it("shows each car's Vmax alike on the socket, in the rebuilt frame and in time travel", async () => {
    const socket = rowsByNumber(socketFrame);
    const rebuilt = rowsByNumber(await get(`/api/live?sessionId=${SESSION}`));
    const past = rowsByNumber(await get(`/api/live?sessionId=${SESSION}&at=${RACE_TIME_MS}`));
    const document = snapshotAt(recording, RACE_TIME_MS);

    expect([...rebuilt.keys()].sort()).toEqual([...socket.keys()].sort());
    for (const entry of document.entries) {
      const organisers = entry.topSpeed === '' ? null : Number(entry.topSpeed);
      expect(vmaxOf(socket, entry.number), `n°${entry.number}`).toBe(organisers);
      expect(vmaxOf(rebuilt, entry.number), `n°${entry.number}`).toBe(organisers);
      expect(vmaxOf(past, entry.number), `n°${entry.number}`).toBe(organisers);
    }
    // Not a field left empty everywhere: the fastest car of the hour and a half has its trap reading.
    const fastest = Math.max(...[...socket.values()].map((row) => row.top_speed ?? 0));
    expect(fastest).toBeGreaterThan(300);
  });

  it("shows a session joined mid-race each car's Vmax at once, the organiser's", async () => {
    const joined = 'copies-joined-late';
    await ingestRecording(context.database.db, recording, {
      sessionId: joined,
      fromMs: RACE_TIME_MS,
      untilMs: RACE_TIME_MS,
    });
    const rows = rowsByNumber(await get(`/api/live?sessionId=${joined}`));
    for (const entry of snapshotAt(recording, RACE_TIME_MS).entries) {
      const organisers = entry.topSpeed === '' ? null : Number(entry.topSpeed);
      expect(vmaxOf(rows, entry.number), `n°${entry.number}`).toBe(organisers);
    }
  });

  it('each hold every field of the row, and no other, of the type its schema gives', async () => {
    const rebuilt = await get(`/api/live?sessionId=${SESSION}`);
    const past = await get(`/api/live?sessionId=${SESSION}&at=${RACE_TIME_MS}`);
    for (const frame of [socketFrame, rebuilt, past]) {
      const checked = liveRowSchema.array().safeParse(frame.data);
      expect(checked.error?.issues ?? []).toEqual([]);
    }
  });

  it('agree on every other field of the row too', async () => {
    const rebuilt = await get(`/api/live?sessionId=${SESSION}`);
    const past = await get(`/api/live?sessionId=${SESSION}&at=${RACE_TIME_MS}`);
    expect(rebuilt.data).toEqual(socketFrame.data);
    // Places gained over the last lap among them, the same everywhere: not a field left at 0 by all.
    expect(socketFrame.data.some((row) => row.position_change > 0)).toBe(true);
    expect(socketFrame.data.some((row) => row.position_change < 0)).toBe(true);
    expect(past.data).toEqual(rebuilt.data);
  });
});
