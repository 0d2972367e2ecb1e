import type { AdminMessage, MessageStatus } from '@lemans/contract';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { adminApi } from '../admin-api.ts';
import { notify } from '../admin-toasts.tsx';
import { MessageFilters } from './message-filters.tsx';
import { MessageList } from './message-list.tsx';
import { MessageModal } from './message-modal.tsx';
import {
  type MessageFilters as Filters,
  filterMessages,
  NO_FILTERS,
  MESSAGE_TEXT as TEXT,
} from './message-rules.ts';
import { MessageTiles } from './message-tiles.tsx';
import './messages.css';

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; messages: AdminMessage[] };

/**
 * `/admin/messages` (spec part 2 §2, §4): tiles, filters, the list and the detail. A status change is sent
 * first and shown once the server has stored it, in the list and the open detail alike.
 */
export function MessagesPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setLoaded({ state: 'loaded', messages: await adminApi.messages() });
    } catch {
      setLoaded({ state: 'error' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const messages = loaded.state === 'loaded' ? loaded.messages : [];
  const opened = messages.find((message) => message.id === openId) ?? null;

  const replace = (updated: AdminMessage) =>
    setLoaded((old) =>
      old.state === 'loaded'
        ? { ...old, messages: old.messages.map((message) => (message.id === updated.id ? updated : message)) }
        : old,
    );

  async function changeStatus(message: AdminMessage, status: MessageStatus) {
    setBusy(true);
    try {
      replace((await adminApi.setMessageStatus(message.id, status)).message);
    } catch {
      notify.error(TEXT.statusError);
    } finally {
      setBusy(false);
    }
  }

  /** Opening a new message reads it (spec part 2 §4). */
  function open(id: number) {
    setOpenId(id);
    const message = messages.find((candidate) => candidate.id === id);
    if (message?.status === 'new') void changeStatus(message, 'read');
  }

  async function remove(message: AdminMessage) {
    if (!window.confirm(TEXT.deleteConfirm)) return;
    setBusy(true);
    try {
      await adminApi.deleteMessage(message.id);
      setOpenId(null);
      setLoaded((old) =>
        old.state === 'loaded'
          ? { ...old, messages: old.messages.filter((item) => item.id !== message.id) }
          : old,
      );
      notify.success(TEXT.deleted);
    } catch {
      notify.error(TEXT.deleteError);
    } finally {
      setBusy(false);
    }
  }

  const shown = filterMessages(messages, filters, new Date());

  return (
    <div className="admin-messages">
      <header className="admin-page-header">
        <h1>{TEXT.title}</h1>
        <p className="muted">{TEXT.intro}</p>
      </header>
      <MessageTiles messages={messages} />
      <MessageFilters filters={filters} onChange={setFilters} />
      {loaded.state === 'loading' && (
        <p className="muted" role="status">
          {t('admin.messages.loading')}
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
        <section aria-label={t('admin.messages.list')}>
          <p className="admin-count muted" aria-live="polite">
            {t('admin.messages.count', { shown: shown.length, count: messages.length })}
          </p>
          {shown.length === 0 ? (
            <p className="card muted">{messages.length === 0 ? TEXT.empty : TEXT.noMatch}</p>
          ) : (
            <MessageList messages={shown} onOpen={open} />
          )}
        </section>
      )}
      {opened && (
        <MessageModal
          message={opened}
          busy={busy}
          onStatus={(status) => void changeStatus(opened, status)}
          onDelete={() => void remove(opened)}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
