import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { liveState } from '../../stores/live-state-store.ts';
import { otherEventShown } from '../../stores/shown-moment.ts';
import { followMomentStreams, streams, streamsError, streamsLoading } from '../../stores/streams-store.ts';
import { StreamPlayer } from './stream-player.tsx';
import { liveStreams, type NoStreamReason, noStreamReason, streamLabel } from './streams.ts';
import './videos-page.css';

/** Every French text of the videos page (spec part 1 §2 "Live videos"). */
const TEXT = {
  title: 'Vidéos en direct',
  loading: 'Chargement des vidéos...',
  modes: 'Affichage',
  main: 'Principal',
  grid: 'Grille',
  list: 'Liste',
  fullscreen: 'Plein écran',
  otherStreams: 'Autres flux',
  overTitle: 'Aucun stream disponible',
  toRanking: 'Voir le classement final',
  toLiveRanking: 'Voir le classement',
} as const;

/** What the page says when it has no stream to play, by reason (the moment shown decides it). */
const NO_STREAM_TEXT: Record<NoStreamReason, string> = {
  over: "L'événement est terminé : aucun stream n'est disponible pour le moment. Les replays arrivent bientôt.",
  'not-now': "Aucun stream n'est diffusé en direct à ce moment de la course.",
  'other-event':
    'Les streams publiés sont ceux de l’épreuve suivie en direct : la session affichée appartient à une autre épreuve.',
};

/** Read as a computed value: the live state's clock ticks every second, the reason seldom changes. */
const reasonShown = computed(() => noStreamReason(otherEventShown.value, liveState.value.phase));

type ViewMode = 'main' | 'grid' | 'list';
const MODES: readonly { mode: ViewMode; label: string }[] = [
  { mode: 'main', label: TEXT.main },
  { mode: 'grid', label: TEXT.grid },
  { mode: 'list', label: TEXT.list },
];

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
            <p>{NO_STREAM_TEXT[reason]}</p>
            <Link href="/live/classement">{reason === 'over' ? TEXT.toRanking : TEXT.toLiveRanking}</Link>
          </div>
        )
      ) : (
        <>
          <fieldset className="videos-toolbar">
            <legend className="visually-hidden">{TEXT.modes}</legend>
            {MODES.map((item) => (
              <button
                key={item.mode}
                type="button"
                aria-pressed={mode === item.mode}
                onClick={() => setMode(item.mode)}
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
