import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../../format/dates.ts';
import { formatRaceTime } from '../../../format/race-time.ts';
import { formatSize } from '../../../format/sizes.ts';
import { ReplayStartForm } from './replay-start-form.tsx';
import {
  importPercent,
  importRunning,
  kindLabel,
  reportHref,
  SESSIONS_TEXT as TEXT,
} from './sessions-rules.ts';
import type { Recording } from './sessions-types.ts';

const COLUMNS = 9;
const numbers = new Intl.NumberFormat('fr-FR');

/** 'Enregistrements': every recording, its import's progress while it runs, and its 'Rediffuser' form. */
export function RecordingsTable({
  recordings,
  onStartReplay,
}: {
  recordings: Recording[];
  onStartReplay: (recording: Recording, speed: number, start: string) => Promise<boolean>;
}) {
  const [openId, setOpenId] = useState<Recording['id'] | null>(null);

  if (recordings.length === 0) return <p className="muted">{TEXT.noRecordings}</p>;

  return (
    <div className="sessions-table-scroll">
      <table className="sessions-table" aria-labelledby="sessions-recordings-title">
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Durée</th>
            <th scope="col">Voitures</th>
            <th scope="col">Tours</th>
            <th scope="col">Taille</th>
            <th scope="col">Date</th>
            <th scope="col">Session</th>
            <th scope="col">Import</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
                  <span className="sessions-recording-origin">
                    {recording.event_name} · {kindLabel(recording.kind)}
                  </span>
                </th>
                <td className="numeric">{formatRaceTime(recording.duration_ms)}</td>
                <td className="numeric">{numbers.format(recording.cars)}</td>
                <td className="numeric">{numbers.format(recording.laps)}</td>
                <td className="numeric">{formatSize(recording.size_bytes)}</td>
                <td>
                  <time dateTime={recording.created_at}>{formatDateTime(recording.created_at)}</time>
                </td>
                <td>
                  {recording.session_id ? (
                    <Link href={reportHref(recording.session_id)}>{TEXT.report}</Link>
                  ) : (
                    <span className="muted">-</span>
                  )}
                </td>
                <td>
                  <ImportCell recording={recording} />
                </td>
                <td>
                  <button
                    type="button"
                    className="admin-button"
                    aria-label={`${TEXT.replay} ${recording.name}`}
                    aria-expanded={openId === recording.id}
                    onClick={() => setOpenId(openId === recording.id ? null : recording.id)}
                  >
                    {TEXT.replay}
                  </button>
                </td>
              </tr>
              {openId === recording.id && (
                <tr className="sessions-replay-row">
                  <td colSpan={COLUMNS}>
                    <ReplayStartForm
                      recording={recording}
                      onStart={(speed, start) => onStartReplay(recording, speed, start)}
                      onCancel={() => setOpenId(null)}
                    />
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

function ImportCell({ recording }: { recording: Recording }) {
  const state = recording.import?.state ?? null;
  if (importRunning(state)) {
    const percent = importPercent(recording.import.progress);
    return (
      <span className="sessions-import-progress">
        <progress max={100} value={percent} aria-label={`Import de ${recording.name}`} />
        <span className="numeric">{percent} %</span>
      </span>
    );
  }
  if (state === 'failed') return <span className="admin-bad">{TEXT.importFailed}</span>;
  return <span className="muted">{state === 'completed' ? 'Terminé' : '-'}</span>;
}
