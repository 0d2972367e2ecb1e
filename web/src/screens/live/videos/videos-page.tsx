import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PagesMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { choicesOf } from '../../../i18n/texts-of.ts';
import { liveState, racePhase } from '../../../stores/live-state-store.ts';
import { racePhaseText } from '../../../stores/race-phase.ts';
import { otherEventShown } from '../../../stores/shown-moment.ts';
import { followMomentStreams, streams, streamsError, streamsLoading } from '../../../stores/streams-store.ts';
import { StreamPlayer } from './stream-player.tsx';
import { liveStreams, type NoStreamReason, noStreamReason, streamLabel } from './streams.ts';
import './videos-page.css';
import { textsOf } from '../../../i18n/texts-of.ts';

/** Every text of the videos page (spec part 1 §2 "Live videos"). */
const TEXT = textsOf({
  title: 'videos.title',
  loading: 'videos.loading',
  modes: 'videos.modes',
  main: 'videos.main',
  grid: 'videos.grid',
  list: 'videos.list',
  fullscreen: 'videos.fullscreen',
  otherStreams: 'videos.other_streams',
  overTitle: 'videos.over_title',
  toRanking: 'videos.to_ranking',
  toLiveRanking: 'videos.to_live_ranking',
});

/** What the page says when it has no stream to play, by reason (the moment shown decides it). */
const NO_STREAM_TEXT: Record<NoStreamReason, PagesMessageId> = {
  over: 'videos.no_stream_over',
  'not-now': 'videos.no_stream_now',
  'other-event': 'videos.no_stream_other_event',
};

/** Read as a computed value: the live state's clock ticks every second, the reason seldom changes. */
const reasonShown = computed(() => noStreamReason(otherEventShown.value, liveState.value.phase));

type ViewMode = 'main' | 'grid' | 'list';
const MODES = choicesOf<ViewMode>([
  { value: 'main', label: 'videos.main' },
  { value: 'grid', label: 'videos.grid' },
  { value: 'list', label: 'videos.list' },
]);

/** `/live/videos`: the streams that are published and live, in main, grid or list view, or fullscreen. */
export function VideosPage() {
  useSignals();
  const [mode, setMode] = useState<ViewMode>('main');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const players = useRef<HTMLDivElement>(null);

  useEffect(() => followMomentStreams(), []);

  const shown = liveStreams(streams.value);
  const main = shown.find((stream) => stream.id === selectedId) ?? shown[0];
  const reason = reasonShown.value;

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void players.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <section className="videos-page" aria-labelledby="videos-title">
      <h1 id="videos-title">{TEXT.title}</h1>
      {/* Where the race stands, as every page says it: the streams are the race's. */}
      {racePhase.value.kind !== 'none' && (
        <p className="videos-phase" data-phase={racePhase.value.kind}>
          {racePhaseText(racePhase.value)}
        </p>
      )}
      {!main ? (
        streamsLoading.value ? (
          <p className="card">{TEXT.loading}</p>
        ) : (
          <div className="card videos-over" data-reason={reason}>
            {streamsError.value && (
              <p className="videos-error" role="alert">
                {streamsError.value}
              </p>
            )}
            <h2>{TEXT.overTitle}</h2>
            <p>{t(NO_STREAM_TEXT[reason])}</p>
            <Link href="/live/classement">{reason === 'over' ? TEXT.toRanking : TEXT.toLiveRanking}</Link>
          </div>
        )
      ) : (
        <>
          <fieldset className="videos-toolbar">
            <legend className="visually-hidden">{TEXT.modes}</legend>
            {MODES.map((item) => (
              <button
                key={item.value}
                type="button"
                aria-pressed={mode === item.value}
                onClick={() => setMode(item.value)}
              >
                {item.label}
              </button>
            ))}
            <button type="button" onClick={toggleFullscreen}>
              {TEXT.fullscreen}
            </button>
          </fieldset>
          <div ref={players} className={`videos-players videos-${mode}`}>
            {mode === 'main' ? (
              <>
                <StreamPlayer key={main.id} stream={main} />
                {shown.length > 1 && (
                  <nav aria-label={TEXT.otherStreams}>
                    <ul className="videos-choices">
                      {shown.map((stream) => (
                        <li key={stream.id}>
                          <button
                            type="button"
                            aria-pressed={stream.id === main.id}
                            onClick={() => setSelectedId(stream.id)}
                          >
                            {streamLabel(stream)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
              </>
            ) : (
              shown.map((stream) => (
                <StreamPlayer key={stream.id} stream={stream} compact={mode === 'list'} />
              ))
            )}
          </div>
        </>
      )}
    </section>
  );
}
