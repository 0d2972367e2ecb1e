import {
  checkReplayInput,
  controlReplayInput,
  type ReplayCommand,
  ReplaysQueue,
  startReplayInput,
  stopReplayInput,
} from '@lemans/bus/replays-queue';
import type { ReplaySummary } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { createDb, createLogger, createRedis, type Db } from '@lemans/platform';
import { listRecordings, replaySummaries } from '@lemans/recordings';
import type { z } from 'zod';
import { readIngestConfig } from '../config.ts';
import { type CliCommand, CliUsageError } from './run-command.ts';

const USAGE = [
  'list',
  '| start <enregistrement : id ou début unique du nom> [--speed <x>] [--at <hh:mm:ss>]',
  '| pause <id> | resume <id> | speed <id> <x> | seek <id> <hh:mm:ss> | stop <id>',
].join(' ');

const STATE_LABELS: Record<ReplaySummary['state'], string> = {
  starting: 'démarrage',
  running: 'en cours',
  paused: 'en pause',
  finished: 'terminée',
  stopped: 'arrêtée',
  failed: 'en échec',
};

/** One line per replay: short id, recording, state, speed, how far, session. */
export function describeReplay(replay: ReplaySummary): string {
  const progress = `${formatRaceTime(replay.race_time_ms)} / ${formatRaceTime(replay.duration_ms)}`;
  const speed = `${replay.speed.toLocaleString('fr-FR')}×`;
  const error = replay.error ? ` (${replay.error})` : '';
  return `${replay.id.slice(0, 8)}  ${replay.recording_name}  ${STATE_LABELS[replay.state]}${error}  ${speed}  ${progress}  ${replay.session_id}`;
}

/**
 * Replays of stored recordings through the pipeline, by the same commands as the admin area: ingest runs
 * them and answers. Ids may be shortened to any unique beginning (the list shows the first 8 characters).
 */
export const replayCommand: CliCommand = {
  usage: USAGE,
  options: { speed: { type: 'string' }, at: { type: 'string' } },
  async run({ values, positionals }) {
    const [action, ...rest] = positionals;
    const config = readIngestConfig();
    const db = createDb(config.databaseUrl, { max: 1, applicationName: 'lemans-cli' });
    try {
      if (action === 'list') {
        const replays = await replaySummaries(db);
        return {
          json: { replays },
          text: replays.length === 0 ? 'Aucune rediffusion.' : replays.map(describeReplay).join('\n'),
        };
      }
      const command = await commandOf(db, action, rest, values);
      const replay = await send(config, command);
      return { json: { replay }, text: describeReplay(replay) };
    } finally {
      await db.destroy();
    }
  },
};

async function commandOf(
  db: Db,
  action: string | undefined,
  args: string[],
  values: Record<string, string | boolean | undefined>,
): Promise<ReplayCommand> {
  const [target, value] = args;
  if (!target) throw new CliUsageError(action ? `${action} : argument manquant` : 'Action manquante');
  switch (action) {
    case 'start':
      return {
        type: 'start',
        input: checked(startReplayInput, {
          recordingId: await recordingIdOf(db, target),
          speed: values.speed === undefined ? 1 : Number(values.speed),
          start: values.at ?? 0,
        }),
      };
    case 'pause':
    case 'resume':
      return control({ replayId: await replayIdOf(db, target), paused: action === 'pause' });
    case 'speed':
      if (value === undefined) throw new CliUsageError('speed : vitesse manquante');
      return control({ replayId: await replayIdOf(db, target), speed: Number(value) });
    case 'seek':
      if (value === undefined) throw new CliUsageError('seek : heure de course manquante');
      return control({ replayId: await replayIdOf(db, target), raceTimeMs: value });
    case 'stop':
      return { type: 'stop', input: checked(stopReplayInput, { replayId: await replayIdOf(db, target) }) };
    default:
      throw new CliUsageError(`Action inconnue : ${action}`);
  }
}

function control(input: Record<string, unknown>): ReplayCommand {
  return { type: 'control', input: checked(controlReplayInput, input) };
}

function checked<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const checked = checkReplayInput(schema, input);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

/** A recording by its id or by the beginning of its name, which must designate only one. */
async function recordingIdOf(db: Db, reference: string): Promise<string> {
  const recordings = await listRecordings(db);
  const exact = recordings.find((recording) => recording.id === reference);
  if (exact) return exact.id;
  const prefix = reference.toLocaleLowerCase('fr-FR');
  return unique(
    recordings.filter((recording) => recording.name.toLocaleLowerCase('fr-FR').startsWith(prefix)),
    reference,
    ['Enregistrement introuvable', 'enregistrements'],
    (recording) => recording.name,
  ).id;
}

async function replayIdOf(db: Db, reference: string): Promise<string> {
  const replays = await replaySummaries(db);
  return unique(
    replays.filter((replay) => replay.id.startsWith(reference.toLowerCase())),
    reference,
    ['Rediffusion introuvable', 'rediffusions'],
    (replay) => replay.id.slice(0, 8),
  ).id;
}

function unique<T>(
  matches: T[],
  reference: string,
  [missing, plural]: [string, string],
  label: (item: T) => string,
): T {
  const [first, second] = matches;
  if (!first) throw new Error(`${missing} : « ${reference} »`);
  if (second) {
    throw new Error(`« ${reference} » désigne plusieurs ${plural} : ${matches.map(label).join(', ')}`);
  }
  return first;
}

async function send(config: ReturnType<typeof readIngestConfig>, command: ReplayCommand) {
  const logger = createLogger('cli', 'silent');
  const connection = createRedis(config.redis, 'queue', { connectionName: 'lemans-cli' });
  const eventsConnection = createRedis(config.redis, 'worker', { connectionName: 'lemans-cli-events' });
  const queue = new ReplaysQueue({ connection, eventsConnection, redisPrefix: config.redisPrefix, logger });
  try {
    const result = await queue.send(command);
    if (!result.ok) throw new Error(result.error);
    return result.replay;
  } finally {
    await queue.close();
    connection.disconnect();
    eventsConnection.disconnect();
  }
}
