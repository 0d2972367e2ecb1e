import type { AdminRecording, CalendarRace, ImportState, RecordingKind, ReplayState } from '@lemans/contract';
import { formatRaceTime, parseRaceTime } from '@lemans/contract/timing';
import type { AdminMessageId, MessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { nameOf, textsOf } from '../../../i18n/texts-of.ts';
import type { UploadDetails, UploadFiles } from './recordings-types.ts';

/** The recordings and replays page's rules and texts. Pure, read by the unit tests. */

export const RECORDINGS_TEXT = textsOf({
  title: 'admin.recordings.title',
  intro: 'admin.recordings.intro',
  recordingsTitle: 'admin.recordings.recordings_title',
  noRecordings: 'admin.recordings.no_recordings',
  recordingsError: 'admin.recordings.recordings_error',
  importTitle: 'admin.recordings.import_title',
  importHint: 'admin.recordings.import_hint',
  resultsHint: 'admin.recordings.results_hint',
  eventHint: 'admin.recordings.event_hint',
  recognisedTitle: 'admin.recordings.recognised_title',
  importButton: 'admin.recordings.import_button',
  importing: 'admin.recordings.importing',
  importFailed: 'admin.recordings.import_failed',
  replaysTitle: 'admin.recordings.replays_title',
  noReplays: 'admin.recordings.no_replays',
  replaysError: 'admin.recordings.replays_error',
  replay: 'admin.recordings.replay',
  startReplay: 'admin.recordings.start_replay',
  cancel: 'admin.recordings.cancel',
  started: 'admin.recordings.started',
  paused: 'admin.recordings.paused',
  resumed: 'admin.recordings.resumed',
  stopped: 'admin.recordings.stopped',
  pause: 'admin.recordings.pause',
  resume: 'admin.recordings.resume',
  seek: 'admin.recordings.seek',
  lastLap: 'admin.recordings.last_lap',
  stop: 'admin.recordings.stop',
  viewRanking: 'admin.recordings.view_ranking',
  report: 'admin.recordings.report',
  retry: 'admin.recordings.retry',
  rename: 'admin.recordings.rename',
  newName: 'admin.recordings.new_name',
  save: 'admin.recordings.save',
  remove: 'admin.recordings.remove',
  removeSession: 'admin.recordings.remove_session',
  renameSession: 'admin.recordings.rename_session',
  renamed: 'admin.recordings.renamed',
  sessionRenamed: 'admin.recordings.session_renamed',
  recordingRemoved: 'admin.recordings.recording_removed',
  sessionRemoved: 'admin.recordings.session_removed',
  publicationFailed: 'admin.recordings.publication_failed',
});

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
        badge: t('admin.recordings.published'),
        hint: t('admin.recordings.published_hint'),
        action: t('admin.recordings.unpublish'),
        done: t('admin.recordings.unpublished_done'),
      }
    : {
        badge: t('admin.recordings.private'),
        hint: t('admin.recordings.private_hint'),
        action: t('admin.recordings.publish'),
        done: t('admin.recordings.published_done'),
      };
}

/**
 * The server's bound on a recording's or a session's name (PATCH /api/admin/recordings/:id and
 * /api/admin/sessions/:id), checked before sending, in the server's words.
 */
export const MAX_NAME = 120;

export function nameProblem(name: string): string | null {
  const length = name.trim().length;
  return length >= 1 && length <= MAX_NAME ? null : t('admin.recordings.name_length', { max: MAX_NAME });
}

/** The name of the session a recording went into; its id for a session without a name. */
export const sessionNameOf = (recording: Pick<AdminRecording, 'session_id' | 'session_name'>): string =>
  recording.session_name?.trim() || t('session_chooser.session', { id: String(recording.session_id) });

export const renameSessionLabel = (name: string): string => `${RECORDINGS_TEXT.renameSession} ${name}`;

export const removeRecordingText = (name: string): string => t('admin.recordings.remove_recording', { name });

export const removeSessionText = (sessionId: string): string =>
  t('admin.recordings.remove_session_question', { id: sessionId });

/** The upload limits, as the server counts them (20 and 5 MiB) and words them. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const MAX_RESULTS_BYTES = 5 * 1024 * 1024;

/** The replay speeds offered, and the default. */
export const REPLAY_SPEEDS = [1, 10, 60, 600] as const;
export const DEFAULT_REPLAY_SPEED = 60;
export const DEFAULT_START = '00:00:00';
/** 'Dernier tour' seeks this long before the end: a lap of the circuit and some margin. */
export const LAST_LAP_MS = 4 * 60_000;
/** Lists with work under way are read again this often. */
export const POLL_MS = 2000;

const KIND_LABELS: Record<RecordingKind, MessageId> = {
  laps: 'details.laps',
  snapshots: 'admin.recordings.snapshots',
};

export const kindLabel = (kind: RecordingKind): string => nameOf(KIND_LABELS, kind);

const STATE_LABELS: Record<ReplayState, AdminMessageId> = {
  starting: 'admin.recordings.state_starting',
  running: 'admin.recordings.state_running',
  paused: 'admin.recordings.state_paused',
  finished: 'admin.recordings.state_finished',
  stopped: 'admin.recordings.state_stopped',
  failed: 'admin.recordings.state_failed',
};

export const replayStateLabel = (state: ReplayState): string => nameOf(STATE_LABELS, state);

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
  if (!file) return t('admin.recordings.choose_file');
  return file.size > MAX_UPLOAD_BYTES ? t('admin.recordings.too_large') : null;
}

/** The results file's refusal before any byte is sent; null when there is none or it may be sent. */
export function resultsProblem(file: { size: number } | null): string | null {
  return file && file.size > MAX_RESULTS_BYTES ? t('admin.recordings.results_too_large') : null;
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
  t(created ? 'admin.recordings.import_started' : 'admin.recordings.already_imported', { name });

export const speedLabel = (speed: number): string => `${speed}×`;

export const speedChangedText = (speed: number): string =>
  t('admin.recordings.speed_changed', { speed: speedLabel(speed) });

export const seekText = (raceTime: string): string => t('admin.activity.replay_moved', { time: raceTime });

export const stopConfirmation = (name: string): string => t('admin.recordings.stop_confirmation', { name });

/** The public ranking of the replayed session. */
export const rankingHref = (sessionId: string): string =>
  `/live/classement?session=${encodeURIComponent(sessionId)}`;

export const reportHref = (sessionId: string): string => `/sessions/reports/${encodeURIComponent(sessionId)}`;
