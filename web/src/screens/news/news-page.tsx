import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { NewsItem } from '../../api/types.ts';
import { useShownEvent } from '../../components/use-shown-event.ts';
import { loadNews, news, newsLoading } from '../../stores/news-store.ts';
import { NewsCard } from './news-card.tsx';
import { NewsModal } from './news-modal.tsx';
import {
  articleIdFrom,
  emptyNewsMessage,
  newsCategories,
  newsIntro,
  NEWS_TEXT as TEXT,
  visibleNews,
} from './news-rules.ts';
import './news-page.css';

/**
 * `/actualites` (spec part 2 §2): banner, category filters, card grid and the article modal. `?articleId=`
 * opens that article once the list has it.
 */
export function NewsPage() {
  useSignals();
  const shownEvent = useShownEvent();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [category, setCategory] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(() => articleIdFrom(search));

  useEffect(() => {
    void loadNews();
  }, []);
  useEffect(() => {
    const asked = articleIdFrom(search);
    if (asked !== null) setOpenId(asked);
  }, [search]);

  const items = news.value;
  const open = openId === null ? null : (items.find((item) => item.id === openId) ?? null);
  const shown = visibleNews(items, category);
  const categories = newsCategories(visibleNews(items, null));

  function close() {
    setOpenId(null);
    // The address no longer names the article, so that a reload does not open it again.
    if (articleIdFrom(search) !== null) navigate('/actualites', { replace: true });
  }

  return (
    <section className="news-page" aria-labelledby="news-page-title">
      <header className="news-page-banner">
        <h1 id="news-page-title">{TEXT.title}</h1>
        <p>{newsIntro(shownEvent)}</p>
      </header>

      <fieldset className="news-filters">
        <legend className="visually-hidden">{TEXT.filters}</legend>
        {[null, ...categories].map((option) => (
          <button
            key={option ?? ''}
            type="button"
            className="news-filter"
            aria-pressed={category === option}
            onClick={() => setCategory(option)}
          >
            {option ?? TEXT.all}
          </button>
        ))}
      </fieldset>

      {items.length === 0 && newsLoading.value ? (
        <div className="news-loading" role="status">
          <span className="news-spinner" aria-hidden="true" />
          {TEXT.loading}
        </div>
      ) : shown.length === 0 ? (
        <div className="card news-empty">
          <h2>{TEXT.empty}</h2>
          <p className="muted">{emptyNewsMessage(category)}</p>
        </div>
      ) : (
        <div className="news-grid">
          {shown.map((item: NewsItem) => (
            <NewsCard key={item.id} item={item} onOpen={(chosen) => setOpenId(chosen.id)} />
          ))}
        </div>
      )}

      {open && <NewsModal item={open} onClose={close} />}
    </section>
  );
}
