import { randomBytes } from 'node:crypto';
import { formatRaceTime } from '@lemans/contract/timing';
import { closeServer, createHttpServer, listening } from '@lemans/http';
import { createServiceRegistry, postgresConnectionErrors } from '@lemans/metrics';
import { createDb, createLogger, createShutdown, readConfigOrExit, startOrExit } from '@lemans/platform';
import { readRecordingFile, snapshotAt } from '@lemans/race';
import { loadRecordingPlayer } from '@lemans/recordings';
import { loadCatalogue } from './catalogue/load-catalogue.ts';
import { Channel } from './channels/channel.ts';
import { ReplayChannels } from './channels/replay-channels.ts';
import { readFeedConfig } from './config.ts';
import { createFeedApp } from './server.ts';

/** Open connections (keep-alive pollers) get this long to finish before they are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = readConfigOrExit(readFeedConfig);
const logger = createLogger('feed', config.logLevel);
const shutdown = createShutdown(logger, { timeoutMs: SHUTDOWN_TIMEOUT_MS });

await startOrExit(logger, 'démarrage du flux organisateur impossible', async () => {
  const recording = await readRecordingFile(config.recordingPath);
  // Every start of the feed plays the race afresh: a run of its own, which ingest takes as a new session.
  const run = randomBytes(4).toString('hex');
  const main = new Channel(
    {
      ...recording.meta,
      documentAt: (raceTimeMs, options) => snapshotAt(recording, raceTimeMs, options),
    },
    {
      clock: { startMs: config.startMs, speed: config.speed, end: config.end, stepMs: config.stepMs },
      faults: config.faults,
      replay: config.replay,
      run,
    },
  );
  const clock = main.clock;
  const metrics = createServiceRegistry('feed');
  const db = config.databaseUrl
    ? createDb(config.databaseUrl, {
        max: 2,
        applicationName: 'lemans-feed',
        logger,
        connectionErrors: postgresConnectionErrors(metrics),
      })
    : null;
  if (db) shutdown.onShutdown('Postgres', () => db.destroy());
  const replays = db ? new ReplayChannels((recordingId) => loadRecordingPlayer(db, recordingId)) : null;
  const catalogue = await loadCatalogue(recording, logger);
  const app = createFeedApp({
    main,
    replays,
    catalogue,
    logger,
    controlSecret: config.controlSecret,
    metrics,
  });
  const server = await listening(createHttpServer(app).listen(config.port, config.host));
  shutdown.onShutdown('serveur HTTP', () => closeServer(server));
  logger.info(
    {
      host: config.host,
      port: config.port,
      recording: recording.meta.name,
      run,
      start: formatRaceTime(clock.raceTimeMs()),
      end: formatRaceTime(recording.meta.durationMs),
      speed: config.speed,
      stepMs: config.stepMs,
      faults: config.faults,
      replays: db !== null,
      control: config.controlSecret !== null,
    },
    'flux organisateur prêt',
  );
  if (config.controlSecret === null) {
    logger.warn('FEED_CONTROL_SECRET absent : /control et /replays refusent tous les appels');
  }
});
