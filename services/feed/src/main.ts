import { closeServer, listening } from '@lemans/http';
import { ConfigError, createLogger, createShutdown } from '@lemans/platform';
import { formatRaceTime, readRecordingFile } from '@lemans/race';
import { loadCatalogue } from './catalogue/load-catalogue.ts';
import { readFeedConfig } from './config.ts';
import { FaultInjector } from './faults.ts';
import { ReplayClock } from './replay-clock.ts';
import { createFeedApp } from './server.ts';

/** Open connections (keep-alive pollers) get this long to finish before they are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = readConfigOrExit();
const logger = createLogger('feed', config.logLevel);

try {
  const recording = await readRecordingFile(config.recordingPath);
  const clock = new ReplayClock({
    durationMs: recording.meta.durationMs,
    startMs: config.startMs,
    speed: config.speed,
    end: config.end,
    stepMs: config.stepMs,
  });
  const faults = new FaultInjector(config.faults);
  const catalogue = await loadCatalogue(recording, logger);
  const app = createFeedApp({ recording, clock, faults, catalogue, logger, replay: config.replay });
  const server = await listening(app.listen(config.port));

  const shutdown = createShutdown(logger, { timeoutMs: SHUTDOWN_TIMEOUT_MS });
  shutdown.onShutdown('serveur HTTP', () => closeServer(server));
  logger.info(
    {
      port: config.port,
      recording: recording.meta.name,
      start: formatRaceTime(clock.raceTimeMs()),
      end: formatRaceTime(recording.meta.durationMs),
      speed: config.speed,
      stepMs: config.stepMs,
      faults: config.faults,
    },
    'flux organisateur prêt',
  );
} catch (err) {
  logger.fatal({ err }, 'démarrage du flux organisateur impossible');
  process.exit(1);
}

/** A configuration mistake is the operator's to fix: the French list of problems, not a stack trace. */
function readConfigOrExit() {
  try {
    return readFeedConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
