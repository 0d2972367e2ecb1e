import { type FormEvent, useId, useState } from 'react';
import { recordingNameProblem, SESSIONS_TEXT as TEXT } from './sessions-rules.ts';
import type { Recording } from './sessions-types.ts';

/** A recording's inline 'Renommer' form. Resolves true once renamed; the server says what it refuses. */
export function RecordingRenameForm({
  recording,
  onRename,
  onCancel,
}: {
  recording: Recording;
  onRename: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(recording.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const refused = recordingNameProblem(name);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    const renamed = await onRename(name.trim());
    setSending(false);
    if (renamed) onCancel();
  }

  return (
    <form className="sessions-inline-field" onSubmit={submit} aria-label={`${TEXT.rename} ${recording.name}`}>
      <label htmlFor={`${id}-name`}>{TEXT.newName}</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={120}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
        {TEXT.save}
      </button>
      <button type="button" className="admin-button" onClick={onCancel}>
        {TEXT.cancel}
      </button>
      {problem && (
        <p className="sessions-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
