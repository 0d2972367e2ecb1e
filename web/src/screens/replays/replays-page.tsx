import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Replay } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import type { CategoryGroup } from '../../format/categories.ts';
import { liveSocket } from '../../socket/live-socket.ts';
import { ReplayCard } from './replay-card.tsx';
import { ReplayCategories } from './replay-categories.tsx';
import { ReplayPlayer } from './replay-player.tsx';
import { countReplays, filterReplays, searchFromQuery, REPLAYS_TEXT as TEXT } from './replay-rules.ts';
import './replays-page.css';

/**
 * `/replays` (spec part 2 §2): the banner, the search (prefilled from `?team=`), the category banners and
 * the replays that exist: streams open the player, recorded sessions lead to their report. The notice that
 * replays are unavailable shows only when there are none at all; a failed load counts as none.
 */
export function ReplaysPage() {
  const search = useSearch();
  const [answer, reload] = useFetched<Replay[]>('/replays');
  const [query, setQuery] = useState(() => searchFromQuery(search));
  const [category, setCategory] = useState<CategoryGroup | null>(null);
  const [playing, setPlaying] = useState<Replay | null>(null);

  useEffect(() => {
    setQuery(searchFromQuery(search));
  }, [search]);
  // The admin area announces every change of the streams: a replay added or hidden shows at once.
  useEffect(() => liveSocket.on('streams-update', reload), [reload]);

  const replays = answer.state === 'loaded' ? answer.data : [];
  const shown = filterReplays(replays, { query, category });

  return (
    <section className="replays-page" aria-labelledby="replays-title">
      <header className="replays-banner">
        <h1 id="replays-title">{TEXT.title}</h1>
        <p>{TEXT.intro}</p>
      </header>

      <label className="replays-search card">
        <span className="visually-hidden">{TEXT.search}</span>
        <input
          type="search"
          value={query}
          placeholder={TEXT.searchHint}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>

      <ReplayCategories counts={countReplays(replays)} selected={category} onSelect={setCategory} />

      {answer.state === 'loading' ? (
        <p className="card">{TEXT.loading}</p>
      ) : replays.length === 0 ? (
        <>
          <div className="card replays-notice" role="note">
            <h2>{TEXT.unavailableTitle}</h2>
            <p>{TEXT.unavailableText}</p>
            <p className="replay-links">
              <Link href="/live/classement">{TEXT.toRanking}</Link>
              <Link href="/equipes">{TEXT.toTeams}</Link>
            </p>
          </div>
          <div className="card replays-empty">
            <h2>{TEXT.emptyTitle}</h2>
            <p className="muted">{TEXT.emptyText}</p>
          </div>
        </>
      ) : shown.length === 0 ? (
        <div className="card replays-empty">
          <h2>{TEXT.noMatchTitle}</h2>
          <p className="muted">{TEXT.noMatchText}</p>
        </div>
      ) : (
        <ul className="replays-grid" aria-label={TEXT.list}>
          {shown.map((replay) => (
            <li key={replay.id}>
              <ReplayCard replay={replay} onOpen={setPlaying} />
            </li>
          ))}
        </ul>
      )}

      <aside className="card replays-info" aria-labelledby="replays-info-title">
        <h2 id="replays-info-title">{TEXT.infoTitle}</h2>
        <p>{TEXT.infoText}</p>
      </aside>

      {playing && <ReplayPlayer key={playing.id} replay={playing} onClose={() => setPlaying(null)} />}
    </section>
  );
}
