import type {
  AnalysisCar,
  BattleRow,
  ClassificationRow,
  ClassificationStatus,
  DriveTimeRow,
  DriveTimeStatus,
  PitStopRow,
  RaceBattleRow,
  StintRow,
  StrategyRow,
} from '@lemans/contract';
import { formatFullDuration } from '@lemans/contract/timing';
import type { CsvColumn, CsvValue } from '@lemans/http';

/**
 * The analysis tables as CSV: the API's rows and values, under French headers, one meaning per header. A
 * time is given twice, side by side: in milliseconds to compute with, and written h:mm:ss.mmm to read.
 * Car numbers and ids are text ("007" is not car 7).
 */

const RULE_LABELS = {
  'min-total': 'minimum',
  'max-total': 'maximum total',
  'max-in-window': 'maximum sur la fenêtre',
};
const STATUS_LABELS: Record<Exclude<DriveTimeStatus, 'not-applicable'>, string> = {
  ok: 'conforme',
  'at-risk': 'à surveiller',
  broken: 'non respectée',
  met: 'respectée',
  unverifiable: 'non vérifiable (classement FIA des pilotes inconnu)',
  unknown: 'aucune règle connue',
};
/** A rule that does not apply says why: the car is out of the classification. */
const NOT_APPLICABLE_LABELS: Record<ClassificationStatus, string> = {
  DNF: 'non applicable (voiture abandonnée)',
  NC: 'non applicable (voiture non classée)',
  DSQ: 'non applicable (voiture non classée)',
  running: 'non applicable',
  classified: 'non applicable',
};
const statusLabel = (status: DriveTimeStatus, row: DriveTimeRow): string =>
  status === 'not-applicable' ? NOT_APPLICABLE_LABELS[row.car_status] : STATUS_LABELS[status];
const TREND_LABELS = { closing: 'se rapproche', steady: 'stable', growing: "s'éloigne" };

/** An id as text, or nothing. */
const idText = (id: number | null): CsvValue => (id === null ? null : String(id));

/**
 * A time in two columns: `<name> (ms)` and `<name> (h:mm:ss.mmm)`, or `(ms de course)` and
 * `(h:mm:ss.mmm de course)` for a moment of the race counted from its start.
 */
function timeColumns<Row>(
  name: string,
  value: (row: Row) => number | null,
  kind: 'duration' | 'race-time' = 'duration',
): CsvColumn<Row>[] {
  const of = kind === 'race-time' ? ' de course' : '';
  return [
    { header: `${name} (ms${of})`, value },
    {
      header: `${name} (h:mm:ss.mmm${of})`,
      value: (row) => {
        const ms = value(row);
        return ms === null ? null : formatFullDuration(ms);
      },
    },
  ];
}

function carColumns<Row extends AnalysisCar>(): CsvColumn<Row>[] {
  return [
    { header: 'N°', value: (row) => row.participant_number },
    { header: 'Engagé (id)', value: (row) => idText(row.entry_id) },
    { header: 'Équipe', value: (row) => row.team },
    { header: 'Catégorie', value: (row) => row.category },
  ];
}

export const STINT_COLUMNS: CsvColumn<StintRow>[] = [
  ...carColumns<StintRow>(),
  { header: 'Relais', value: (row) => row.stint_number },
  { header: 'Pilote (id)', value: (row) => idText(row.driver_id) },
  { header: 'Pilote', value: (row) => row.driver_name },
  { header: 'Premier tour', value: (row) => row.first_lap },
  { header: 'Dernier tour', value: (row) => row.last_lap },
  { header: 'Tours', value: (row) => row.laps },
  ...timeColumns<StintRow>('Début', (row) => row.start_race_ms, 'race-time'),
  ...timeColumns<StintRow>('Fin', (row) => row.end_race_ms, 'race-time'),
  ...timeColumns<StintRow>('Durée', (row) => row.duration_ms),
  { header: 'Tours propres', value: (row) => row.clean_laps },
  ...timeColumns<StintRow>('Meilleur tour', (row) => row.best_lap_ms),
  ...timeColumns<StintRow>('Tour moyen', (row) => row.average_lap_ms),
  ...timeColumns<StintRow>('Tour médian', (row) => row.median_lap_ms),
  { header: 'Dégradation (s/tour)', value: (row) => row.degradation_s_per_lap },
];

