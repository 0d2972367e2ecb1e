import type { LiveFrame } from '@lemans/contract';
import { CHECKPOINT_INTERVAL_MS, PROJECTION_VERSION } from '@lemans/projections';
import type { LapRecording } from '@lemans/race';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SHARED_CACHE } from '../../../services/api/src/http/shared-cache.ts';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { rebuildSessionProjections } from '../../../services/ingest/src/projections/rebuild-projections.ts';
import { rebuildStaleCheckpoints } from '../../../services/ingest/src/projections/stale-checkpoints.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { apiUnderTest } from './api-under-test.ts';

/** Four hours of the 2025 race, ingested as the live poll would (a snapshot every 3 s of race time). */
const WINDOW_MS = 4 * 3_600_000;
const SESSION = 'fenetre-2025';
/** The same race, ingested only up to each moment compared. */
const PARTIAL = 'jusque-la';

type PastFrame = LiveFrame & { race_time_ms: number; first_race_time_ms: number; last_race_time_ms: number };

// The live answers are reused for 2 s: every read moves the clock past that, so each one is fresh.
let clock = Date.UTC(2025, 5, 14, 12);
const context = apiUnderTest({ now: () => clock });
let recording: LapRecording;

const get = async (path: string) => {
  clock += 10_000;
  const response = await context.api.get(path);
  return { response, body: (await response.json()) as PastFrame & { error?: string } };
};

/** What must match between two sessions holding the same race: everything but ids, dates and clocks. */
function comparable(frame: LiveFrame) {
  const { session_id, api_timestamp, elapsed_time, remaining_time, percent_progress, ...weather } =
    frame.weather as LiveFrame['weather'] & Record<string, unknown>;
  return {
    data: frame.data,
    session_status: frame.session_status,
    session_name: frame.session_name,
    message: frame.message,
    weather,
  };
}

beforeAll(async () => {
  recording = await readRecording2025();
  await ingestRecording(context.database.db, recording, { sessionId: SESSION, untilMs: WINDOW_MS });
}, 120_000);

