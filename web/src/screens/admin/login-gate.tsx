import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminSessionExpired, logIn, SESSION_TEXT as TEXT } from './admin-session.ts';

/**
 * The password form in front of every admin page (spec part 2 §2, §5). The password goes to the server once
 * and is forgotten: the field is cleared on failure, and nothing is stored in the browser.
 */
export function LoginGate() {
  useSignals();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || password === '') return;
    setSending(true);
    setError(null);
    try {
      await logIn(password);
    } catch (err) {
      setPassword('');
      setError(err instanceof Error ? err.message : TEXT.failure);
      setSending(false);
      field.current?.focus();
    }
  }

  return (
    <main className="admin-gate" id="contenu">
      <form className="card admin-gate-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{TEXT.title}</h1>
        <p className="muted">{TEXT.intro}</p>
        {adminSessionExpired.value && !error && (
          <p className="admin-gate-notice" role="status">
            {TEXT.expired}
          </p>
        )}
        <label htmlFor={`${id}-password`}>{TEXT.password}</label>
        <input
          ref={field}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          // biome-ignore lint/a11y/noAutofocus: the form is the whole page, its only field awaits the password
          autoFocus
          value={password}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-error`} className="admin-gate-error" role="alert">
          {error}
        </p>
        <div className="admin-gate-actions">
          <Link href="/" className="admin-button admin-button-quiet">
            {TEXT.cancel}
          </Link>
          <button type="submit" className="admin-button admin-button-primary" disabled={sending || !password}>
            {sending ? TEXT.submitting : TEXT.submit}
          </button>
        </div>
      </form>
    </main>
  );
}
