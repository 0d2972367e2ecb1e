import { acceptsGzip } from '@lemans/http';
import { BadRequestError } from '@lemans/platform';
import { DEFAULT_BATTLE_THRESHOLD_MS } from '@lemans/race/analysis';
import { type Request, Router } from 'express';
import type { HeavyReader } from '../heavy-reads/heavy-read.ts';
import { sendHeavyAnswer } from '../heavy-reads/send-heavy-answer.ts';
import { positiveIdOf, sessionIdParamOf } from '../http/route-ids.ts';
import { raceTimeQueryOf } from '../live/time-travel-query.ts';
import type { AnalysisQuery } from './analysis-query.ts';

/** Battle thresholds are tenths of a second from 0.1 to 60 s: a pair a minute apart is no battle. */
const THRESHOLD = /^(?:[1-5]?\d(?:[.,]\d)?|60(?:[.,]0)?)$/;

/**
 * GET /sessions/:id/stints, /pit-stops, /drive-times, /classification, /strategy and /battles (?entry= for
 * one car, ?format=csv for a spreadsheet; classification, strategy and battles also ?at= a race time, battles ?threshold= in
 * seconds and, in CSV, ?over=race for the battles of the whole race), and /progress (?entries= one to five
 * cars). The query is checked here; the answer is computed from the session's laps and events off the event
 * loop (analysis-answers.ts).
 */
export function analysisRoutes(reader: HeavyReader): Router {
  const router = Router();
  const answer = (req: Request, query: AnalysisQuery) =>
    reader.answer({ kind: 'analysis', query }, { gzip: acceptsGzip(req) });
  for (const table of ['stints', 'pit-stops', 'drive-times'] as const) {
    router.get(`/sessions/:id/${table}`, async (req, res) => {
      const query: AnalysisQuery = { table, ...commonOf(req) };
      sendHeavyAnswer(req, res, await answer(req, query));
    });
  }
  router.get('/sessions/:id/battles', async (req, res) => {
    const query: AnalysisQuery = {
      table: 'battles',
      ...commonOf(req),
      atMs: req.query.at === undefined ? undefined : raceTimeQueryOf(req.query.at),
      thresholdMs: thresholdOf(req.query.threshold),
      overRace: overOf(req.query.over),
    };
    sendHeavyAnswer(req, res, await answer(req, query));
  });
  for (const table of ['classification', 'strategy'] as const) {
    router.get(`/sessions/:id/${table}`, async (req, res) => {
      const query: AnalysisQuery = {
        table,
        ...commonOf(req),
        atMs: req.query.at === undefined ? undefined : raceTimeQueryOf(req.query.at),
      };
      sendHeavyAnswer(req, res, await answer(req, query));
    });
  }
  router.get('/sessions/:id/progress', async (req, res) => {
    const query: AnalysisQuery = {
      table: 'progress',
      sessionId: sessionIdParamOf(req.params.id as string | undefined),
      entryIds: entryIdsOf(req.query.entries),
    };
    sendHeavyAnswer(req, res, await answer(req, query));
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

/** The session, the car and the format every table's request names. */
function commonOf(req: Request) {
  return {
    sessionId: sessionIdParamOf(req.params.id as string | undefined),
    csv: formatOf(req.query.format) === 'csv',
    entryId:
      req.query.entry === undefined
        ? undefined
        : positiveIdOf(queryText(req.query.entry), "Identifiant d'équipe invalide"),
  };
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
