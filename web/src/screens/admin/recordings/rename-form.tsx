import { type FormEvent, useId, useState } from 'react';
import { MAX_NAME, nameProblem, RECORDINGS_TEXT as TEXT } from './recordings-rules.ts';

/**
 * The inline rename form of a recording or of its session, named `label` (the same as the button that
 * opens it). Resolves true once renamed; the server says what it refuses.
 */
export function RenameForm({
  label,
  name: current,
  onRename,
  onCancel,
}: {
  label: string;
  name: string;
  onRename: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const refused = nameProblem(name);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    const renamed = await onRename(name.trim());
    setSending(false);
    if (renamed) onCancel();
  }

  return (
    <form className="recordings-inline-field" onSubmit={submit} aria-label={label}>
      <label htmlFor={`${id}-name`}>{TEXT.newName}</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={MAX_NAME}
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
        <p className="recordings-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
