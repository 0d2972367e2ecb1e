import { checkContactMessage, MESSAGE_MAX_LENGTH } from '@lemans/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { type ErrorAnswer, NO_ERROR_ANSWER } from '../../api/error-answer.ts';
import { errorTextOf } from '../../api/error-text.ts';
import { ApiError } from '../../api/http.ts';
import {
  type ContactDraft,
  contactPayload,
  EMPTY_DRAFT,
  messageCounter,
  SUBJECT_CHOICES,
  SUCCESS_VISIBLE_MS,
  CONTACT_TEXT as TEXT,
} from './contact-rules.ts';
import { sendMessage } from './send-message.ts';
import './contact-page.css';

/** An error is kept as the refusal, worded as the page renders: a change of language rewords it. */
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; answer: ErrorAnswer };

/**
 * `/contact` (spec part 2 §2, §4): idle, sending, success (hidden after 10 s) or error, in the page's
 * language. Every text the visitor wrote is rendered as text, never as HTML.
 */
export function ContactPage() {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The address's syntax is left to the browser's e-mail field, then to the server's answer.
  const check = checkContactMessage(draft);
  const valid = check.ok;
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
    // The button is disabled while invalid; a submission forced anyway is told why, as the server would.
    if (!check.ok) {
      setStatus({
        kind: 'error',
        answer: { error: check.error, code: check.code, values: check.values ?? {} },
      });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendMessage(contactPayload(draft));
      setDraft(EMPTY_DRAFT);
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({ kind: 'error', answer: err instanceof ApiError ? err.answer : NO_ERROR_ANSWER });
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
              <p>{errorTextOf(status.answer, TEXT.errorFallback)}</p>
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
            {SUBJECT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
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
