import type { SessionWeather } from '@lemans/race';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CategoryChips } from '../../components/category-chips.tsx';
import { ScrollBox } from '../../components/scroll-box.tsx';
import { type CategoryGroup, categoryGroupOf, groupsPresent } from '../../format/categories.ts';
import { formatLapTime } from '../../format/timing.ts';
import { documentTitle } from '../../routes.ts';
import { ReplayBadge } from '../../shell/replay-badge.tsx';
import { showsReplayBadge } from '../../shell/replay-badge-rule.ts';
import { favourites } from '../../stores/favourites-store.ts';
import { timeTravelling } from '../../stores/followed-session.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { liveState } from '../../stores/live-state-store.ts';
import { liveLoading, liveRows, liveSessionId, liveWeather } from '../../stores/live-store.ts';
import { travelAt } from '../../stores/time-travel-store.ts';
import { CIRCUIT_PATH, circuitHrefOf, liveViewOf, rankingHrefOf } from '../live/live-view-url.ts';
import { gapText } from '../live/ranking-cells.ts';
import { travelStartOf } from '../live/ranking-flag.ts';
import { neutralisationOf } from '../live/ranking-view.ts';
import { SessionChooser } from '../live/session-chooser.tsx';
import { TimeTravelBar } from '../live/time-travel-bar.tsx';
import { TvDelayControl } from '../live/tv-delay-control.tsx';
import { useLiveViewFollow } from '../live/use-live-view-follow.ts';
import { CarMarkers } from './car-markers.tsx';
import { CircuitDrawing } from './circuit-drawing.tsx';
import { viewBoxText } from './circuit-layout.ts';
import { drawnCircuitById } from './circuits.ts';
import { mapNoteOf, mapTitleOf } from './map-texts.ts';
import { type MapFrame, startMarkerLoop } from './marker-loop.ts';
import { useMapClock } from './use-map-clock.ts';
import { useSessionCircuitId } from './use-session-circuit.ts';
import './circuit-page.css';

/**
 * /live/circuit: every car on a drawing of the circuit of the session's event (by the event's circuit id; a
 * schematic ring while it is not known), placed by where the timing says it is on its lap (the feed has no
 * coordinates): one
 * animation loop moves the markers, React only draws them when the cars change. Beside the map, the running
 * order as text. Its address names the session and moment as the ranking's does (`?session=&t=`): a replay,
 * or a moment of the race with the time-travel slider; with the TV delay on, it shows the delayed race.
 */
