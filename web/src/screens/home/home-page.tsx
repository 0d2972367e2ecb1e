import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useShownEvent } from '../../components/use-shown-event.ts';
import { loadCategories, loadEntries } from '../../stores/entries-store.ts';
import { loadNews } from '../../stores/news-store.ts';
import { useLiveStateOf } from '../../stores/use-live-state-of.ts';
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
  // Read as texts: the hero renders again when they change, not at each second the live state counts down.
  const heroHref = useLiveStateOf((state) => heroActionOf(state).href);
  const heroActionText = useLiveStateOf((state) => heroActionOf(state).text);
  const heroLead = useLiveStateOf(heroLeadOf);
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
        <p>{heroLead}</p>
        <div className="home-hero-actions">
          <Link href={heroHref} className="button button-primary">
            {heroActionText}
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
