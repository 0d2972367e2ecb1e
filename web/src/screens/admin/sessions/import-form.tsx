import { type FormEvent, useId, useRef, useState } from 'react';
import { notify } from '../admin-toasts.tsx';
import { sessionsApi } from './sessions-api.ts';
import { errorText, SESSIONS_TEXT as TEXT, uploadedText, uploadProblem } from './sessions-rules.ts';
import type { UploadDetails } from './sessions-types.ts';

const NO_DETAILS: UploadDetails = { name: '', year: '', date: '' };

/**
 * 'Importer un fichier Analysis (CSV)': the file is checked for size here, then sent as is; the server's
 * refusal (a malformed file names its line and column) is shown in the form and as a notice. `onUploaded`
 * reads the recordings again, where the import's progress then shows.
 */
export function ImportForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<UploadDetails>(NO_DETAILS);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const edit = (field: keyof UploadDetails, value: string) =>
    setDetails((old) => ({ ...old, [field]: value }));

  function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(chosen ? uploadProblem(chosen) : null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const refusal = uploadProblem(file);
    if (refusal || !file) {
      setProblem(refusal);
      notify.error(refusal ?? TEXT.importFailed);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await sessionsApi.upload(file, details);
      notify.success(uploadedText(answer.recording.name, answer.created));
      setFile(null);
      setDetails(NO_DETAILS);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch (err) {
      const text = errorText(err, TEXT.importFailed);
      setProblem(text);
      notify.error(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="card admin-form sessions-import"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
    >
      <h2 id={`${id}-title`}>{TEXT.importTitle}</h2>
      <p className="muted">{TEXT.importHint}</p>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>Fichier Analysis (CSV) *</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby={problem ? `${id}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>Nom affiché (facultatif)</label>
        <input
          id={`${id}-name`}
          maxLength={200}
          value={details.name}
          onChange={(event) => edit('name', event.target.value)}
        />
      </div>
      <div className="sessions-import-row">
        <div className="admin-field">
          <label htmlFor={`${id}-date`}>Date du départ *</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            value={details.date}
            onChange={(event) => edit('date', event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-year`}>Année (facultatif)</label>
          <input
            id={`${id}-year`}
            inputMode="numeric"
            pattern="\d{4}"
            title="Quatre chiffres (ex. 2025)"
            value={details.year}
            onChange={(event) => edit('year', event.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="sessions-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
          {sending ? TEXT.importing : TEXT.importButton}
        </button>
      </div>
    </form>
  );
}
