import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { useT } from '../i18n/use-language.tsx';
import { alerts } from '../stores/alerts-store.ts';
import { now } from '../stores/clock.ts';
import { liveState, racePhase } from '../stores/live-state-store.ts';
import { news } from '../stores/news-store.ts';
import { otherEventShown, shownInstant, shownMoment } from '../stores/shown-moment.ts';
import { weather } from '../stores/weather-store.ts';
import { type TickerChip, tickerItems } from './ticker.ts';

/**
 * The banner's ticker: one item at a time, rotating every 5 s (spec part 1, banner). The leaving item plays
 * its exit animation (400 ms) before the next one mounts with its enter animation (500 ms); alerts and
 * urgent news also flash (1.5 s). Rotation pauses while the pointer or the focus is on the ticker, so that
 * an item can be read and followed.
 */

const TICKER_ROTATE_MS = 5000;
const EXIT_MS = 400;
const ENTER_MS = 500;
const FLASH_MS = 1500;

const ANIMATION_TIMES = {
  '--ticker-exit': `${EXIT_MS}ms`,
  '--ticker-enter': `${ENTER_MS}ms`,
  '--ticker-flash': `${FLASH_MS}ms`,
} as CSSProperties;

/** The clock to the minute: the news' publication times are, and the ticker need not be remade every second. */
const minute = computed(() => Math.floor(now.value / 60_000) * 60_000);

const items = computed(() =>
  tickerItems(alerts.value, news.value, {
    phase: racePhase.value,
    // The frame shown says the flag, live or past: the state follows time travel's and the TV delay's frames.
    raceState: liveState.value.race_state,
    // The present's instant is the clock's; a past moment's is known once the API has read its session.
    instantMs: shownMoment.value ? shownInstant.value : minute.value,
    weather: weather.value,
  }),
);

/** The chips' texts. */
const CHIPS: Record<TickerChip, CoreMessageId> = {
  live: 'ticker.live',
  'race-control': 'nav.race_control',
  news: 'ticker.news',
  weather: 'weather.label',
};

export function Ticker() {
  useSignals();
  const t = useT();
  const shown = items.value;
  const [turn, setTurn] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotates = shown.length > 1 && !paused;

  useEffect(() => {
    if (!rotates) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const rotation = setInterval(() => {
      setLeaving(true);
      swap = setTimeout(() => {
        setTurn((current) => current + 1);
        setLeaving(false);
      }, EXIT_MS);
    }, TICKER_ROTATE_MS);
    return () => {
      clearInterval(rotation);
      clearTimeout(swap);
      setLeaving(false);
    };
  }, [rotates]);

  const position = shown.length > 0 ? turn % shown.length : 0;
  const item = shown[position];
  return (
    <section
      className="ticker"
      aria-label={t('ticker.label')}
      style={ANIMATION_TIMES}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => setPaused(event.currentTarget.contains(event.relatedTarget))}
    >
      {item ? (
        <>
          <Link
            key={turn}
            href={item.href}
            className={`ticker__item tone-${item.tone}${item.flash ? ' is-flash' : ''}${leaving ? ' is-leaving' : ''}`}
          >
            <span
              className="ticker__label"
              data-category={item.tone === 'news' ? item.category?.toLowerCase() : undefined}
            >
              {t(CHIPS[item.chip])}
            </span>
            {item.raceTime && <span className="ticker__time">{item.raceTime}</span>}
            {/* News, and race control's words no code reads, are shown as written: in their own language. */}
            <span className="ticker__text" lang={item.lang}>
              {item.text}
            </span>
          </Link>
          {shown.length > 1 && (
            <span className="ticker__count">
              {position + 1}/{shown.length}
            </span>
          )}
        </>
      ) : (
        <p className="ticker__empty">
          {/* The catalogue's news are the followed event's: a session of another event has none, and says why. */}
          {t(otherEventShown.value ? 'ticker.no_news_of_event' : 'ticker.no_news')}
        </p>
      )}
    </section>
  );
}