export const PIT_STOP_COLUMNS: CsvColumn<PitStopRow>[] = [
  ...carColumns<PitStopRow>(),
  { header: 'Arrêt', value: (row) => row.stop_number },
  { header: 'Tour (entrée)', value: (row) => row.lap },
  ...timeColumns<PitStopRow>('Entrée', (row) => row.race_time_ms, 'race-time'),
  ...timeColumns<PitStopRow>("Tour d'entrée", (row) => row.in_lap_ms),
  ...timeColumns<PitStopRow>('Tour de sortie', (row) => row.out_lap_ms),
  ...timeColumns<PitStopRow>('Tour de référence', (row) => row.reference_lap_ms),
  ...timeColumns<PitStopRow>('Temps perdu', (row) => row.time_lost_ms),
  ...timeColumns<PitStopRow>('Temps aux stands', (row) => row.pit_time_ms),
  ...timeColumns<PitStopRow>('Précision du temps aux stands', (row) => row.pit_time_precision_ms),
  { header: 'Changement de pilote', value: (row) => row.driver_change },
  { header: 'Pilote entrant', value: (row) => row.driver_in_name },
  { header: 'Pilote sortant', value: (row) => row.driver_out_name },
  { header: 'Position avant', value: (row) => row.position_before },
  { header: 'Position après', value: (row) => row.position_after },
  { header: 'Position catégorie avant', value: (row) => row.class_position_before },
  { header: 'Position catégorie après', value: (row) => row.class_position_after },
];

export const DRIVE_TIME_COLUMNS: CsvColumn<DriveTimeRow>[] = [
  ...carColumns<DriveTimeRow>(),
  { header: 'Pilote (id)', value: (row) => idText(row.driver_id) },
  { header: 'Pilote', value: (row) => row.driver_name },
  { header: 'Tours', value: (row) => row.laps },
  ...timeColumns<DriveTimeRow>('Temps de conduite', (row) => row.total_ms),
  ...timeColumns<DriveTimeRow>('Hors arrêts', (row) => row.driving_ms),
  ...timeColumns<DriveTimeRow>('Plus long relais continu', (row) => row.longest_stint_ms),
  { header: 'Relais du tour', value: (row) => row.longest_stint_first_lap },
  { header: 'Relais au tour', value: (row) => row.longest_stint_last_lap },
  ...timeColumns<DriveTimeRow>('Maximum sur la fenêtre', (row) => row.most_in_window_ms),
  ...timeColumns<DriveTimeRow>('Fenêtre à partir de', (row) => row.window_from_ms, 'race-time'),
  ...timeColumns<DriveTimeRow>('Longueur de la fenêtre', (row) => row.window_length_ms),
  {
    header: 'Contrôles',
    value: (row) =>
      row.checks
        .map(
          (check) =>
            `${RULE_LABELS[check.rule]} ${formatFullDuration(check.limit_ms)} : ${statusLabel(check.status, row)}`,
        )
        .join(', '),
  },
  { header: 'Statut', value: (row) => statusLabel(row.status, row) },
];

export const BATTLE_COLUMNS: CsvColumn<BattleRow>[] = [
  ...carColumns<BattleRow>(),
  { header: 'Pilote', value: (row) => row.driver_name },
  { header: 'N° devant', value: (row) => row.ahead_participant_number },
  { header: 'Engagé devant (id)', value: (row) => idText(row.ahead_entry_id) },
  { header: 'Pilote devant', value: (row) => row.ahead_driver_name },
  { header: 'Position catégorie disputée', value: (row) => row.position },
  { header: 'Tour', value: (row) => row.lap },
  ...timeColumns<BattleRow>('Écart', (row) => row.gap_ms),
  { header: 'Depuis le tour', value: (row) => row.since_lap },
  ...timeColumns<BattleRow>('Depuis', (row) => row.since_race_ms, 'race-time'),
  { header: 'Tours ensemble', value: (row) => row.laps },
  { header: 'Tendance', value: (row) => TREND_LABELS[row.trend] },
  { header: 'Évolution (ms/tour)', value: (row) => row.trend_ms_per_lap },
];

