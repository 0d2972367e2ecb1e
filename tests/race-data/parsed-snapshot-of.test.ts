import { fileURLToPath } from 'node:url';
import {
  type LapRecording,
  parsedSnapshotOf,
  parseSnapshot,
  readRecordingFile,
  SnapshotParseError,
  snapshotAt,
} from '@lemans/race';
import { beforeAll, expect, it } from 'vitest';

const RECORDING = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);

let recording: LapRecording;
beforeAll(async () => {
  recording = await readRecordingFile(RECORDING);
});

it('reads a computed document exactly as the same document received over HTTP', () => {
  const moments = [0, 1, 60_000, recording.meta.durationMs];
  for (let t = 0; t < recording.meta.durationMs; t += 600_000 + 1_234) moments.push(t);
  for (const t of moments) {
    const document = snapshotAt(recording, t);
    expect(parsedSnapshotOf(document), `t=${t}`).toEqual(parseSnapshot(JSON.parse(JSON.stringify(document))));
  }
});

it('reads the start of our feed a document is marked with, the same both ways, and none on the organiser’s', () => {
  const run = { id: '3f9a1c2e', startMs: 4 * 3_600_000 };
  const marked = snapshotAt(recording, 5 * 3_600_000, { run });
  expect(marked.params).toMatchObject({ run: '3f9a1c2e', runStartTime: 14_400 });
  const overHttp = parseSnapshot(JSON.parse(JSON.stringify(marked)));
  expect(overHttp.session.run).toEqual(run);
  expect(parsedSnapshotOf(marked)).toEqual(overHttp);
  expect(parseSnapshot(JSON.parse(JSON.stringify(snapshotAt(recording, 0)))).session.run).toBeNull();
});

it('rejects a document whose start of our feed could not name a session', () => {
  const document = JSON.parse(
    JSON.stringify(snapshotAt(recording, 60_000, { run: { id: 'a1', startMs: 0 } })),
  );
  expect(() => parseSnapshot({ ...document, params: { ...document.params, run: 'a1/../b' } })).toThrow(
    'params.run : identifiant de lancement invalide',
  );
  expect(() => parseSnapshot({ ...document, params: { ...document.params, run: 'x'.repeat(17) } })).toThrow(
    SnapshotParseError,
  );
  const { runStartTime: _, ...withoutStart } = document.params;
  expect(() => parseSnapshot({ ...document, params: withoutStart })).toThrow('params.runStartTime absent');
});

it('carries LMP2 Pro-Am from the recording to the parsed entries, and no sub-class to the others', () => {
  const document = snapshotAt(recording, 3_600_000);
  const parsed = parseSnapshot(JSON.parse(JSON.stringify(document)));
  const proAm = parsed.entries.filter((entry) => entry.subclass === 'PRO_AM').map((entry) => entry.number);
  expect(proAm.sort()).toEqual(['11', '16', '183', '199', '23', '24', '29', '34', '45']);
  expect(parsed.entries.filter((entry) => entry.subclass !== null).every((e) => e.category === 'LMP2')).toBe(
    true,
  );
  expect(parsedSnapshotOf(document).entries.find((entry) => entry.number === '199')?.subclass).toBe('PRO_AM');
});
