import { t } from '../i18n/i18n.ts';
import './detail.css';

/** What a detail page shows while its data loads, and when it failed with a way to try again. */
export function Loading({ text }: { text: string }) {
  return (
    <div className="detail-loading" role="status">
      {text}
    </div>
  );
}

export function LoadError({ title, text, onRetry }: { title?: string; text: string; onRetry: () => void }) {
  return (
    <div className="card detail-error" role="alert">
      {title && <h1>{title}</h1>}
      <p>{text}</p>
      <button type="button" onClick={onRetry}>
        {t('connection.retry')}
      </button>
    </div>
  );
}
