import { resolve } from 'node:path';
import { chooseEventName, eventNameProblem, importAlkamelFiles } from '@lemans/alkamel';
import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import { importMatchLines, importMatchOf } from '@lemans/circuits/calendar';
import { formatRaceTime } from '@lemans/contract/timing';
import { createDb } from '@lemans/platform';
import { startDayOf, summarise, writeRecordingFile } from '@lemans/race';
import { eventNameOnDay, saveLapRecording } from '@lemans/recordings';
import { readIngestConfig } from '../config.ts';
import { ingestImportedRecording } from '../recordings/ingest-imported-recording.ts';
import { progressModeOf, progressReporter } from './progress-reporter.ts';
import { type CliCommand, CliUsageError } from './run-command.ts';

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Imports an Al Kamel Analysis CSV as a lap recording stored in Postgres (and optionally in a file); with
 * `--ingest`, runs it through ingest into a session with its full history, as the admin upload does. The
 * event is chosen as the upload chooses it: --event, else Le Mans's with --classification, else the event
 * already known on --date, else one named after the date. The progress of the reading and of the ingest goes
 * to stderr, the summary to stdout.
 */
export const importAlkamelCommand: CliCommand = {
  usage:
    '<analysis.csv> [--classification <résultats.csv> --year <AAAA>] [--date <AAAA-MM-JJ>] [--event <épreuve>] [--name <nom>] [--out <fichier.json.gz>] [--ingest]',
  options: {
    classification: { type: 'string' },
    year: { type: 'string' },
    date: { type: 'string' },
    event: { type: 'string' },
    name: { type: 'string' },
    out: { type: 'string' },
    ingest: { type: 'boolean', default: false },
  },
  async run({ values, positionals }) {
    const started = performance.now();
    // npm runs scripts from the package folder; paths are meant from where the user typed the command.
    const fromUser = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
    const [analysisPath] = positionals;
    if (!analysisPath || positionals.length > 1)
      throw new CliUsageError('Indiquez un seul fichier Analysis CSV');
    const year = values.year === undefined ? undefined : Number(values.year);
    if (year !== undefined && !Number.isInteger(year))
      throw new CliUsageError(`Année invalide : ${values.year}`);
    const event = typeof values.event === 'string' ? values.event : undefined;
    const eventProblem = event === undefined ? null : eventNameProblem(event);
    if (eventProblem) throw new CliUsageError(eventProblem);
    const classificationPath =
      typeof values.classification === 'string' ? fromUser(values.classification) : undefined;
    if (classificationPath && year === undefined)
      throw new CliUsageError('--classification demande aussi --year (année des lignes à utiliser)');
    const startDate = typeof values.date === 'string' ? values.date : undefined;
    // Without results there is no editions file to date the race: the event then depends on the date too.
    if (!classificationPath && !startDate)
      throw new CliUsageError('Date de départ inconnue : précisez --date AAAA-MM-JJ');
    const mode = progressModeOf(process.stderr, values.json === true);

    const db = createDb(readIngestConfig().databaseUrl, { max: 1, applicationName: 'lemans-cli' });
    try {
      const eventName = (circuitId: string | null) =>
        chooseEventName(
          { given: event, resultsYear: classificationPath ? year : undefined, date: startDate, circuitId },
          (day) => eventNameOnDay(db, day),
        );
      const reading = progressReporter(process.stderr, mode, 'Lecture du fichier');
      const recording = await importAlkamelFiles({
        analysisPath: fromUser(analysisPath),
        classificationPath,
        year,
        startDate,
        eventName,
        name: typeof values.name === 'string' ? values.name : undefined,
        onProgress: reading.update,
      }).finally(reading.end);
      if (typeof values.out === 'string') await writeRecordingFile(fromUser(values.out), recording);

      const { id, created } = await saveLapRecording(db, recording);
      const summary = summarise(recording);
      const match = importMatchOf(recording.meta, startDayOf(recording));
      const lines = [
        `Enregistrement ${id} (${created ? 'nouveau' : 'déjà présent'}) : ${summary.cars} voitures, ` +
          `${summary.laps} tours, ${summary.drivers} pilotes, durée ${formatRaceTime(summary.durationMs)}`,
        ...importMatchLines(match, recording.meta.eventName),
      ];
      let ingested: { sessionId: string; snapshots: number; events: number } | undefined;
      if (values.ingest === true) {
        const ingesting = progressReporter(process.stderr, mode, 'Ingestion');
        ingested = await ingestImportedRecording(
          db,
          { id, data: recording },
          importSessionIdOf(id),
          ingesting.update,
        ).finally(ingesting.end);
        lines.push(
          `Session ${ingested.sessionId} : ${ingested.snapshots} instantanés, ${ingested.events} événements`,
        );
      }
      const took = seconds(started);
      lines.push(`Terminé en ${took.toLocaleString('fr-FR')} s`);
      return {
        json: { recordingId: id, created, ...summary, match, ...ingested, seconds: took },
        text: lines.join('\n'),
      };
    } finally {
      await db.destroy();
    }
  },
};
