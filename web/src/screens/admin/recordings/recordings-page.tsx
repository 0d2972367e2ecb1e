import type { AdminRecording, ReplayControl, ReplaySummary } from '@lemans/contract';
import { useState } from 'react';
import { errorText } from '../../../api/error-text.ts';
import { t } from '../../../i18n/i18n.ts';
import { notify } from '../admin-toasts.tsx';
import { type Confirmation, ConfirmDialog } from './confirm-dialog.tsx';
import { ImportForm } from './import-form.tsx';
import { recordingsApi } from './recordings-api.ts';
import {
  anyImportRunning,
  POLL_MS,
  publicationOf,
  removeRecordingText,
  removeSessionText,
  seekText,
  speedChangedText,
  stopConfirmation,
  RECORDINGS_TEXT as TEXT,
} from './recordings-rules.ts';
import { RecordingsTable } from './recordings-table.tsx';
import { ReplaysPanel } from './replays-panel.tsx';
import { usePolled } from './use-polled.ts';
import './recordings.css';

const loadRecordings = async () => (await recordingsApi.recordings()).recordings;
const loadReplays = async () => (await recordingsApi.replays()).replays;
const always = () => true;

/** What a control call says once the server has applied it. */
function controlledText(change: ReplayControl): string {
  if ('paused' in change) return change.paused ? TEXT.paused : TEXT.resumed;
  if ('speed' in change) return speedChangedText(change.speed);
  return seekText(change.race_time);
}

/**
 * `/admin/enregistrements`: the recordings (imported or recorded live) with their import progress, the import of an
 * Analysis file, and the replays played through the pipeline with their controls. The replays are read every
 * 2 s while the page is open, the recordings while an import runs.
 */
export function RecordingsPage() {
  const [recordings, reloadRecordings] = usePolled(loadRecordings, anyImportRunning, POLL_MS);
  const [replays, reloadReplays] = usePolled(loadReplays, always, POLL_MS);
  const [busyId, setBusyId] = useState<ReplaySummary['id'] | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirming, setConfirming] = useState(false);

  const reloadAll = () => Promise.all([reloadRecordings(), reloadReplays()]);

  /** Runs an admin call, says in a toast how it went, then reloads what it changed; true when it worked. */
  async function attempt(
    work: () => Promise<unknown>,
    success: string,
    failure: string,
    reload: () => Promise<unknown>,
  ): Promise<boolean> {
    try {
      await work();
    } catch (err) {
      notify.error(errorText(err, failure));
      return false;
    }
    notify.success(success);
    await reload();
    return true;
  }

  const rename = (recording: AdminRecording, name: string) =>
    attempt(
      () => recordingsApi.renameRecording(recording.id, name),
      TEXT.renamed,
      t('admin.recordings.rename_error'),
      reloadRecordings,
    );

  const renameSession = (sessionId: string, name: string) =>
    attempt(
      () => recordingsApi.renameSession(sessionId, name),
      TEXT.sessionRenamed,
      t('admin.recordings.rename_session_error'),
      reloadRecordings,
    );

  const askDelete = (recording: AdminRecording) =>
    setConfirmation({
      title: `${TEXT.remove} ${recording.name}`,
      text: removeRecordingText(recording.name),
      confirm: TEXT.remove,
      run: async () => {
        await recordingsApi.deleteRecording(recording.id);
        notify.success(TEXT.recordingRemoved);
      },
    });

  const askDeleteSession = (sessionId: string) =>
    setConfirmation({
      title: TEXT.removeSession,
      text: removeSessionText(sessionId),
      confirm: TEXT.removeSession,
      run: async () => {
        await recordingsApi.deleteSession(sessionId);
        notify.success(TEXT.sessionRemoved);
      },
    });

  async function confirm(chosen: Confirmation) {
    setConfirming(true);
    try {
      await chosen.run();
    } catch (err) {
      notify.error(errorText(err, t('admin.recordings.remove_error')));
    } finally {
      setConfirming(false);
      setConfirmation(null);
    }
    await reloadAll();
  }

  const startReplay = (recording: AdminRecording, speed: number, start: string) =>
    attempt(
      () => recordingsApi.startReplay({ recording_id: recording.id, speed, start }),
      TEXT.started,
      t('admin.recordings.start_error'),
      reloadReplays,
    );

  async function act(replay: ReplaySummary, work: () => Promise<unknown>, success: string, failure: string) {
    setBusyId(replay.id);
    try {
      await work();
      notify.success(success);
    } catch (err) {
      notify.error(errorText(err, failure));
    } finally {
      setBusyId(null);
    }
    await reloadReplays();
  }

  const control = (replay: ReplaySummary, change: ReplayControl) =>
    void act(
      replay,
      () => recordingsApi.controlReplay(replay.id, change),
      controlledText(change),
      t('admin.recordings.control_error'),
    );

  const publish = (replay: ReplaySummary, published: boolean) =>
    void act(
      replay,
      () => recordingsApi.publishSession(replay.session_id, published),
      publicationOf(replay.published).done,
      TEXT.publicationFailed,
    );

  function stop(replay: ReplaySummary) {
    if (!window.confirm(stopConfirmation(replay.recording_name))) return;
    void act(
      replay,
      () => recordingsApi.stopReplay(replay.id),
      TEXT.stopped,
      t('admin.recordings.stop_error'),
    );
  }

  return (
    <div className="admin-sessions">
      <header className="admin-page-header">
        <h1>{TEXT.title}</h1>
        <p className="muted">{TEXT.intro}</p>
      </header>

      <section className="card" aria-labelledby="recordings-recordings-title">
        <h2 id="recordings-recordings-title">{TEXT.recordingsTitle}</h2>
        {recordings.state === 'loading' && (
          <p className="muted" role="status">
            {t('admin.recordings.loading')}
          </p>
        )}
        {recordings.state === 'error' && (
          <LoadError text={TEXT.recordingsError} onRetry={() => void reloadRecordings()} />
        )}
        {recordings.state === 'loaded' && (
          <RecordingsTable
            recordings={recordings.data}
            onStartReplay={startReplay}
            onRename={rename}
            onDelete={askDelete}
            onRenameSession={renameSession}
            onDeleteSession={askDeleteSession}
          />
        )}
      </section>

      <ImportForm onUploaded={() => void reloadRecordings()} />

      <section className="card" aria-labelledby="recordings-replays-title" data-testid="replays-panel">
        <h2 id="recordings-replays-title">{TEXT.replaysTitle}</h2>
        {replays.state === 'loading' && (
          <p className="muted" role="status">
            {t('admin.recordings.replays_loading')}
          </p>
        )}
        {replays.state === 'error' && (
          <LoadError text={TEXT.replaysError} onRetry={() => void reloadReplays()} />
        )}
        {replays.state === 'loaded' && (
          <ReplaysPanel
            replays={replays.data}
            busyId={busyId}
            onControl={control}
            onStop={stop}
            onPublish={publish}
            onDeleteSession={askDeleteSession}
          />
        )}
      </section>

      {confirmation && (
        <ConfirmDialog
          confirmation={confirmation}
          busy={confirming}
          onConfirm={() => void confirm(confirmation)}
          onClose={() => !confirming && setConfirmation(null)}
        />
      )}
    </div>
  );
}

function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="admin-load-error" role="alert">
      <p>{text}</p>
      <button type="button" className="admin-button" onClick={onRetry}>
        {TEXT.retry}
      </button>
    </div>
  );
}
