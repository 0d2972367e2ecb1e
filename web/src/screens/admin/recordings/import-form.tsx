import { importMatchLines } from '@lemans/circuits/calendar';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../../api/error-text.ts';
import { t } from '../../../i18n/i18n.ts';
import { notify } from '../admin-toasts.tsx';
import { recordingsApi } from './recordings-api.ts';
import { resultsProblem, RECORDINGS_TEXT as TEXT, uploadedText, uploadProblem } from './recordings-rules.ts';
import type { UploadDetails } from './recordings-types.ts';

const NO_DETAILS: UploadDetails = { name: '', event: '', year: '', date: '' };

/**
 * 'Importer un fichier Analysis (CSV)': the Analysis file, the official results if any, and the event (one
 * the site knows, or a new one) are checked for size here, then sent as a form; the server's refusal (a
 * malformed file names its line and column) is shown in the form and as a notice. `onUploaded` reads the
 * recordings again, where the import's progress then shows.
 */
export function ImportForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const resultsInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [results, setResults] = useState<File | null>(null);
  const [details, setDetails] = useState<UploadDetails>(NO_DETAILS);
  const [eventNames, setEventNames] = useState<string[]>([]);
  /** What the last upload's file was recognised as, shown until the next upload. */
  const [recognised, setRecognised] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    recordingsApi.eventNames().then((names) => current && setEventNames(names));
    return () => {
      current = false;
    };
  }, []);

  const edit = (field: keyof UploadDetails, value: string) =>
    setDetails((old) => ({ ...old, [field]: value }));

  /** What is wrong with the files chosen so far, before any is sent. */
  const filesProblem = (analysis: File | null, official: File | null) =>
    (analysis ? uploadProblem(analysis) : null) ?? resultsProblem(official);

  function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(filesProblem(chosen, results));
  }

  function chooseResults(chosen: File | null) {
    setResults(chosen);
    setProblem(filesProblem(file, chosen));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const refusal = uploadProblem(file) ?? resultsProblem(results);
    if (refusal || !file) {
      setProblem(refusal);
      notify.error(refusal ?? TEXT.importFailed);
      return;
    }
    setSending(true);
    setProblem(null);
    setRecognised([]);
    try {
      const answer = await recordingsApi.upload({ analysis: file, results }, details);
      notify.success(uploadedText(answer.recording.name, answer.created));
      setRecognised(importMatchLines(answer.match, answer.recording.event_name));
      setFile(null);
      setResults(null);
      setDetails(NO_DETAILS);
      if (fileInput.current) fileInput.current.value = '';
      if (resultsInput.current) resultsInput.current.value = '';
      onUploaded();
    } catch (err) {
      const text = errorText(err, TEXT.importFailed);
      setProblem(text);
      notify.error(text);
    } finally {
      setSending(false);
    }
  }

  const problemProps = {
    'aria-describedby': problem ? `${id}-problem` : undefined,
    'aria-invalid': problem ? true : undefined,
  };

  return (
    <form
      className="card admin-form recordings-import"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
    >
      <h2 id={`${id}-title`}>{TEXT.importTitle}</h2>
      <p className="muted">{TEXT.importHint}</p>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>{t('admin.recordings.file_analysis')}</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          required
          {...problemProps}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-results`}>{t('admin.recordings.file_results')}</label>
        <input
          ref={resultsInput}
          id={`${id}-results`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-results-hint`}
          onChange={(event) => chooseResults(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-results-hint`} className="muted">
          {TEXT.resultsHint}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-event`}>{t('admin.recordings.event')}</label>
        <input
          id={`${id}-event`}
          list={`${id}-events`}
          maxLength={120}
          aria-describedby={`${id}-event-hint`}
          value={details.event}
          onChange={(event) => edit('event', event.target.value)}
        />
        <datalist id={`${id}-events`}>
          {eventNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <p id={`${id}-event-hint`} className="muted">
          {TEXT.eventHint}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>{t('admin.recordings.display_name')}</label>
        <input
          id={`${id}-name`}
          maxLength={200}
          value={details.name}
          onChange={(event) => edit('name', event.target.value)}
        />
      </div>
      <div className="recordings-import-row">
        <div className="admin-field">
          <label htmlFor={`${id}-date`}>{t('admin.recordings.start_date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            value={details.date}
            onChange={(event) => edit('date', event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-year`}>{t('admin.recordings.year')}</label>
          <input
            id={`${id}-year`}
            inputMode="numeric"
            pattern="\d{4}"
            title={t('admin.recordings.year_hint')}
            value={details.year}
            onChange={(event) => edit('year', event.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="recordings-problem" role="alert">
          {problem}
        </p>
      )}
      {recognised.length > 0 && (
        <ul className="recordings-recognised" role="status" aria-label={TEXT.recognisedTitle}>
          {recognised.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
          {sending ? TEXT.importing : TEXT.importButton}
        </button>
      </div>
    </form>
  );
}
