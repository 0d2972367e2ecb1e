/**
 * The feed as one would first write it: an express handler that computes the snapshot and lets res.json
 * serialise it on every request (express adds its weak ETag and answers 304 itself). It serves the same
 * race time as the real feed under test. Arguments: port, race time in ms.
 */
import { fileURLToPath } from 'node:url';
import { readRecordingFile, snapshotAt } from '@lemans/race';
import express from 'express';

const [port, raceTimeMs] = process.argv.slice(2).map(Number) as [number, number];
const recording = await readRecordingFile(
  fileURLToPath(new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url)),
);
const app = express();
app.get('/live/WEC/data.json', (_req, res) => {
  res.json(snapshotAt(recording, raceTimeMs));
});
app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