export const RACE_BATTLE_COLUMNS: CsvColumn<RaceBattleRow>[] = [
  ...carColumns<RaceBattleRow>(),
  { header: 'N° adversaire', value: (row) => row.other_participant_number },
  { header: 'Engagé adversaire (id)', value: (row) => idText(row.other_entry_id) },
  { header: 'Position catégorie disputée', value: (row) => row.position },
  { header: 'Du tour', value: (row) => row.from_lap },
  { header: 'Au tour', value: (row) => row.to_lap },
  { header: 'Tours', value: (row) => row.laps },
  ...timeColumns<RaceBattleRow>('Début', (row) => row.from_race_ms, 'race-time'),
  ...timeColumns<RaceBattleRow>('Fin', (row) => row.to_race_ms, 'race-time'),
  ...timeColumns<RaceBattleRow>('Écart minimal', (row) => row.min_gap_ms),
  { header: 'Dépassements', value: (row) => row.swaps },
];

export const CLASSIFICATION_STATUS_LABELS: Record<ClassificationStatus, string> = {
  running: 'en course',
  classified: 'classée',
  NC: 'non classée',
  DNF: 'abandon',
  DSQ: 'disqualifiée',
};

export const CLASSIFICATION_COLUMNS: CsvColumn<ClassificationRow>[] = [
  { header: 'Position', value: (row) => row.position },
  { header: 'Position en catégorie', value: (row) => row.class_position },
  ...carColumns<ClassificationRow>(),
  { header: 'Statut', value: (row) => CLASSIFICATION_STATUS_LABELS[row.status] },
  { header: 'Raison', value: (row) => row.reason },
  { header: 'Tours', value: (row) => row.laps },
  { header: 'Tours de retard', value: (row) => row.gap_laps },
  ...timeColumns<ClassificationRow>('Écart sur le même tour', (row) => row.gap_ms),
  { header: 'Tours de retard sur le premier de la catégorie', value: (row) => row.class_gap_laps },
  ...timeColumns<ClassificationRow>(
    'Écart sur le premier de la catégorie, même tour',
    (row) => row.class_gap_ms,
  ),
];

const USUAL_FROM_LABELS = { car: 'ses relais', class: 'sa catégorie' };

/** The strategy as it stood at `atMs`: every row says when, as a table copied out of the file still does. */
export const strategyColumns = (atMs: number): CsvColumn<StrategyRow>[] => [
  ...timeColumns<StrategyRow>('Situation à', () => atMs, 'race-time'),
  ...carColumns<StrategyRow>(),
  { header: 'Tours', value: (row) => row.laps },
  { header: 'Position en catégorie', value: (row) => row.class_position },
  { header: 'Aux stands', value: (row) => (row.in_pit ? 'oui' : 'non') },
  { header: 'Tours du relais', value: (row) => row.stint_laps },
  ...timeColumns<StrategyRow>('Durée du relais', (row) => row.stint_ms),
  { header: 'Relais habituel (tours)', value: (row) => row.usual_stint_laps },
  {
    header: 'Relais habituel tiré de',
    value: (row) => (row.usual_stint_from ? USUAL_FROM_LABELS[row.usual_stint_from] : null),
  },
  { header: 'Prochain arrêt (tour)', value: (row) => row.next_stop_lap },
  { header: 'Fenêtre de l’arrêt, du tour', value: (row) => row.next_stop_window_from_lap },
  { header: 'Fenêtre de l’arrêt, au tour', value: (row) => row.next_stop_window_to_lap },
  ...timeColumns<StrategyRow>('Rythme', (row) => row.pace_ms),
  ...timeColumns<StrategyRow>('Coût d’un arrêt', (row) => row.stop_cost_ms),
  { header: 'Arrêts restant à faire', value: (row) => row.stops_owed },
  ...timeColumns<StrategyRow>(
    'Écart corrigé des arrêts avec la voiture devant',
    (row) => row.pit_adjusted_gap_ms,
  ),
  ...timeColumns<StrategyRow>(
    'Écart corrigé des arrêts avec le premier de la catégorie',
    (row) => row.pit_adjusted_class_leader_gap_ms,
  ),
  { header: 'Position en catégorie corrigée des arrêts', value: (row) => row.pit_adjusted_class_position },
];
