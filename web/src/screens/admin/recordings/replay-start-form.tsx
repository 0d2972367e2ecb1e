import type { AdminRecording } from '@lemans/contract';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import {
  DEFAULT_REPLAY_SPEED,
  DEFAULT_START,
  REPLAY_SPEEDS,
  raceTimeInput,
  speedLabel,
  RECORDINGS_TEXT as TEXT,
} from './recordings-rules.ts';

/** A recording's 'Rediffuser' form: the speed and the race time to start from. Resolves true once started. */
export function ReplayStartForm({
  recording,
  onStart,
  onCancel,
}: {
  recording: AdminRecording;
  onStart: (speed: number, start: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [speed, setSpeed] = useState<number>(DEFAULT_REPLAY_SPEED);
  const [start, setStart] = useState(DEFAULT_START);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const moment = raceTimeInput(start);
    if (!moment) {
      setProblem(t('admin.recordings.bad_start'));
      return;
    }
    setProblem(null);
    setSending(true);
    const started = await onStart(speed, moment);
    setSending(false);
    if (started) onCancel();
  }

  return (
    <form
      className="recordings-replay-form"
      onSubmit={submit}
      aria-label={t('admin.recordings.replay_of', { name: recording.name })}
      aria-busy={sending}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-speed`}>{t('details.speed')}</label>
        <select id={`${id}-speed`} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
          {REPLAY_SPEEDS.map((value) => (
            <option key={value} value={value}>
              {speedLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-start`}>{t('admin.recordings.start_time')}</label>
        <input
          id={`${id}-start`}
          value={start}
          placeholder={t('admin.recordings.time_placeholder')}
          inputMode="numeric"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setStart(event.target.value)}
        />
      </div>
      <div className="admin-form-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
          {TEXT.startReplay}
        </button>
        <button type="button" className="admin-button" onClick={onCancel} disabled={sending}>
          {TEXT.cancel}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="recordings-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
