import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { loadStreams, streams, streamsError, streamsLoading } from '../../stores/streams-store.ts';
import { StreamPlayer } from './stream-player.tsx';
import { liveStreams, streamLabel } from './streams.ts';
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
  overText:
    "L'événement est terminé : aucun stream n'est disponible pour le moment. Les replays arrivent bientôt.",
  toRanking: 'Voir le classement final',
} as const;

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

  // The store keeps the error for this page to show; its re-throw is meant for callers that must stop.
  useEffect(() => {
    void loadStreams().catch(() => undefined);
  }, []);

  const shown = liveStreams(streams.value);
  const main = shown.find((stream) => stream.id === selectedId) ?? shown[0];

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
          <div className="card videos-over">
            {streamsError.value && (
              <p className="videos-error" role="alert">
                {streamsError.value}
              </p>
            )}
            <h2>{TEXT.overTitle}</h2>
            <p>{TEXT.overText}</p>
            <Link href="/live/classement">{TEXT.toRanking}</Link>
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
