import type { CsvColumn } from '@lemans/http';
import type {
  AnalysisCar,
  BattleRow,
  DriveTimeRow,
  PitStopRow,
  RaceBattleRow,
  StintRow,
} from '@lemans/race/contract';

/** The analysis tables as CSV: the API's rows and values, under French headers. */

const RULE_LABELS = {
  'min-total': 'minimum',
  'max-total': 'maximum total',
  'max-in-window': 'maximum sur la fenêtre',
};
const STATUS_LABELS = {
  ok: 'conforme',
  'at-risk': 'à surveiller',
  broken: 'non conforme',
  unknown: 'aucune règle connue',
};
const TREND_LABELS = { closing: 'se rapproche', steady: 'stable', growing: "s'éloigne" };

function carColumns<Row extends AnalysisCar>(): CsvColumn<Row>[] {
  return [
    { header: 'N°', value: (row) => row.participant_number },
    { header: 'Engagé (id)', value: (row) => row.entry_id },
    { header: 'Équipe', value: (row) => row.team },
    { header: 'Catégorie', value: (row) => row.category },
  ];
}

export const STINT_COLUMNS: CsvColumn<StintRow>[] = [
  ...carColumns<StintRow>(),
  { header: 'Relais', value: (row) => row.stint_number },
  { header: 'Pilote (id)', value: (row) => row.driver_id },
  { header: 'Pilote', value: (row) => row.driver_name },
  { header: 'Premier tour', value: (row) => row.first_lap },
  { header: 'Dernier tour', value: (row) => row.last_lap },
  { header: 'Tours', value: (row) => row.laps },
  { header: 'Début (ms de course)', value: (row) => row.start_race_ms },
  { header: 'Fin (ms de course)', value: (row) => row.end_race_ms },
  { header: 'Durée (ms)', value: (row) => row.duration_ms },
  { header: 'Tours propres', value: (row) => row.clean_laps },
  { header: 'Meilleur tour (ms)', value: (row) => row.best_lap_ms },
  { header: 'Tour moyen (ms)', value: (row) => row.average_lap_ms },
  { header: 'Tour médian (ms)', value: (row) => row.median_lap_ms },
  { header: 'Dégradation (s/tour)', value: (row) => row.degradation_s_per_lap },
];

export const PIT_STOP_COLUMNS: CsvColumn<PitStopRow>[] = [
  ...carColumns<PitStopRow>(),
  { header: 'Arrêt', value: (row) => row.stop_number },
  { header: 'Tour (entrée)', value: (row) => row.lap },
  { header: 'Heure de course (ms)', value: (row) => row.race_time_ms },
  { header: "Tour d'entrée (ms)", value: (row) => row.in_lap_ms },
  { header: 'Tour de sortie (ms)', value: (row) => row.out_lap_ms },
  { header: 'Tour de référence (ms)', value: (row) => row.reference_lap_ms },
  { header: 'Temps perdu (ms)', value: (row) => row.time_lost_ms },
  { header: 'Temps aux stands (ms)', value: (row) => row.pit_time_ms },
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
  { header: 'Pilote (id)', value: (row) => row.driver_id },
  { header: 'Pilote', value: (row) => row.driver_name },
  { header: 'Tours', value: (row) => row.laps },
  { header: 'Temps de conduite (ms)', value: (row) => row.total_ms },
  { header: 'Hors arrêts (ms)', value: (row) => row.driving_ms },
  { header: 'Plus long relais continu (ms)', value: (row) => row.longest_stint_ms },
  { header: 'Du tour', value: (row) => row.longest_stint_first_lap },
  { header: 'Au tour', value: (row) => row.longest_stint_last_lap },
  { header: 'Maximum sur la fenêtre (ms)', value: (row) => row.most_in_window_ms },
  { header: 'Fenêtre à partir de (ms de course)', value: (row) => row.window_from_ms },
  { header: 'Longueur de la fenêtre (ms)', value: (row) => row.window_length_ms },
  {
    header: 'Contrôles',
    value: (row) =>
      row.checks
        .map((check) => `${RULE_LABELS[check.rule]} ${check.limit_ms} ms : ${STATUS_LABELS[check.status]}`)
        .join(', '),
  },
  { header: 'Statut', value: (row) => STATUS_LABELS[row.status] },
];

export const BATTLE_COLUMNS: CsvColumn<BattleRow>[] = [
  ...carColumns<BattleRow>(),
  { header: 'Pilote', value: (row) => row.driver_name },
  { header: 'N° devant', value: (row) => row.ahead_participant_number },
  { header: 'Engagé devant (id)', value: (row) => row.ahead_entry_id },
  { header: 'Pilote devant', value: (row) => row.ahead_driver_name },
  { header: 'Position catégorie disputée', value: (row) => row.position },
  { header: 'Tour', value: (row) => row.lap },
  { header: 'Écart (ms)', value: (row) => row.gap_ms },
  { header: 'Depuis le tour', value: (row) => row.since_lap },
  { header: 'Depuis (ms de course)', value: (row) => row.since_race_ms },
  { header: 'Tours ensemble', value: (row) => row.laps },
  { header: 'Tendance', value: (row) => TREND_LABELS[row.trend] },
  { header: 'Évolution (ms/tour)', value: (row) => row.trend_ms_per_lap },
];

export const RACE_BATTLE_COLUMNS: CsvColumn<RaceBattleRow>[] = [
  ...carColumns<RaceBattleRow>(),
  { header: 'N° adversaire', value: (row) => row.other_participant_number },
  { header: 'Engagé adversaire (id)', value: (row) => row.other_entry_id },
  { header: 'Position catégorie disputée', value: (row) => row.position },
  { header: 'Du tour', value: (row) => row.from_lap },
  { header: 'Au tour', value: (row) => row.to_lap },
  { header: 'Tours', value: (row) => row.laps },
  { header: 'Début (ms de course)', value: (row) => row.from_race_ms },
  { header: 'Fin (ms de course)', value: (row) => row.to_race_ms },
  { header: 'Écart minimal (ms)', value: (row) => row.min_gap_ms },
  { header: 'Dépassements', value: (row) => row.swaps },
];
