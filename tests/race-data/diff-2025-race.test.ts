import { fileURLToPath } from 'node:url';
import { parseRaceTime } from '@lemans/contract/timing';
import {
  type DomainEvent,
  diff,
  evolve,
  initialSessionState,
  type LapRecording,
  type ParsedSnapshot,
  parsedSnapshotOf,
  parseSnapshot,
  readRecordingFile,
  type SessionState,
  SnapshotParseError,
  snapshotAt,
} from '@lemans/race';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

const RECORDING = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const at = (raceTime: string) => parseRaceTime(raceTime) as number;

let recording: LapRecording;
beforeAll(async () => {
  recording = await readRecordingFile(RECORDING);
});

/** The organiser document at a race time, as it would arrive over HTTP. */
const documentAt = (raceTimeMs: number): unknown =>
  JSON.parse(JSON.stringify(snapshotAt(recording, raceTimeMs)));

function ingest(state: SessionState, snapshot: ParsedSnapshot): DomainEvent[] {
  const events = diff(state, snapshot);
  for (const event of events) evolve(state, event, { raceTimeMs: snapshot.elapsedMs });
  return events;
}

describe('diff over the whole 2025 race, polled every 3 s', () => {
  const events: DomainEvent[] = [];
  beforeAll(() => {
    const state = initialSessionState();
    for (let t = 0; t <= recording.meta.durationMs + 3000; t += 3000) {
      events.push(
        ...ingest(state, parsedSnapshotOf(snapshotAt(recording, Math.min(t, recording.meta.durationMs)))),
      );
    }
  }, 180_000);
  const ofType = <T extends DomainEvent['type']>(type: T) =>
    events.filter((event): event is Extract<DomainEvent, { type: T }> => event.type === type);

  it('records every lap of every car, all timed, and the final lap counts', () => {
    const laps = ofType('LapCompleted');
    expect(laps).toHaveLength(20_182);
    expect(laps.every((lap) => lap.data.timed)).toBe(true);
    const last = new Map(laps.map((lap) => [lap.data.number, lap.data.lap]));
    for (const car of recording.cars) expect(last.get(car.number), car.number).toBe(car.laps.lap.at(-1));
  });

  it('keeps the lap times and the three sectors of the timing', () => {
    const car = recording.cars.find((entry) => entry.number === '51');
    const lap200 = ofType('LapCompleted').find((lap) => lap.data.number === '51' && lap.data.lap === 200);
    const i = car?.laps.lap.indexOf(200) as number;
    expect(lap200?.data.timeMs).toBe(car?.laps.timeMs[i]);
    expect(lap200?.data.sectorsMs).toEqual([car?.laps.s1Ms[i], car?.laps.s2Ms[i], car?.laps.s3Ms[i]]);
  });

  it('counts 32 pit stops for #83, 1,902 in all, and 611 driver changes', () => {
    expect(ofType('PitEntered').filter((event) => event.data.number === '83')).toHaveLength(32);
    expect(ofType('PitEntered')).toHaveLength(1902);
    expect(ofType('PitExited')).toHaveLength(1902);
    expect(ofType('DriverChanged').filter((event) => event.data.from !== null)).toHaveLength(611);
  });

  it('sets the overall record last with #38 at 3:26.063, and the class records of #29 and #27', () => {
    const records = ofType('BestLapSet');
    expect(records.filter((event) => event.data.scope === 'overall').at(-1)?.data).toMatchObject({
      number: '38',
      timeMs: 206_063,
      lap: 310,
    });
    const classRecord = (category: string) =>
      records.filter((event) => event.data.scope !== 'personal' && event.data.category === category).at(-1)
        ?.data;
    expect(classRecord('LMP2')).toMatchObject({ number: '29', timeMs: 216_267 });
    expect(classRecord('LMGT3')).toMatchObject({ number: '27', timeMs: 235_456 });
  });

  it('records the safety car and the full course yellows as race state changes, then the flag', () => {
    const changes = ofType('RaceStateChanged').map((event) => event.data.to);
    expect(changes.filter((state) => state === 'safety')).toHaveLength(1);
    expect(changes.filter((state) => state === 'fcy')).toHaveLength(11);
    expect(changes.at(-1)).toBe('finished');
    expect(ofType('SessionStatusChanged').map((event) => event.data.to)).toEqual(['ended']);
    expect(ofType('SessionEnded')).toHaveLength(1);
  });

  it('leaves 13 cars out of the race and #50 disqualified', () => {
    const finalState = new Map(ofType('CarStateChanged').map((event) => [event.data.number, event.data.to]));
    expect(
      [...finalState.values()].filter((state) => state === 'Retired' || state === 'Stopped'),
    ).toHaveLength(13);
    expect(finalState.get('50')).toBe('Disqualified');
  });
});

