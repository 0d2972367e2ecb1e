import type { AdminRecording } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../../format/dates.ts';
import { formatCount } from '../../../format/numbers.ts';
import { formatSize } from '../../../format/sizes.ts';
import { t } from '../../../i18n/i18n.ts';
import {
  importPercent,
  importRunning,
  kindLabel,
  renameSessionLabel,
  reportHref,
  sessionNameOf,
  RECORDINGS_TEXT as TEXT,
} from './recordings-rules.ts';
import { RenameForm } from './rename-form.tsx';
import { ReplayStartForm } from './replay-start-form.tsx';

const COLUMNS = 9;

export interface RecordingActions {
  onStartReplay: (recording: AdminRecording, speed: number, start: string) => Promise<boolean>;
  onRename: (recording: AdminRecording, name: string) => Promise<boolean>;
  onDelete: (recording: AdminRecording) => void;
  onRenameSession: (sessionId: string, name: string) => Promise<boolean>;
  onDeleteSession: (sessionId: string) => void;
}

/** The form open under a row: one at a time. */
type OpenForm = { id: AdminRecording['id']; form: 'replay' | 'rename' | 'renameSession' };

/**
 * 'Enregistrements': every recording, its import's progress while it runs, its 'Rediffuser' and
 * 'Renommer' forms, and the renaming or deletion of the recording or of the session it went into.
 */
export function RecordingsTable({
  recordings,
  onStartReplay,
  onRename,
  onDelete,
  onRenameSession,
  onDeleteSession,
}: { recordings: AdminRecording[] } & RecordingActions) {
  const [open, setOpen] = useState<OpenForm | null>(null);
  const isOpen = (recording: AdminRecording, form: OpenForm['form']) =>
    open?.id === recording.id && open.form === form;
  const toggle = (recording: AdminRecording, form: OpenForm['form']) =>
    setOpen(isOpen(recording, form) ? null : { id: recording.id, form });

  if (recordings.length === 0) return <p className="muted">{TEXT.noRecordings}</p>;

  return (
    <div className="recordings-table-scroll">
      <table className="recordings-table" aria-labelledby="recordings-recordings-title">
        <thead>
          <tr>
            <th scope="col">{t('admin.recordings.column.name')}</th>
            <th scope="col">{t('analysis.column.duration')}</th>
            <th scope="col">{t('race_control.cars')}</th>
            <th scope="col">{t('details.laps')}</th>
            <th scope="col">{t('admin.recordings.column.size')}</th>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('car.column.session')}</th>
            <th scope="col">{t('admin.recordings.column.import')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.recordings.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {recordings.map((recording) => (
            <Fragment key={recording.id}>
              <tr data-recording-id={recording.id}>
                <th scope="row">
                  {recording.name}
                  {/* Event and kind under the name: the table then fits the page without scrolling. */}
                  <span className="recordings-recording-origin">
                    {recording.event_name} · {kindLabel(recording.kind)}
                  </span>
                </th>
                <td className="numeric">{formatRaceTime(recording.duration_ms)}</td>
                <td className="numeric">{formatCount(recording.cars)}</td>
                <td className="numeric">{formatCount(recording.laps)}</td>
                <td className="numeric">{formatSize(recording.size_bytes)}</td>
                <td>
                  <time dateTime={recording.created_at}>{formatDateTime(recording.created_at)}</time>
                </td>
                <td>
                  {recording.session_id ? (
                    <span className="recordings-session-cell">
                      <span className="recordings-session-name">{sessionNameOf(recording)}</span>
                      <Link href={reportHref(recording.session_id)}>{TEXT.report}</Link>
                      <button
                        type="button"
                        className="admin-button"
                        aria-label={renameSessionLabel(sessionNameOf(recording))}
                        aria-expanded={isOpen(recording, 'renameSession')}
                        onClick={() => toggle(recording, 'renameSession')}
                      >
                        {TEXT.renameSession}
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button-danger"
                        aria-label={`${TEXT.removeSession} ${recording.session_id}`}
                        onClick={() => onDeleteSession(recording.session_id as string)}
                      >
                        {TEXT.removeSession}
                      </button>
                    </span>
                  ) : (
                    <span className="muted">-</span>
                  )}
                </td>
                <td>
                  <ImportCell recording={recording} />
                </td>
                <td className="recordings-row-actions">
                  <button
                    type="button"
                    className="admin-button"
                    aria-label={`${TEXT.replay} ${recording.name}`}
                    aria-expanded={isOpen(recording, 'replay')}
                    onClick={() => toggle(recording, 'replay')}
                  >
                    {TEXT.replay}
                  </button>
                  <button
                    type="button"
                    className="admin-button"
                    aria-label={`${TEXT.rename} ${recording.name}`}
                    aria-expanded={isOpen(recording, 'rename')}
                    onClick={() => toggle(recording, 'rename')}
                  >
                    {TEXT.rename}
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button-danger"
                    aria-label={`${TEXT.remove} ${recording.name}`}
                    onClick={() => onDelete(recording)}
                  >
                    {TEXT.remove}
                  </button>
                </td>
              </tr>
              {open?.id === recording.id && (
                <tr className="recordings-replay-row">
                  <td colSpan={COLUMNS}>
                    {open.form === 'replay' && (
                      <ReplayStartForm
                        recording={recording}
                        onStart={(speed, start) => onStartReplay(recording, speed, start)}
                        onCancel={() => setOpen(null)}
                      />
                    )}
                    {open.form === 'rename' && (
                      <RenameForm
                        label={`${TEXT.rename} ${recording.name}`}
                        name={recording.name}
                        onRename={(name) => onRename(recording, name)}
                        onCancel={() => setOpen(null)}
                      />
                    )}
                    {open.form === 'renameSession' && recording.session_id && (
                      <RenameForm
                        label={renameSessionLabel(sessionNameOf(recording))}
                        name={recording.session_name ?? ''}
                        onRename={(name) => onRenameSession(recording.session_id as string, name)}
                        onCancel={() => setOpen(null)}
                      />
                    )}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportCell({ recording }: { recording: AdminRecording }) {
  const state = recording.import?.state ?? null;
  if (importRunning(state)) {
    const percent = importPercent(recording.import.progress);
    return (
      <span className="recordings-import-progress">
        <progress
          max={100}
          value={percent}
          aria-label={t('admin.recordings.import_of', { name: recording.name })}
        />
        <span className="numeric">{percent} %</span>
      </span>
    );
  }
  if (state === 'failed') return <span className="admin-bad">{TEXT.importFailed}</span>;
  return <span className="muted">{state === 'completed' ? t('admin.recordings.import_done') : '-'}</span>;
}
