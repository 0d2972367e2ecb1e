import type {
  BattlesResponse,
  ClassificationResponse,
  DriveTimesResponse,
  PitStopsResponse,
  ProgressResponse,
  StintsResponse,
  StrategyResponse,
} from '@lemans/contract';
import { type CsvColumn, csvOf, JsonBody } from '@lemans/http';
import { NotFoundError } from '@lemans/platform';
import { WINDOW_CONFIDENCE } from '@lemans/race/analysis';
import type { HeavyAnswer } from '../heavy-reads/heavy-read.ts';
import {
  BATTLE_COLUMNS,
  CLASSIFICATION_COLUMNS,
  DRIVE_TIME_COLUMNS,
  PIT_STOP_COLUMNS,
  RACE_BATTLE_COLUMNS,
  STINT_COLUMNS,
  strategyColumns,
} from './analysis-csv.ts';
import type { AnalysisQuery } from './analysis-query.ts';
import {
  battleRows,
  classificationRows,
  driveTimeRows,
  pitStopRows,
  progressRows,
  raceBattleRows,
  rulesSummary,
  stintRows,
  strategyRows,
} from './analysis-rows.ts';
import { raceMomentName } from './race-moment-name.ts';
import type { LoadedAnalysis, SessionAnalyses } from './session-analyses.ts';

/** A table read at a moment of the session. */
type MomentQuery = Extract<AnalysisQuery, { table: 'classification' | 'strategy' }>;

/** The answer to an analysis request: a JSON body kept with the analysis, or a CSV table. */
export async function answerAnalysis(analyses: SessionAnalyses, query: AnalysisQuery): Promise<HeavyAnswer> {
  return answerFrom(await analyses.of(query.sessionId), query);
}

/** The answer read from the session's analysis at hand (the JSON bodies are kept with it). */
export function answerFrom(loaded: LoadedAnalysis, query: AnalysisQuery): HeavyAnswer {
  if (query.table === 'progress') {
    const numbers = query.entryIds.map((entryId) => numberOf(loaded, entryId));
    const build = (): ProgressResponse => ({ session: loaded.session, cars: progressRows(loaded, numbers) });
    return json(loaded, loaded.body(`progress ${numbers.join(',')}`, build));
  }
  const number = query.entryId === undefined ? undefined : numberOf(loaded, query.entryId);
  switch (query.table) {
    case 'stints': {
      if (query.csv) return table(loaded, 'relais', STINT_COLUMNS, stintRows(loaded, number));
      const build = (): StintsResponse => ({ session: loaded.session, stints: stintRows(loaded, number) });
      return json(loaded, loaded.body(`stints ${number}`, build));
    }
    case 'pit-stops': {
      if (query.csv) return table(loaded, 'arrets', PIT_STOP_COLUMNS, pitStopRows(loaded, number));
      const build = (): PitStopsResponse => ({
        session: loaded.session,
        pit_stops: pitStopRows(loaded, number),
      });
      return json(loaded, loaded.body(`pit-stops ${number}`, build));
    }
    case 'drive-times': {
      if (query.csv) {
        return table(loaded, 'temps-de-conduite', DRIVE_TIME_COLUMNS, driveTimeRows(loaded, number));
      }
      const build = (): DriveTimesResponse => ({
        session: loaded.session,
        rules: rulesSummary(loaded),
        drive_times: driveTimeRows(loaded, number),
      });
      return json(loaded, loaded.body(`drive-times ${number}`, build));
    }
    case 'battles':
      return answerBattles(loaded, query, number);
    case 'classification':
      return answerClassification(loaded, query, number);
    case 'strategy':
      return answerStrategy(loaded, query, number);
  }
}

function answerStrategy(loaded: LoadedAnalysis, query: MomentQuery, number: string | undefined): HeavyAnswer {
  const atMs = query.atMs ?? loaded.session.last_race_ms;
  const rows = () => strategyRows(loaded, loaded.strategy(atMs), number);
  if (query.csv) return table(loaded, 'strategie', strategyColumns(atMs), rows(), atMs);
  const build = (): StrategyResponse => ({
    session: loaded.session,
    at_race_ms: atMs,
    partial_since_ms: loaded.strategyPartialSinceMs,
    window_confidence: WINDOW_CONFIDENCE,
    strategy: rows(),
  });
  if (query.atMs !== undefined) return json(loaded, JsonBody.of(build()));
  return json(loaded, loaded.body(`strategy ${number}`, build));
}

function answerClassification(
  loaded: LoadedAnalysis,
  query: MomentQuery,
  number: string | undefined,
): HeavyAnswer {
  const atMs = query.atMs ?? loaded.session.last_race_ms;
  const build = (): ClassificationResponse => {
    const { cars, flagged, complete, official } = loaded.classification(atMs);
    const rules = loaded.classificationRules;
    return {
      session: loaded.session,
      at_race_ms: atMs,
      flagged,
      complete,
      official,
      rules: rules && { min_distance_share: rules.minDistanceShare, source: rules.source },
      classification: classificationRows(loaded, cars).filter(
        (row) => number === undefined || row.participant_number === number,
      ),
    };
  };
  if (query.csv) return table(loaded, 'classement', CLASSIFICATION_COLUMNS, build().classification);
  // Kept for the session's last moment only, as the battles are.
  if (query.atMs !== undefined) return json(loaded, JsonBody.of(build()));
  return json(loaded, loaded.body(`classification ${number}`, build));
}

function answerBattles(
  loaded: LoadedAnalysis,
  query: Extract<AnalysisQuery, { table: 'battles' }>,
  number: string | undefined,
): HeavyAnswer {
  const { thresholdMs } = query;
  const atMs = query.atMs ?? loaded.session.last_race_ms;
  if (query.csv && query.overRace) {
    const rows = raceBattleRows(loaded, thresholdMs, number);
    return table(loaded, 'luttes-de-la-course', RACE_BATTLE_COLUMNS, rows);
  }
  if (query.csv)
    return table(loaded, 'luttes', BATTLE_COLUMNS, battleRows(loaded, atMs, thresholdMs, number));
  const build = (): BattlesResponse => ({
    session: loaded.session,
    at_race_ms: atMs,
    threshold_ms: thresholdMs,
    battles: battleRows(loaded, atMs, thresholdMs, number),
    race_battles: raceBattleRows(loaded, thresholdMs, number),
  });
  // Kept for the session's last moment only: any race time may be asked, and a slider asks many.
  if (query.atMs !== undefined) return json(loaded, JsonBody.of(build()));
  return json(loaded, loaded.body(`battles ${number} ${thresholdMs}`, build));
}

function numberOf(loaded: LoadedAnalysis, entryId: number): string {
  const number = loaded.numberOfEntry(entryId);
  if (number === undefined) throw new NotFoundError('Équipe introuvable dans cette session');
  return number;
}

const json = (loaded: LoadedAnalysis, body: JsonBody): HeavyAnswer => ({
  type: 'json',
  body,
  final: loaded.session.ended,
});

/** A CSV table, its file named by the table, the session and, for figures as of a moment, that moment. */
function table<Row>(
  loaded: LoadedAnalysis,
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  atMs?: number,
): HeavyAnswer {
  const moment = atMs === undefined ? '' : `-${raceMomentName(atMs)}`;
  return {
    type: 'csv',
    filename: `${name}-${loaded.session.id}${moment}.csv`,
    text: csvOf(columns, rows),
    final: loaded.session.ended,
  };
}
