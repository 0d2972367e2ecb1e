import type { ReplayControl, ReplaySummary } from '@lemans/contract';
import { replayPlays } from '@lemans/contract';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import {
  lastLapMoment,
  publicationOf,
  REPLAY_SPEEDS,
  raceTimeInput,
  rankingHref,
  replayClock,
  replayProgress,
  replayStateLabel,
  speedLabel,
  RECORDINGS_TEXT as TEXT,
} from './recordings-rules.ts';

export interface ReplayActions {
  onControl: (replay: ReplaySummary, change: ReplayControl) => void;
  onStop: (replay: ReplaySummary) => void;
  onPublish: (replay: ReplaySummary, published: boolean) => void;
  onDeleteSession: (sessionId: string) => void;
}

/**
 * One replay: its state, whether its session is published, how far it has played, and its controls (pause /
 * resume, speed, seek, last lap, stop). Every control is disabled while a call about this replay runs, and
 * once the replay is over but publishing, which stays open to the end.
 */
export function ReplayCard({
  replay,
  busy,
  onControl,
  onStop,
  onPublish,
  onDeleteSession,
}: { replay: ReplaySummary; busy: boolean } & ReplayActions) {
  const id = useId();
  const [seekTo, setSeekTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const over = !replayPlays(replay.state);
  const locked = busy || over;
  const percent = Math.round(replayProgress(replay.race_time_ms, replay.duration_ms) * 100);
  const publication = publicationOf(replay.published);

  function seek(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const moment = raceTimeInput(seekTo);
    if (!moment) {
      setProblem(t('admin.recordings.bad_start'));
      return;
    }
    setProblem(null);
    onControl(replay, { race_time: moment });
  }

  return (
    <li
      className="recordings-replay card"
      aria-labelledby={`${id}-name`}
      aria-busy={busy}
      data-testid="replay-card"
      data-replay-id={replay.id}
      data-state={replay.state}
    >
      <div className="recordings-replay-head">
        <strong id={`${id}-name`}>{replay.recording_name}</strong>
        <span className="admin-status recordings-state" data-state={replay.state}>
          {replayStateLabel(replay.state)}
        </span>
        <span className="muted">{speedLabel(replay.speed)}</span>
        <span
          className="admin-status recordings-publication"
          data-published={replay.published}
          data-testid="replay-publication"
          title={publication.hint}
        >
          {publication.badge}
        </span>
      </div>
      <div className="recordings-replay-progress">
        <progress
          max={100}
          value={percent}
          aria-label={t('admin.recordings.progress_of', { name: replay.recording_name })}
        />
        <span className="numeric" data-testid="replay-clock">
          {replayClock(replay.race_time_ms, replay.duration_ms)}
        </span>
      </div>
      {replay.error && (
        <p className="recordings-problem" role="alert">
          {replay.error}
        </p>
      )}
      <div className="recordings-replay-actions">
        <button
          type="button"
          className="admin-button"
          disabled={locked}
          onClick={() => onControl(replay, { paused: replay.state !== 'paused' })}
        >
          {replay.state === 'paused' ? TEXT.resume : TEXT.pause}
        </button>
        <div className="recordings-inline-field">
          <label htmlFor={`${id}-speed`}>{t('details.speed')}</label>
          <select
            id={`${id}-speed`}
            value={replay.speed}
            disabled={locked}
            onChange={(event) => onControl(replay, { speed: Number(event.target.value) })}
          >
            {/* A speed set elsewhere (the command line) stays shown even when not offered here. */}
            {[...new Set([...REPLAY_SPEEDS, replay.speed])]
              .sort((a, b) => a - b)
              .map((value) => (
                <option key={value} value={value}>
                  {speedLabel(value)}
                </option>
              ))}
          </select>
        </div>
        <form className="recordings-inline-field" onSubmit={seek}>
          <label htmlFor={`${id}-seek`}>{t('time_travel.race_time')}</label>
          <input
            id={`${id}-seek`}
            value={seekTo}
            placeholder={t('admin.recordings.time_placeholder')}
            inputMode="numeric"
            size={9}
            disabled={locked}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setSeekTo(event.target.value)}
          />
          <button type="submit" className="admin-button" disabled={locked}>
            {TEXT.seek}
          </button>
        </form>
        <button
          type="button"
          className="admin-button"
          disabled={locked}
          onClick={() => onControl(replay, { race_time: lastLapMoment(replay.duration_ms) })}
        >
          {TEXT.lastLap}
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger"
          disabled={locked}
          onClick={() => onStop(replay)}
        >
          {TEXT.stop}
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={busy}
          title={publication.hint}
          onClick={() => onPublish(replay, !replay.published)}
        >
          {publication.action}
        </button>
        <a
          className="admin-button"
          href={rankingHref(replay.session_id)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {TEXT.viewRanking}
        </a>
        {/* Once over, the session it played into can go; while it plays, the server refuses. */}
        {over && (
          <button
            type="button"
            className="admin-button admin-button-danger"
            disabled={busy}
            onClick={() => onDeleteSession(replay.session_id)}
          >
            {TEXT.removeSession}
          </button>
        )}
      </div>
      {problem && (
        <p className="recordings-problem" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
