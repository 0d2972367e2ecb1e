import { fileURLToPath } from 'node:url';
import {
  type LapRecording,
  parsedSnapshotOf,
  parseSnapshot,
  readRecordingFile,
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