export function CircuitPage() {
  useSignals();
  const view = liveViewOf(useSearch());
  useLiveViewFollow(view, CIRCUIT_PATH);
  const travelSession = view.at !== null ? view.session : null;
  const rows = liveRows.value;
  const weather = liveWeather.value;
  // The circuit of the session whose frame is shown, by its event's circuit id; the schematic until known.
  const circuit = drawnCircuitById(useSessionCircuitId(liveSessionId.value));
  const note = mapNoteOf(circuit);
  const clock = useMapClock();
  const [group, setGroup] = useState<CategoryGroup | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const shown = useMemo(
    () => rows.filter((row) => group === null || categoryGroupOf(row.category_label) === group),
    [rows, group],
  );
  // The session's own classes, from its cars: no LMP2 chip at a race without LMP2.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const presentGroups = useMemo(() => groupsPresent(rows.map((row) => row.category_label)), [rows]);
  const neutralised = neutralisationOf(liveState.value) !== null;
  const svg = useRef<SVGSVGElement>(null);
  const clockText = useRef<HTMLOutputElement>(null);
  const markers = useRef(new Map<string, SVGGElement>());
  const raceTimeAt = (wallMs: number) => clock.at(wallMs);
  const frame = useRef<MapFrame>({ circuit, cars: shown, neutralised, followed, raceTimeAt });
  frame.current = { circuit, cars: shown, neutralised, followed, raceTimeAt };

  useEffect(() => {
    document.title = documentTitle(CIRCUIT_PATH);
  }, []);

  // A moment moved by time travel redraws the map when motion is reduced, as a new frame of the cars does.
  const moment = timeTravelling.value ? travelAt.value : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop reads the frame from the ref; it starts again when the cars or the moment change, which is how reduced motion redraws
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    return startMarkerLoop(
      () => frame.current,
      markers.current,
      () => ({ svg: svg.current, clock: clockText.current }),
      reduced,
    );
  }, [shown, followed, circuit, moment]);

  const starred = favourites.value;
  const detail = shown.find((row) => row.participant_number === (hovered ?? followed));
  const byRanking = [...shown].sort((a, b) => a.ranking - b.ranking);
  const shownSession = view.session ?? liveSessionId.value;
  const sessionLine = weather ? sessionLineOf(weather) : '';
  const rankingHref = rankingHrefOf({ session: view.session, at: travelSession ? travelAt.value : null });

  return (
    <section className="circuit-page" aria-labelledby="circuit-title">
      <header className="circuit-header">
        <h1 id="circuit-title">{travelSession ? 'Le circuit' : 'Le circuit en direct'}</h1>
        {showsReplayBadge(weather) && <ReplayBadge place="circuit" />}
        <Link href={rankingHref}>Classement</Link>
      </header>
      {sessionLine && (
        <p className="circuit-session muted" data-testid="circuit-session">
          {sessionLine}
        </p>
      )}
      <div className="live-view-tools">
        <TvDelayControl />
        <SessionChooser followed={view.session} path={CIRCUIT_PATH} />
        {!travelSession && shownSession && (
          <Link href={circuitHrefOf({ session: shownSession, at: travelStartOf(weather?.elapsed_time) })}>
            Remonter le temps
          </Link>
        )}
      </div>
      {travelSession && <TimeTravelBar session={travelSession} path={CIRCUIT_PATH} />}
      <CategoryChips value={group} onSelect={setGroup} withAll present={presentGroups} />
      <div className="circuit-columns">
        <figure className={`card circuit-map${followed ? ' following' : ''}`}>
          <p className="circuit-clock">
            Heure de course{' '}
            <output ref={clockText} aria-label="Heure de course sur le circuit" data-testid="circuit-clock">
              --:--:--
            </output>
          </p>
          <svg ref={svg} viewBox={viewBoxText(circuit.view)} aria-labelledby="circuit-map-title">
            <title id="circuit-map-title">{`${mapTitleOf(circuit)} : les voitures en piste`}</title>
            <CircuitDrawing circuit={circuit} />
            <CarMarkers
              cars={shown}
              starred={starred}
              followed={followed}
              markers={markers.current}
              onPoint={setHovered}
            />
          </svg>
          {note && (
            <p className="circuit-note muted" data-testid="circuit-note">
              {note}
            </p>
          )}
          <figcaption className="circuit-detail" aria-live="polite">
            {detail ? (
              <CarDetail row={detail} />
            ) : rows.length > 0 ? (
              'Survolez ou touchez une voiture.'
            ) : liveLoading.value ? (
              'Chargement...'
            ) : (
              'Aucune donnée disponible'
            )}
          </figcaption>
        </figure>
        <section className="card circuit-order" aria-labelledby="circuit-order-title">
          <h2 id="circuit-order-title">Ordre de course</h2>
          <label className="circuit-follow">
            Suivre{' '}
            <select value={followed ?? ''} onChange={(event) => setFollowed(event.target.value || null)}>
              <option value="">Aucune voiture (tout le circuit)</option>
              {byRanking.map((row) => (
                <option key={row.participant_number} value={row.participant_number}>
                  #{row.participant_number} {row.team_name}
                </option>
              ))}
            </select>
          </label>
          <ScrollBox className="circuit-order-list" label="Ordre de course, en texte">
            <ol>
              {byRanking.map((row) => (
                <li key={row.participant_number}>
                  P{row.ranking} #{row.participant_number} {row.team_name} · {row.category_label} P
                  {row.category_position}
                  {row.car_state === 'InPit' ? ' · aux stands' : ''}
                </li>
              ))}
            </ol>
          </ScrollBox>
        </section>
      </div>
    </section>
  );
}

/** Which session the map shows, and its event unless the session's name already says it. */
function sessionLineOf({ session_name: session, event_name: event }: SessionWeather): string {
  return !event || session.includes(event) ? session : `${session} · ${event}`;
}

function CarDetail({ row }: { row: ShownRow }) {
  return (
    <>
      <strong>
        #{row.participant_number} {row.team_name}
      </strong>{' '}
      · {row.current_driver_name || '-'} · {row.category_label} P{row.category_position} · écart{' '}
      {gapText(row.class_gap_time, row.class_gap) || 'leader'} · dernier tour{' '}
      {formatLapTime(row.last_lap_time)}
    </>
  );
}
