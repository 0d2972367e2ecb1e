import { useEffect, useId, useRef } from 'react';
import type { NewsItem } from '../../api/types.ts';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { t } from '../../i18n/i18n.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { formatNewsDateTime, NEWS_TEXT } from './news-rules.ts';

/**
 * The full article (spec part 2 §2). While open it names the document after the article, locks the page's
 * scrolling and keeps the focus; on close it puts the title, description, scrolling and focus back.
 */
export function NewsModal({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, onClose);

  // The document is named after the article while it is open; its title and description come back on close.
  useEffect(() => {
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: description?.content };
    document.title = `${item.title} — ${before.title}`;
    if (description) description.content = item.excerpt || before.description || '';
    return () => {
      document.title = before.title;
      if (description && before.description !== undefined) description.content = before.description;
    };
  }, [item]);

  return (
    // A click on the backdrop closes, as Escape and the button do; the keyboard has those two.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own
    <div
      className="news-modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="news-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <button type="button" className="news-modal-close" onClick={onClose} aria-label={NEWS_TEXT.close}>
          ×
        </button>
        <span className="news-page-category" lang={SOURCE_LANGUAGE}>
          {item.category}
        </span>
        <h2 id={`${id}-title`} lang={SOURCE_LANGUAGE}>
          {item.title}
        </h2>
        <p className="news-modal-meta muted">
          <time dateTime={item.published_at}>{formatNewsDateTime(item.published_at)}</time>
          {item.author && (
            <span className="news-modal-author"> · {t('news.by', { author: item.author })}</span>
          )}
        </p>
        {/* Sanitised once by the catalogue sync before it is stored (or the site's own fallback copy). */}
        <div
          className="news-modal-content"
          lang={SOURCE_LANGUAGE}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side, see above
          dangerouslySetInnerHTML={{ __html: item.content }}
        />
      </div>
    </div>
  );
}
