import { resolve } from 'node:path';
import { createDb } from '@lemans/platform';
import { formatRaceTime, importAlkamelFiles, summarise, writeRecordingFile } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { loadIngestConfig } from '../config.ts';
import { ingestRecording } from '../ingest/ingest-recording.ts';
import { type CliCommand, CliUsageError } from './run-command.ts';

/** Imports an Al Kamel Analysis CSV as a lap recording stored in Postgres (and optionally in a file). */
export const importAlkamelCommand: CliCommand = {
  usage:
    '<analysis.csv> [--classification <résultats.csv> --year <AAAA>] [--date <AAAA-MM-JJ>] [--out <fichier.json.gz>]',
  options: {
    classification: { type: 'string' },
    year: { type: 'string' },
    date: { type: 'string' },
    out: { type: 'string' },
    ingest: { type: 'boolean', default: false },
  },
  async run({ values, positionals }) {
    // npm runs scripts from the package folder; paths are meant from where the user typed the command.
    const fromUser = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
    const [analysisPath] = positionals;
    if (!analysisPath || positionals.length > 1)
      throw new CliUsageError('Indiquez un seul fichier Analysis CSV');
    const year = values.year === undefined ? undefined : Number(values.year);
    if (year !== undefined && !Number.isInteger(year))
      throw new CliUsageError(`Année invalide : ${values.year}`);
    const recording = await importAlkamelFiles({
      analysisPath: fromUser(analysisPath),
      classificationPath:
        typeof values.classification === 'string' ? fromUser(values.classification) : undefined,
      year,
      startDate: typeof values.date === 'string' ? values.date : undefined,
    });
    if (typeof values.out === 'string') await writeRecordingFile(fromUser(values.out), recording);

    const db = createDb(loadIngestConfig().DATABASE_URL, { max: 1, applicationName: 'lemans-cli' });
    try {
      const { id } = await saveLapRecording(db, recording);
      const summary = summarise(recording);
      const text =
        `Enregistrement ${id} : ${summary.cars} voitures, ${summary.laps} tours, ${summary.drivers} pilotes, ` +
        `durée ${formatRaceTime(summary.durationMs)}`;
      if (values.ingest !== true) return { json: { recordingId: id, ...summary }, text };
      const ingested = await ingestRecording(db, recording);
      return {
        json: { recordingId: id, ...summary, sessionId: ingested.sessionId },
        text: `${text}\nSession ${ingested.sessionId} : ${ingested.snapshots} instantanés, ${ingested.events} événements`,
      };
    } finally {
      await db.destroy();
    }
  },
};
