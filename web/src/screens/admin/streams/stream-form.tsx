import { type AdminStream, STREAM_LIMITS, type StreamStatus } from '@lemans/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import {
  draftOf,
  EMPTY_DRAFT,
  STATUS_OPTIONS,
  type StreamDraft,
  STREAM_TEXT as TEXT,
} from './stream-rules.ts';
import { TeamAutocomplete } from './team-autocomplete.tsx';

/**
 * Adds a stream, or edits `editing` (spec part 2 §2, §5). The browser checks the required fields and the
 * URL; the server checks them again and its reason is shown when it refuses. `onSave` resolves true when
 * saved, and the form empties.
 */
export function StreamForm({
  editing,
  onSave,
  onCancelEdit,
}: {
  editing: AdminStream | null;
  onSave: (draft: StreamDraft) => Promise<boolean>;
  onCancelEdit: () => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // The stream's fields from the first render (the page keys the form by the stream edited): never a
  // heading naming the stream above fields still empty.
  const [draft, setDraft] = useState<StreamDraft>(() => (editing ? draftOf(editing) : EMPTY_DRAFT));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [editing]);

  const edit = <K extends keyof StreamDraft>(field: K, value: StreamDraft[K]) =>
    setDraft((old) => ({ ...old, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (saved) setDraft(EMPTY_DRAFT);
  }

  return (
    <form ref={form} className="card admin-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? `${TEXT.editTitle} #${editing.team_number}` : TEXT.addTitle}</h2>
      {!editing && (
        <TeamAutocomplete
          onChoose={(team) =>
            setDraft((old) => ({ ...old, team_number: team.team_number, team_name: team.team_name }))
          }
        />
      )}
      <div className="admin-form-row">
        <div className="admin-field admin-field-number">
          <label htmlFor={`${id}-number`}>{t('admin.streams.number')}</label>
          <input
            id={`${id}-number`}
            required
            inputMode="numeric"
            pattern={STREAM_LIMITS.teamNumberPattern}
            title={t('admin.streams.number_hint')}
            value={draft.team_number}
            onChange={(event) => edit('team_number', event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>{t('admin.streams.team')}</label>
          <input
            id={`${id}-name`}
            required
            maxLength={STREAM_LIMITS.teamName}
            value={draft.team_name}
            onChange={(event) => edit('team_name', event.target.value)}
          />
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-url`}>{t('admin.streams.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          required
          maxLength={STREAM_LIMITS.url}
          placeholder="https://www.youtube.com/watch?v=..."
          value={draft.stream_url}
          onChange={(event) => edit('stream_url', event.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-title-field`}>{t('admin.streams.title_field')}</label>
        <input
          id={`${id}-title-field`}
          maxLength={STREAM_LIMITS.title}
          value={draft.stream_title}
          onChange={(event) => edit('stream_title', event.target.value)}
        />
      </div>
      <div className="admin-form-row">
        <div className="admin-field">
          <label htmlFor={`${id}-status`}>{t('admin.streams.status')}</label>
          <select
            id={`${id}-status`}
            required
            value={draft.status}
            onChange={(event) => edit('status', event.target.value as StreamStatus)}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.is_active}
            onChange={(event) => edit('is_active', event.target.checked)}
          />
          {t('admin.streams.visible')}
        </label>
      </div>
      <div className="admin-form-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={saving}>
          {saving ? TEXT.saving : editing ? TEXT.save : TEXT.add}
        </button>
        {editing && (
          <button type="button" className="admin-button" onClick={onCancelEdit} disabled={saving}>
            {TEXT.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
