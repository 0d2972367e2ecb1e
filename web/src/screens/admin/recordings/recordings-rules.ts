import type {
  AdminRecording,
  CalendarRace,
  ImportState,
  RecordingKind,
  ReplayState,
} from '@lemans/race/contract';
import { formatRaceTime, parseRaceTime } from '@lemans/race/timing';
import { ApiError } from '../../../api/http.ts';
import type { UploadDetails, UploadFiles } from './recordings-types.ts';

/** The recordings and replays page's rules and texts. Pure, read by the unit tests. */

export const RECORDINGS_TEXT = {
  title: 'Sessions',
  intro:
    'Les sessions enregistrées (en direct ou importées depuis un fichier Analysis) et leurs rediffusions dans la chaîne de traitement.',
  recordingsTitle: 'Enregistrements',
  noRecordings: 'Aucun enregistrement',
  recordingsError: 'Erreur lors du chargement des enregistrements',
  importTitle: 'Importer un fichier Analysis (CSV)',
  importHint:
    'Fichier Analysis d’Al Kamel (un tour par ligne), 20 Mo au maximum. Le fichier ne donne que des heures : la date du départ situe la course.',
  resultsHint:
    'Le fichier des résultats du Mans (le-mans-results-*.csv), 5 Mo au maximum : ses lignes de l’année du départ donnent le classement officiel (disqualifications comprises).',
  eventHint:
    'Le nom saisi ; laissé vide : les 24 Heures du Mans de l’année avec ses résultats officiels, sinon la course du calendrier ce jour-là sur le circuit que montrent les tours, sinon l’épreuve déjà connue ce jour-là, sinon « Course du » et la date.',
  recognisedTitle: 'Reconnu dans le fichier',
  importButton: 'Importer',
  importing: 'Envoi en cours...',
  importFailed: 'Échec de l’import',
  replaysTitle: 'Rediffusions',
  noReplays: 'Aucune rediffusion',
  replaysError: 'Erreur lors du chargement des rediffusions',
  replay: 'Rediffuser',
  startReplay: 'Lancer la rediffusion',
  cancel: 'Annuler',
  started: 'Rediffusion lancée',
  paused: 'Rediffusion en pause',
  resumed: 'Rediffusion reprise',
  stopped: 'Rediffusion arrêtée',
  pause: 'Pause',
  resume: 'Reprendre',
  seek: 'Aller',
  lastLap: 'Dernier tour',
  stop: 'Arrêter',
  viewRanking: 'Voir le classement',
  report: 'Voir le rapport',
  retry: 'Réessayer',
  rename: 'Renommer',
  newName: 'Nouveau nom',
  save: 'Enregistrer',
  remove: 'Supprimer',
  removeSession: 'Supprimer la session',
  renameSession: 'Renommer la session',
  renamed: 'Enregistrement renommé',
  sessionRenamed: 'Session renommée',
  recordingRemoved: 'Enregistrement supprimé',
  sessionRemoved: 'Session supprimée',
  publicationFailed: 'Erreur lors de la publication',
} as const;

/**
 * What a replay's card says of its session and what its button does: a replay is private (left out of the
 * public replays, sessions and reports) until the operator publishes it.
 */
export function publicationOf(published: boolean): {
  badge: string;
  hint: string;
  action: string;
  done: string;
} {
  return published
    ? {
        badge: 'Publiée',
        hint: 'Listée sur les pages publiques (replays, sessions, rapports)',
        action: 'Rendre privée',
        done: 'Rediffusion rendue privée : elle ne figure plus sur les pages publiques',
      }
    : {
        badge: 'Privée',
        hint: 'Visible d’ici seulement, par son lien ; absente des pages publiques',
        action: 'Publier',
        done: 'Rediffusion publiée : elle figure sur les pages publiques',
      };
}

/**
 * The server's bound on a recording's or a session's name (PATCH /api/admin/recordings/:id and
 * /api/admin/sessions/:id), checked before sending, in the server's words.
 */
export const MAX_NAME = 120;

export function nameProblem(name: string): string | null {
  const length = name.trim().length;
  return length >= 1 && length <= MAX_NAME ? null : `Le nom doit compter de 1 à ${MAX_NAME} caractères`;
}

/** The name of the session a recording went into; its id for a session without a name. */
export const sessionNameOf = (recording: Pick<AdminRecording, 'session_id' | 'session_name'>): string =>
  recording.session_name?.trim() || `Session ${recording.session_id}`;

export const renameSessionLabel = (name: string): string => `${RECORDINGS_TEXT.renameSession} ${name}`;

export const removeRecordingText = (name: string): string =>
  `Supprimer l’enregistrement « ${name} » ? Ses rediffusions terminées disparaissent de la liste ; les sessions qui en viennent restent.`;

export const removeSessionText = (sessionId: string): string =>
  `Supprimer la session ${sessionId} avec tout son historique (tours, classements, rapport) ? L’enregistrement reste.`;

