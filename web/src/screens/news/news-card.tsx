import { useState } from 'react';
import type { NewsItem } from '../../api/types.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { cardSummary, formatNewsDate, NEWS_TEXT } from './news-rules.ts';

/** One card of the grid; a missing or broken image gives way to the category's placeholder. */
export function NewsCard({ item, onOpen }: { item: NewsItem; onOpen: (item: NewsItem) => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <article className="card news-page-card" data-news-id={item.id}>
      {item.image_url && !broken ? (
        <img
          className="news-page-image"
          src={item.image_url}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="news-page-image news-image-fallback" aria-hidden="true">
          <span>24H</span>
        </div>
      )}
      <div className="news-page-body">
        {/* The organiser's words, as written: in French, said so to the reader's voice. */}
        <span className="news-page-category" lang={SOURCE_LANGUAGE}>
          {item.category}
        </span>
        <h2 lang={SOURCE_LANGUAGE}>{item.title}</h2>
        <p lang={SOURCE_LANGUAGE}>{cardSummary(item)}</p>
        <p className="news-page-meta muted">
          <time dateTime={item.published_at}>{formatNewsDate(item.published_at)}</time>
          {item.author && <span className="news-page-author"> · {item.author}</span>}
        </p>
        <button type="button" className="news-read-more" onClick={() => onOpen(item)}>
          {NEWS_TEXT.readMore}
          <span className="visually-hidden"> : {item.title}</span>
        </button>
      </div>
    </article>
  );
}
