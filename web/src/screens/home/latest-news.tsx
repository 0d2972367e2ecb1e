import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { formatShortDate } from '../../format/dates.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { news, newsLoading } from '../../stores/news-store.ts';
import { latestNews, newsTypeLabel } from './home-news.ts';
import { HOME_TEXT } from './home-texts.ts';

/**
 * The three latest news, the first marked new. A failed load is not shown here: the news store then holds
 * its built-in items, which are shown like any other.
 */
export function LatestNews() {
  useSignals();
  const items = latestNews(news.value);

  return (
    <section className="home-section" aria-labelledby="home-news">
      <h2 id="home-news">{HOME_TEXT.newsTitle}</h2>
      {items.length === 0 ? (
        <p className="card">{newsLoading.value ? HOME_TEXT.newsLoading : HOME_TEXT.newsEmpty}</p>
      ) : (
        <div className="news-list">
          {items.map((item, index) => (
            <article key={item.id} className="card news-card">
              <div className="news-badges">
                {index === 0 && <span className="badge badge-new">{HOME_TEXT.newBadge}</span>}
                <span
                  className={`badge badge-${item.type === 'alert' || item.type === 'info' ? item.type : 'news'}`}
                >
                  {newsTypeLabel(item.type)}
                </span>
              </div>
              <h3 lang={SOURCE_LANGUAGE}>{item.title}</h3>
              <time dateTime={item.published_at} className="muted">
                {formatShortDate(item.published_at)}
              </time>
              <p lang={SOURCE_LANGUAGE}>{item.excerpt}</p>
              <Link href="/actualites" className="read-more">
                {HOME_TEXT.readMore}
                <span className="visually-hidden"> : {item.title}</span>
              </Link>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
