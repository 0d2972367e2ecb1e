import { type CsvColumn, csvOf, JsonBody, sendCsv, sendJsonBody } from '@lemans/http';
import { BadRequestError, NotFoundError } from '@lemans/platform';
import { DEFAULT_BATTLE_THRESHOLD_MS } from '@lemans/race/analysis';
import type {
  BattlesResponse,
  DriveTimesResponse,
  PitStopsResponse,
  ProgressResponse,
  StintsResponse,
} from '@lemans/race/contract';
import { type Request, type Response, Router } from 'express';
import { positiveIdOf, sessionIdParamOf } from '../http/route-ids.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { raceTimeQueryOf } from '../live/time-travel-query.ts';
import {
  BATTLE_COLUMNS,
  DRIVE_TIME_COLUMNS,
  PIT_STOP_COLUMNS,
  RACE_BATTLE_COLUMNS,
  STINT_COLUMNS,
} from './analysis-csv.ts';
import {
  battleRows,
  driveTimeRows,
  pitStopRows,
  progressRows,
  raceBattleRows,
  rulesSummary,
  stintRows,
} from './analysis-rows.ts';
import type { LoadedAnalysis, SessionAnalyses } from './session-analyses.ts';

/** Battle thresholds are tenths of a second from 0.1 to 60 s: a pair a minute apart is no battle. */
const THRESHOLD = /^(?:[1-5]?\d(?:[.,]\d)?|60(?:[.,]0)?)$/;

/**
 * GET /sessions/:id/stints, /pit-stops, /drive-times and /battles (?entry= for one car, ?format=csv for a
 * spreadsheet; battles also ?at= a race time, ?threshold= in seconds and, in CSV, ?over=race for the
 * battles of the whole race). All computed from the session's laps and events (see SessionAnalyses).
 */
export function analysisRoutes(analyses: SessionAnalyses): Router {
  const router = Router();
  router.get('/sessions/:id/stints', async (req, res) => {
    const { loaded, number, csv } = await read(req, analyses);
    if (csv) return sendTable(res, loaded, 'relais', STINT_COLUMNS, stintRows(loaded, number));
    const build = (): StintsResponse => ({ session: loaded.session, stints: stintRows(loaded, number) });
    send(req, res, loaded.body(`stints ${number}`, build));
  });
  router.get('/sessions/:id/pit-stops', async (req, res) => {
    const { loaded, number, csv } = await read(req, analyses);
    if (csv) return sendTable(res, loaded, 'arrets', PIT_STOP_COLUMNS, pitStopRows(loaded, number));
    const build = (): PitStopsResponse => ({
      session: loaded.session,
      pit_stops: pitStopRows(loaded, number),
    });
    send(req, res, loaded.body(`pit-stops ${number}`, build));
  });
  router.get('/sessions/:id/drive-times', async (req, res) => {
    const { loaded, number, csv } = await read(req, analyses);
    if (csv) {
      return sendTable(res, loaded, 'temps-de-conduite', DRIVE_TIME_COLUMNS, driveTimeRows(loaded, number));
    }
    const build = (): DriveTimesResponse => ({
      session: loaded.session,
      rules: rulesSummary(loaded),
      drive_times: driveTimeRows(loaded, number),
    });
    send(req, res, loaded.body(`drive-times ${number}`, build));
  });
  router.get('/sessions/:id/battles', async (req, res) => {
    const { loaded, number, csv } = await read(req, analyses);
    const atMs = req.query.at === undefined ? loaded.session.last_race_ms : raceTimeQueryOf(req.query.at);
    const thresholdMs = thresholdOf(req.query.threshold);
    const overRace = overOf(req.query.over);
    if (csv && overRace) {
      return sendTable(
        res,
        loaded,
        'luttes-de-la-course',
        RACE_BATTLE_COLUMNS,
        raceBattleRows(loaded, thresholdMs, number),
      );
    }
    if (csv)
      return sendTable(res, loaded, 'luttes', BATTLE_COLUMNS, battleRows(loaded, atMs, thresholdMs, number));
    const build = (): BattlesResponse => ({
      session: loaded.session,
      at_race_ms: atMs,
      threshold_ms: thresholdMs,
      battles: battleRows(loaded, atMs, thresholdMs, number),
      race_battles: raceBattleRows(loaded, thresholdMs, number),
    });
    // Kept for the session's last moment only: any race time may be asked, and a slider asks many.
    if (req.query.at !== undefined) return send(req, res, JsonBody.of(build()));
    send(req, res, loaded.body(`battles ${number} ${thresholdMs}`, build));
  });
  router.get('/sessions/:id/progress', async (req, res) => {
    const sessionId = sessionIdParamOf(req.params.id as string | undefined);
    const entryIds = entryIdsOf(req.query.entries);
    const loaded = await analyses.of(sessionId);
    const numbers = entryIds.map((entryId) => {
      const number = loaded.numberOfEntry(entryId);
      if (number === undefined) throw new NotFoundError('Équipe introuvable dans cette session');
      return number;
    });
    const build = (): ProgressResponse => ({ session: loaded.session, cars: progressRows(loaded, numbers) });
    send(req, res, loaded.body(`progress ${numbers.join(',')}`, build));
  });
  return router;
}

