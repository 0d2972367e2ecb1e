/**
 * Regenerates the committed recording of the 2025 race (and the feed's entry list derived from it) from the
 * FIA WEC / Al Kamel Analysis CSV and the 2025 rows of the results file, which stay outside the repository.
 *
 *   npm run recording:2025 [-- --data <folder holding alkamel/ and classification/>]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importAlkamelFiles } from '@lemans/alkamel';
import { summarise, writeRecordingFile } from '@lemans/race';
import { buildCatalogueEntries } from '../services/feed/src/catalogue/build-entries.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { data: { type: 'string', default: join(root, '..', 'shared', 'data') } },
});
const data = resolve(values.data as string);

const recording = await importAlkamelFiles({
  analysisPath: join(data, 'alkamel', 'le-mans-2025-race-analysis.csv'),
  classificationPath: join(data, 'classification', 'le-mans-results-1923-2026.csv'),
  year: 2025,
  eventName: '24 Heures du Mans 2025',
});

const recordingPath = join(root, 'services', 'feed', 'recordings', 'le-mans-2025-race.json.gz');
const entriesPath = join(root, 'services', 'feed', 'catalogue', 'entries.json');
await mkdir(dirname(recordingPath), { recursive: true });
await mkdir(dirname(entriesPath), { recursive: true });
const bytes = await writeRecordingFile(recordingPath, recording);
await writeFile(entriesPath, `${JSON.stringify(buildCatalogueEntries(recording), null, 2)}\n`);

const summary = summarise(recording);
console.log(
  `${recordingPath.slice(root.length + 1)} : ${summary.cars} voitures, ${summary.laps} tours, ` +
    `${summary.drivers} pilotes, ${bytes} octets; ${entriesPath.slice(root.length + 1)} écrit`,
);
