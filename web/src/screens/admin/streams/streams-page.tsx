import type { AdminStream } from '@lemans/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/i18n.ts';
import { adminApi } from '../admin-api.ts';
import { notify } from '../admin-toasts.tsx';
import { StreamForm } from './stream-form.tsx';
import { StreamList } from './stream-list.tsx';
import {
  deleteConfirmation,
  inputOf,
  type StreamDraft,
  saveErrorText,
  STREAM_TEXT as TEXT,
} from './stream-rules.ts';
import './streams.css';

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; streams: AdminStream[] };

/**
 * `/admin/streams` (spec part 2 §2): the form and the list. After each change the list is read again, so
 * that it shows what the server stored (its order, dates and any change made elsewhere).
 */
export function StreamsPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [editing, setEditing] = useState<AdminStream | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setLoaded({ state: 'loaded', streams: await adminApi.streams() });
    } catch {
      setLoaded({ state: 'error' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function save(draft: StreamDraft): Promise<boolean> {
    try {
      if (editing) await adminApi.updateStream(editing.id, inputOf(draft));
      else await adminApi.createStream(inputOf(draft));
    } catch (err) {
      notify.error(saveErrorText(err));
      return false;
    }
    notify.success(editing ? TEXT.edited : TEXT.added);
    setEditing(null);
    await load();
    return true;
  }

  async function act(
    stream: AdminStream,
    work: () => Promise<unknown>,
    success: string | null,
    failure: string,
  ) {
    setBusyId(stream.id);
    try {
      await work();
      if (success) notify.success(success);
    } catch {
      notify.error(failure);
    } finally {
      setBusyId(null);
    }
    await load();
  }

  const toggle = (stream: AdminStream) =>
    act(stream, () => adminApi.toggleStream(stream.id), null, TEXT.toggleError);

  function remove(stream: AdminStream) {
    if (!window.confirm(deleteConfirmation(stream.team_number))) return;
    if (editing?.id === stream.id) setEditing(null);
    void act(stream, () => adminApi.deleteStream(stream.id), TEXT.deleted, TEXT.deleteError);
  }

  return (
    <div className="admin-streams">
      <header className="admin-page-header">
        <h1>{TEXT.title}</h1>
        <p className="muted">{TEXT.intro}</p>
        <Link href="/live" className="admin-link">
          {TEXT.toLive} →
        </Link>
      </header>
      <div className="admin-streams-layout">
        <StreamForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSave={save}
          onCancelEdit={() => setEditing(null)}
        />
        {loaded.state === 'loading' && (
          <p className="muted" role="status">
            {t('admin.streams.loading')}
          </p>
        )}
        {loaded.state === 'error' && (
          <div className="card admin-load-error" role="alert">
            <p>{TEXT.loadError}</p>
            <button type="button" className="admin-button" onClick={() => void load()}>
              {t('connection.retry')}
            </button>
          </div>
        )}
        {loaded.state === 'loaded' && (
          <StreamList
            streams={loaded.streams}
            busyId={busyId}
            onToggle={toggle}
            onEdit={setEditing}
            onDelete={remove}
          />
        )}
      </div>
    </div>
  );
}