describe('diff between two snapshots', () => {
  it('records the laps completed between two polls without timing, never invented', () => {
    const state = initialSessionState();
    ingest(state, parseSnapshot(documentAt(at('10:00:00'))));
    const events = ingest(state, parseSnapshot(documentAt(at('10:12:00'))));
    const laps = events.filter((event) => event.type === 'LapCompleted' && event.data.number === '83');
    expect(laps.length).toBeGreaterThanOrEqual(3);
    expect(
      laps
        .slice(0, -1)
        .every((lap) => lap.type === 'LapCompleted' && !lap.data.timed && lap.data.timeMs === null),
    ).toBe(true);
  });

  it('is a no-op for a snapshot already applied', () => {
    const state = initialSessionState();
    const snapshot = parseSnapshot(documentAt(at('15:00:00')));
    ingest(state, snapshot);
    expect(diff(state, snapshot)).toEqual([]);
  });

  it('starts from where the cars are when a session is joined mid-race', () => {
    const state = initialSessionState();
    const events = ingest(state, parseSnapshot(documentAt(at('23:45:00'))));
    expect(events.filter((event) => event.type === 'LapCompleted')).toHaveLength(0);
    expect(events.filter((event) => event.type === 'EntryRegistered')).toHaveLength(62);
  });
});

describe('diff properties', () => {
  const raceTime = fc.integer({ min: 0, max: 86_806_484 });
  const mutation = fc.oneof(
    fc.constant('none' as const),
    fc.constant('drop-entry' as const),
    fc.constant('lap-backwards' as const),
    fc.constant('garbage-field' as const),
    fc.constant('not-json-shape' as const),
  );

  function mutate(document: unknown, kind: string, seed: number): unknown {
    const doc = document as { params: Record<string, unknown>; entries: Record<string, unknown>[] };
    const index = seed % Math.max(1, doc.entries.length);
    switch (kind) {
      case 'drop-entry':
        doc.entries.splice(index, 1);
        return doc;
      case 'lap-backwards':
        if (doc.entries[index]) doc.entries[index].lap = Math.max(0, Number(doc.entries[index].lap) - 5);
        return doc;
      case 'garbage-field':
        if (doc.entries[index]) doc.entries[index].lastlap = 'n/a';
        return doc;
      case 'not-json-shape':
        return { params: doc.params, entries: 'rien' };
      default:
        return doc;
    }
  }

  it('never throws, never records a lap twice, never moves a lap count backwards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(raceTime, mutation, fc.nat()), { minLength: 1, maxLength: 12 }),
        (steps) => {
          const state = initialSessionState();
          const seen = new Set<string>();
          for (const [time, kind, seed] of steps) {
            let snapshot: ParsedSnapshot;
            try {
              snapshot = parseSnapshot(mutate(documentAt(time), kind, seed));
            } catch (error) {
              expect(error).toBeInstanceOf(SnapshotParseError);
              continue;
            }
            const before = new Map([...state.entries].map(([number, entry]) => [number, entry.lap]));
            for (const event of ingest(state, snapshot)) {
              if (event.type !== 'LapCompleted') continue;
              const key = `${event.data.number}#${event.data.lap}`;
              expect(seen.has(key), key).toBe(false);
              seen.add(key);
            }
            for (const [number, lap] of before)
              expect(state.entries.get(number)?.lap ?? lap).toBeGreaterThanOrEqual(lap);
          }
        },
      ),
      { numRuns: 60 },
    );
    // 60 runs of up to 12 whole-race snapshots: a few seconds alone, more beside the browser tests.
  }, 30_000);

  it('rejects a malformed snapshot as a whole, naming the problem in French', () => {
    const document = documentAt(at('12:00:00')) as { entries: Record<string, unknown>[] };
    (document.entries[3] as Record<string, unknown>).lastlap = 'n/a';
    expect(() => parseSnapshot(document)).toThrow(
      /^Instantané du flux invalide — entries\.3\.lastlap : temps attendu/,
    );
    expect(() => parseSnapshot({ params: {} })).toThrow(SnapshotParseError);
    expect(() => parseSnapshot('{"params":')).toThrow(SnapshotParseError);
  });
});