/** The charts compare one to five cars: more is unreadable, and each costs the answer some 40 kB. */
const MAX_PROGRESS_CARS = 5;
const ENTRIES = /^[1-9]\d{0,8}(?:,[1-9]\d{0,8})*$/;

function entryIdsOf(value: unknown): number[] {
  const text = queryText(value);
  const ids = ENTRIES.test(text) ? [...new Set(text.split(',').map(Number))] : [];
  if (ids.length === 0 || ids.length > MAX_PROGRESS_CARS) {
    throw new BadRequestError(
      `Choisissez de 1 à ${MAX_PROGRESS_CARS} voitures (identifiants d'engagés séparés par des virgules)`,
    );
  }
  return ids;
}

async function read(req: Request, analyses: SessionAnalyses) {
  const sessionId = sessionIdParamOf(req.params.id as string | undefined);
  const csv = formatOf(req.query.format) === 'csv';
  const entryId =
    req.query.entry === undefined
      ? undefined
      : positiveIdOf(queryText(req.query.entry), "Identifiant d'équipe invalide");
  const loaded = await analyses.of(sessionId);
  if (entryId === undefined) return { loaded, number: undefined, csv };
  const number = loaded.numberOfEntry(entryId);
  if (number === undefined) throw new NotFoundError('Équipe introuvable dans cette session');
  return { loaded, number, csv };
}

/** A repeated parameter (`?entry=1&entry=2`) is not one value: read as none, it is refused by its check. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

function formatOf(value: unknown): 'json' | 'csv' {
  if (value === undefined || value === 'json') return 'json';
  if (value === 'csv') return 'csv';
  throw new BadRequestError('Format inconnu : csv ou json');
}

function overOf(value: unknown): boolean {
  if (value === undefined) return false;
  if (value === 'race') return true;
  throw new BadRequestError('Paramètre over inconnu : race');
}

function thresholdOf(value: unknown): number {
  if (value === undefined) return DEFAULT_BATTLE_THRESHOLD_MS;
  const text = queryText(value).trim();
  const seconds = THRESHOLD.test(text) ? Number(text.replace(',', '.')) : 0;
  if (seconds < 0.1) {
    throw new BadRequestError(`« ${queryText(value)} » n'est pas un seuil valide (secondes, de 0,1 à 60)`);
  }
  return Math.round(seconds * 1000);
}

function send(req: Request, res: Response, body: JsonBody): void {
  sendJsonBody(req, res, body, RACE_PAGE_SHARED_CACHE);
}

function sendTable<Row>(
  res: Response,
  loaded: LoadedAnalysis,
  table: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): void {
  sendCsv(res, `${table}-${loaded.session.id}.csv`, csvOf(columns, rows), RACE_PAGE_SHARED_CACHE);
}