/** The upload limits, as the server counts them (20 and 5 MiB) and words them. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const TOO_LARGE = 'Fichier trop volumineux : 20 Mo au maximum';
const MAX_RESULTS_BYTES = 5 * 1024 * 1024;
export const RESULTS_TOO_LARGE = 'Fichier de résultats trop volumineux : 5 Mo au maximum';
export const BAD_START = 'Heure invalide : hh:mm:ss attendu (ex. 00:00:00)';

/** The replay speeds offered, and the default. */
export const REPLAY_SPEEDS = [1, 10, 60, 600] as const;
export const DEFAULT_REPLAY_SPEED = 60;
export const DEFAULT_START = '00:00:00';
/** 'Dernier tour' seeks this long before the end: a lap of the circuit and some margin. */
export const LAST_LAP_MS = 4 * 60_000;
/** Lists with work under way are read again this often. */
export const POLL_MS = 2000;

const KIND_LABELS: Record<RecordingKind, string> = { laps: 'Tours', snapshots: 'Instantanés' };

export const kindLabel = (kind: RecordingKind): string => KIND_LABELS[kind] ?? kind;

const STATE_LABELS: Record<ReplayState, string> = {
  starting: 'Démarrage',
  running: 'En cours',
  paused: 'En pause',
  finished: 'Terminée',
  stopped: 'Arrêtée',
  failed: 'Échec',
};

export const replayStateLabel = (state: ReplayState): string => STATE_LABELS[state] ?? state;

/** Whether an import job is under way (its progress bar shows, and the list is read again every 2 s). */
export const importRunning = (state: ImportState | null): boolean =>
  state === 'waiting' || state === 'active';

export function anyImportRunning(recordings: readonly AdminRecording[]): boolean {
  return recordings.some((recording) => importRunning(recording.import?.state ?? null));
}

/** The import job's progress as a whole percentage (the job reports 0 to 100). */
export function importPercent(progress: unknown): number {
  const value = typeof progress === 'number' && Number.isFinite(progress) ? progress : 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** How far a replay has played, from 0 to 1. */
export function replayProgress(raceTimeMs: number, durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.min(1, Math.max(0, raceTimeMs / durationMs));
}

/** "hh:mm:ss / hh:mm:ss": the replay's race time over the recording's duration. */
export const replayClock = (raceTimeMs: number, durationMs: number): string =>
  `${formatRaceTime(raceTimeMs)} / ${formatRaceTime(durationMs)}`;

/** Where 'Dernier tour' seeks: four minutes before the end, or the start of a shorter recording. */
export const lastLapMoment = (durationMs: number): string =>
  formatRaceTime(Math.max(0, durationMs - LAST_LAP_MS));

/** A typed race time, normalised to "hh:mm:ss"; null when it is not one. */
export function raceTimeInput(text: string): string | null {
  const ms = parseRaceTime(text);
  return ms === null ? null : formatRaceTime(ms);
}

/** The file's refusal before any byte is sent; null when it may be sent. */
export function uploadProblem(file: { size: number } | null): string | null {
  if (!file) return 'Choisissez un fichier CSV';
  return file.size > MAX_UPLOAD_BYTES ? TOO_LARGE : null;
}

/** The results file's refusal before any byte is sent; null when there is none or it may be sent. */
export function resultsProblem(file: { size: number } | null): string | null {
  return file && file.size > MAX_RESULTS_BYTES ? RESULTS_TOO_LARGE : null;
}

/** The form of the upload: the files, then only the details given. */
export function uploadFormOf(files: UploadFiles, details: UploadDetails): FormData {
  const form = new FormData();
  form.append('analysis', files.analysis);
  if (files.results) form.append('results', files.results);
  for (const key of ['name', 'event', 'year', 'date'] as const) {
    const value = details[key].trim();
    if (value) form.append(key, value);
  }
  return form;
}

/** The server's reason when it gave one (it names the line and column of a malformed file), else a generic one. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError || err instanceof Error ? err.message || fallback : fallback;
}

/**
 * The names the event field offers: the season calendar's races, then the stored events it does not name
 * already, each once.
 */
export function offeredEventNames(
  calendar: readonly Pick<CalendarRace, 'name'>[],
  stored: readonly { name: string }[],
): string[] {
  return [...new Set([...calendar, ...stored].map((event) => event.name))];
}

export const uploadedText = (name: string, created: boolean): string =>
  created ? `Import lancé : ${name}` : `Déjà importé : ${name}`;

export const speedLabel = (speed: number): string => `${speed}×`;

export const speedChangedText = (speed: number): string => `Vitesse : ${speedLabel(speed)}`;

export const seekText = (raceTime: string): string => `Rediffusion déplacée à ${raceTime}`;

export const stopConfirmation = (name: string): string =>
  `Arrêter la rediffusion de « ${name} » ? La session rejouée garde ce qu’elle a déjà reçu.`;

/** The public ranking of the replayed session. */
export const rankingHref = (sessionId: string): string =>
  `/live/classement?session=${encodeURIComponent(sessionId)}`;

export const reportHref = (sessionId: string): string => `/sessions/reports/${encodeURIComponent(sessionId)}`;
