import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useShownEvent } from '../../components/use-shown-event.ts';
import { loadCategories, loadEntries } from '../../stores/entries-store.ts';
import { liveState } from '../../stores/live-state-store.ts';
import { loadNews } from '../../stores/news-store.ts';
import { CategoryBanners } from './category-banners.tsx';
import { HomeOverview } from './home-overview.tsx';
import { HOME_TEXT, heroActionOf, heroLeadOf } from './home-texts.ts';
import { LatestNews } from './latest-news.tsx';
import { PromoVideoPlayer } from './promo-video-player.tsx';
import './home-page.css';

/**
 * `/`: hero, promotional film, key figures, categories and the latest news (spec part 1 §2). The hero names the
 * current event.
 */
export function HomePage() {
  useSignals();
  const shown = useShownEvent();
  const heroAction = heroActionOf(liveState.value);
  // Fresh data on each visit; what is live comes from the live state, which the shell keeps.
  useEffect(() => {
    void loadEntries();
    void loadCategories();
    void loadNews();
  }, []);

  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{shown?.name ?? HOME_TEXT.heroTitleLoading}</h1>
        <p>{heroLeadOf(liveState.value)}</p>
        <div className="home-hero-actions">
          <Link href={heroAction.href} className="button button-primary">
            {heroAction.text}
          </Link>
          <Link href="/programme" className="button">
            {HOME_TEXT.toProgramme}
          </Link>
        </div>
      </section>
      <PromoVideoPlayer />
      <HomeOverview />
      <CategoryBanners />
      <LatestNews />
    </div>
  );
}
