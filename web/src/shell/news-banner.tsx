import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useT } from '../i18n/use-language.tsx';
import { bannerAnnouncement } from '../stores/announcements-store.ts';
import { followMomentNews } from '../stores/news-store.ts';
import { followShownMoment } from '../stores/shown-moment.ts';
import { bannerMinimised, setBannerMinimised } from './banner-state.ts';
import { FavouriteAnnouncement } from './favourite-announcer.tsx';
import { SessionBar } from './session-bar.tsx';
import { Ticker } from './ticker.tsx';
import './news-banner.css';

/**
 * The news and status banner fixed to the bottom of every page (spec part 1, banner): the ticker and the
 * session bar, folded down to a single button when minimised. A sentence about a starred car, when the fan
 * asked for them, takes the ticker's place while it is shown. It follows the moment the page shows, so that
 * its news and alerts are those of that moment (a replay at 14:00 shows what was known at 14:00).
 */
export function NewsBanner() {
  useSignals();
  const t = useT();
  useEffect(() => {
    const stopMoment = followShownMoment();
    const stopNews = followMomentNews();
    return () => {
      stopNews();
      stopMoment();
    };
  }, []);
  const minimised = bannerMinimised.value;
  const announcement = bannerAnnouncement.value;
  return (
    <aside className={`news-banner${minimised ? ' is-minimised' : ''}`} aria-label={t('banner.label')}>
      {!minimised && (
        <div className="news-banner__content">
          {announcement ? (
            <FavouriteAnnouncement key={announcement.id} announcement={announcement} />
          ) : (
            <Ticker />
          )}
          <SessionBar />
        </div>
      )}
      <button
        type="button"
        className="news-banner__toggle"
        aria-expanded={!minimised}
        onClick={() => setBannerMinimised(!minimised)}
      >
        <span aria-hidden="true">{minimised ? '▴' : '▾'}</span>
        <span className={minimised ? undefined : 'visually-hidden'}>
          {t(minimised ? 'banner.show' : 'banner.hide')}
        </span>
      </button>
    </aside>
  );
}