describe('GET /api/live?sessionId=&at=', () => {
  it('answers what the live projection held when ingest had reached that race time', async () => {
    // Both sides of a checkpoint boundary, a moment between two, and one near the end of the window.
    const moments = [0, 3_000, 600_000, 603_000, 8_223_000, WINDOW_MS - 3_000];
    for (const at of moments) {
      await ingestRecording(context.database.db, recording, { sessionId: PARTIAL, untilMs: at });
      const live = await get(`/api/live?sessionId=${PARTIAL}`);
      const past = await get(`/api/live?sessionId=${SESSION}&at=${at}`);
      expect(past.response.status, `at=${at}`).toBe(200);
      expect(past.body.race_time_ms).toBe(at);
      expect(past.body.data.length, `at=${at}`).toBeGreaterThan(0);
      expect(comparable(past.body), `at=${at}`).toEqual(comparable(live.body));
    }
  }, 120_000);

  it('reads hh:mm:ss as the race clock and shows the moment as the elapsed time', async () => {
    const clock = await get(`/api/live?sessionId=${SESSION}&at=02:17:03`);
    const ms = await get(`/api/live?sessionId=${SESSION}&at=8223000`);
    expect(clock.body.race_time_ms).toBe(8_223_000);
    expect(clock.body).toEqual(ms.body);
    expect(clock.body.weather.elapsed_time).toBe(8_223);
    expect(clock.body.timestamp).toBe(new Date(recording.meta.startTimeMs + 8_223_000).toISOString());
  });

  it("clamps a moment past the session's data to its last race time, where it equals /api/live", async () => {
    const past = await get(`/api/live?sessionId=${SESSION}&at=99:00:00`);
    const live = await get(`/api/live?sessionId=${SESSION}`);
    expect(past.body.last_race_time_ms).toBeLessThanOrEqual(WINDOW_MS);
    expect(past.body.last_race_time_ms).toBeGreaterThan(WINDOW_MS - 60_000);
    expect(past.body.race_time_ms).toBe(past.body.last_race_time_ms);
    expect(comparable(past.body)).toEqual(comparable(live.body));
  });

  it('lets a running session be revalidated soon, with its ETag', async () => {
    const first = await get(`/api/live?sessionId=${SESSION}&at=01:00:00`);
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=5');
    const etag = first.response.headers.get('etag') ?? '';
    const again = await context.api.get(`/api/live?sessionId=${SESSION}&at=01:00:00`, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('leaves /api/live without `at` as it was', async () => {
    const live = await get(`/api/live?sessionId=${SESSION}`);
    expect(live.response.headers.get('cache-control')).toBe(LIVE_SHARED_CACHE);
    expect(live.body).not.toHaveProperty('race_time_ms');
  });

  it.each([
    ['/api/live?at=01:00:00', 400, 'Le paramètre at exige une session (sessionId)'],
    [
      `/api/live?sessionId=${SESSION}&at=25:99:00`,
      400,
      "« 25:99:00 » n'est pas une heure de course (hh:mm:ss ou millisecondes)",
    ],
    [
      `/api/live?sessionId=${SESSION}&at=`,
      400,
      "«  » n'est pas une heure de course (hh:mm:ss ou millisecondes)",
    ],
    [`/api/live?sessionId=${SESSION}&at=-5000`, 400, '« -5000 » : une heure de course ne peut être négative'],
    ['/api/live?sessionId=inconnue&at=01:00:00', 404, 'Session introuvable'],
  ])('%s → %i', async (path, status, error) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(status);
    expect(body).toEqual({ error, code: status === 404 ? 'request.not_found' : 'request.invalid' });
  });
});

describe('state checkpoints', () => {
  const checkpointsOf = (sessionId: string) =>
    context.database.db
      .selectFrom('session_state_checkpoints')
      .select(['race_time_ms', 'stream_position', 'projection_version', 'state'])
      .where('session_id', '=', sessionId)
      .orderBy('race_time_ms')
      .execute();

  it('are taken at every boundary of race time that the events pass', async () => {
    const taken = await checkpointsOf(SESSION);
    const boundaries = Array.from(
      { length: WINDOW_MS / CHECKPOINT_INTERVAL_MS },
      (_, i) => i * CHECKPOINT_INTERVAL_MS,
    );
    expect(taken.map((row) => row.race_time_ms)).toEqual(boundaries);
    // The session ingested in steps took the same ones as far as it got.
    const partial = await checkpointsOf(PARTIAL);
    expect(partial.length).toBeGreaterThan(10);
    expect(partial.map(({ race_time_ms, stream_position }) => [race_time_ms, stream_position])).toEqual(
      taken
        .slice(0, partial.length)
        .map(({ race_time_ms, stream_position }) => [race_time_ms, stream_position]),
    );
  });

  it('are rebuilt by rebuild-projections exactly as live ingest wrote them', async () => {
    const live = await checkpointsOf(SESSION);
    await rebuildSessionProjections(context.database.db, SESSION);
    expect(await checkpointsOf(SESSION)).toEqual(live);
  }, 60_000);

  it('of another projection version are not read, and are taken again from the events as they were', async () => {
    const written = await checkpointsOf(SESSION);
    expect(written.every((row) => row.projection_version === PROJECTION_VERSION)).toBe(true);
    const moment = `/api/live?sessionId=${SESSION}&at=02:17:03`;
    const before = await get(moment);
    // An older fold's state, in a shape this one cannot read: read, it would fail the answer.
    await context.database.db
      .updateTable('session_state_checkpoints')
      .set({ projection_version: PROJECTION_VERSION - 1, state: '{}' })
      .where('session_id', '=', SESSION)
      .execute();
    const after = await get(moment);
    expect(after.response.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(await rebuildStaleCheckpoints(context.database.db)).toBe(1);
    expect(await checkpointsOf(SESSION)).toEqual(written);
  }, 60_000);
});

describe('a session first read mid-race', () => {
  const LATE = 'rejoint-tard';
  const JOINED_MS = 2 * 3_600_000;
  beforeAll(async () => {
    await ingestRecording(context.database.db, recording, {
      sessionId: LATE,
      fromMs: JOINED_MS,
      untilMs: JOINED_MS + 45 * 60_000,
    });
  }, 120_000);

  it('spans only the moments it has, a moment before them shown as its first', async () => {
    const early = await get(`/api/live?sessionId=${LATE}&at=00:30:00`);
    expect(early.response.status).toBe(200);
    expect(early.body.first_race_time_ms).toBeGreaterThanOrEqual(JOINED_MS);
    expect(early.body.first_race_time_ms).toBeLessThan(JOINED_MS + 3_000);
    expect(early.body.race_time_ms).toBe(early.body.first_race_time_ms);
    const whole = await get(`/api/live?sessionId=${SESSION}&at=00:30:00`);
    expect(whole.body.first_race_time_ms).toBeLessThan(60_000);
  });

  it('does not know when a car stopped before it was read, and times the stops it saw', async () => {
    const first = await get(`/api/live?sessionId=${LATE}&at=02:00:00`);
    const stoppedBefore = first.body.data.filter((row) => row.pit_stops > 0 && row.car_state !== 'InPit');
    expect(stoppedBefore.length).toBeGreaterThan(40);
    expect(stoppedBefore.every((row) => row.last_pit_lap === null && row.last_pit_time === null)).toBe(true);
    const later = await get(`/api/live?sessionId=${LATE}&at=02:45:00`);
    const seen = later.body.data.filter((row) => row.last_pit_lap !== null && row.car_state !== 'InPit');
    expect(seen.length).toBeGreaterThan(10);
    for (const row of seen) {
      expect(row.last_pit_lap, row.participant_number).toBeLessThanOrEqual(row.lap_count);
      expect(row.last_pit_time, row.participant_number).toBeGreaterThan(20_000);
      // The recording's documents carry each stop as its file times it (0); a poll's would say 3 s.
      expect([0, 3_000], row.participant_number).toContain(row.last_pit_precision);
    }
  });
});

describe('an ended session', () => {
  let race: string;
  beforeAll(async () => {
    await RECORDED_RACE_SEED.write(context.database.db);
    race = RECORDED_RACE;
  }, 120_000);

  it('is served as immutable history, to the chequered flag', async () => {
    const end = await get(`/api/live?sessionId=${race}&at=30:00:00`);
    expect(end.response.status).toBe(200);
    expect(end.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(end.body.race_time_ms).toBe(end.body.last_race_time_ms);
    expect(end.body.last_race_time_ms).toBeGreaterThan(24 * 3_600_000);
    expect(end.body.weather.race_state).toBe('finished');
    expect(end.body.data.slice(0, 3).map((row) => [row.participant_number, row.lap_count])).toEqual([
      ['83', 387],
      ['6', 387],
      ['51', 387],
    ]);
    const live = await get(`/api/live?sessionId=${race}`);
    expect(comparable(end.body)).toEqual(comparable(live.body));
  });

  it('shows the race as it stood at noon on Sunday, the same on every request', async () => {
    const first = await get(`/api/live?sessionId=${race}&at=20:00:00`);
    const again = await get(`/api/live?sessionId=${race}&at=72000000`);
    expect(again.body).toEqual(first.body);
    expect(first.body.weather.race_state).not.toBe('finished');
    expect(Math.max(...first.body.data.map((row) => row.lap_count))).toBeLessThan(387);
    expect(Math.max(...first.body.data.map((row) => row.lap_count))).toBeGreaterThan(300);
  });
});
