import { checkContactMessage, MESSAGE_MAX_LENGTH, SUBJECT_OPTIONS } from '@lemans/race/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import {
  type ContactDraft,
  contactPayload,
  EMPTY_DRAFT,
  messageCounter,
  SUCCESS_VISIBLE_MS,
  CONTACT_TEXT as TEXT,
} from './contact-rules.ts';
import { sendMessage } from './send-message.ts';
import './contact-page.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; text: string };

/**
 * `/contact` (spec part 2 §2, §4): idle, sending, success (hidden after 10 s) or error. Every text the
 * visitor or the server wrote is rendered as text, never as HTML.
 */
export function ContactPage() {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The address's syntax is left to the browser's e-mail field, then to the server's answer.
  const valid = checkContactMessage(draft).ok;
  const sending = status.kind === 'sending';
  const tooLong = draft.message.length > MESSAGE_MAX_LENGTH;

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const edit = (field: keyof ContactDraft) => (value: string) =>
    setDraft((old) => ({ ...old, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // The button is disabled while invalid; a submission forced anyway gets the spec's message.
    if (!valid) {
      setStatus({ kind: 'error', text: TEXT.missingFields });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendMessage(contactPayload(draft));
      setDraft(EMPTY_DRAFT);
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({ kind: 'error', text: err instanceof Error ? err.message : TEXT.errorFallback });
    }
  }

  function clear() {
    setDraft(EMPTY_DRAFT);
    setStatus({ kind: 'idle' });
  }

  return (
    <section className="contact-page" aria-labelledby={`${id}-title`}>
      <header className="contact-hero">
        <h1 id={`${id}-title`}>{TEXT.title}</h1>
        <p>{TEXT.intro}</p>
      </header>

      <div className="contact-layout">
        <form className="card contact-form" onSubmit={submit} noValidate aria-busy={sending}>
          {status.kind === 'success' && (
            <div className="contact-panel contact-success" role="status">
              <strong>{TEXT.successTitle}</strong>
              <p>{TEXT.successBody}</p>
            </div>
          )}
          {status.kind === 'error' && (
            <div className="contact-panel contact-error" role="alert">
              <strong>{TEXT.errorTitle}</strong>
              <p>{status.text}</p>
            </div>
          )}

          <label htmlFor={`${id}-name`}>
            {TEXT.name} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={draft.name}
            onChange={(event) => edit('name')(event.target.value)}
          />

          <label htmlFor={`${id}-email`}>
            {TEXT.email} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={(event) => edit('email')(event.target.value)}
          />

          <label htmlFor={`${id}-subject`}>{TEXT.subject}</label>
          <select
            id={`${id}-subject`}
            name="subject"
            value={draft.subject}
            onChange={(event) => edit('subject')(event.target.value)}
          >
            <option value="">{TEXT.subjectPlaceholder}</option>
            {SUBJECT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>

          <label htmlFor={`${id}-message`}>
            {TEXT.message} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={7}
            required
            aria-describedby={`${id}-counter`}
            aria-invalid={tooLong || undefined}
            value={draft.message}
            onChange={(event) => edit('message')(event.target.value)}
          />
          <p id={`${id}-counter`} className={`contact-counter${tooLong ? ' over' : ''}`}>
            {messageCounter(draft.message)}
          </p>

          <div className="contact-actions">
            <button type="submit" className="contact-send" disabled={!valid || sending}>
              {sending ? TEXT.sending : TEXT.send}
            </button>
            <button type="button" className="contact-clear" onClick={clear} disabled={sending}>
              {TEXT.clear}
            </button>
          </div>
        </form>

        <aside className="contact-tips">
          <div className="card">
            <h2>{TEXT.streamTipsTitle}</h2>
            <ul>
              {[TEXT.streamTip1, TEXT.streamTip2, TEXT.streamTip3].map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h2>{TEXT.feedbackTitle}</h2>
            <ul>
              {[TEXT.feedbackTip1, TEXT.feedbackTip2, TEXT.feedbackTip3].map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
          <Link href="/live" className="contact-back">
            {TEXT.backToLive}
          </Link>
        </aside>
      </div>
    </section>
  );
}
