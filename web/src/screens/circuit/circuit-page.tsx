import type { SessionWeather } from '@lemans/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CategoryChips } from '../../components/category-chips.tsx';
import { ScrollBox } from '../../components/scroll-box.tsx';
import {
  CATEGORY_GROUPS,
  type CategoryGroup,
  categoryGroupOf,
  groupsPresent,
} from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import { documentTitle } from '../../routes.ts';
import { ReplayBadge } from '../../shell/replay-badge.tsx';
import { showsReplayBadge } from '../../shell/replay-badge-rule.ts';
import { favourites } from '../../stores/favourites-store.ts';
import { timeTravelling } from '../../stores/followed-session.ts';
import { liveLoading, liveRows, liveSessionId, liveWeather } from '../../stores/live-store.ts';
import { travelAt } from '../../stores/time-travel-store.ts';
import { useLiveStateOf } from '../../stores/use-live-state-of.ts';
import { travelStartOf } from '../live/ranking/ranking-flag.ts';
import { classesOf, neutralisationOf } from '../live/ranking/ranking-view.ts';
import { isInView, subclassPlacesOf, subclassViewOf } from '../live/ranking/subclass-view.ts';
import { TvDelayControl } from '../live/tv-delay/tv-delay-control.tsx';
import { CIRCUIT_PATH, circuitHrefOf, liveViewOf, rankingHrefOf } from '../live/view/live-view-url.ts';
import { SessionChooser } from '../live/view/session-chooser.tsx';
import { TimeTravelBar } from '../live/view/time-travel-bar.tsx';
import { TimeTravelLink } from '../live/view/time-travel-link.tsx';
import { useLiveViewFollow } from '../live/view/use-live-view-follow.ts';
import { CarDetail } from './car-detail.tsx';
import { CarMarkers } from './car-markers.tsx';
import { CircuitDrawing } from './circuit-drawing.tsx';
import { viewBoxText } from './circuit-layout.ts';
import { drawnCircuitById } from './circuits.ts';
import { classGapsOf } from './class-gaps.ts';
import { MapLegend } from './map-legend.tsx';
import { mapNoteOf, mapTitleOf } from './map-texts.ts';
import { type Drawn, type MapFrame, startMarkerLoop } from './marker-loop.ts';
import { PackBadges } from './pack-badges.ts';
import { PackList } from './pack-list.tsx';
import { RunningOrderTable } from './running-order-table.tsx';
import { SubclassChips } from './subclass-chips.tsx';
import { useMapClock } from './use-map-clock.ts';
import { useSessionCircuitId } from './use-session-circuit.ts';
import './circuit-page.css';

/**
 * /live/circuit: every car on a drawing of the circuit of the session's event (by the event's circuit id; a
 * schematic ring while it is not known), placed by where the timing says it is on its lap (the feed has no
 * coordinates): one animation loop moves the markers, and gathers cars too close to be read into packs that
 * list them when opened; React only draws the cars' markers when the cars change. Beside the map (after it on
 * a phone), the running order as a table. The map's box is sized before any data arrives and fits the window
 * below the page's head, so that the whole circuit is seen at once and nothing moves as the race loads. Its
 * address names the session and moment as the ranking's does (`?session=&t=`): a replay, or a moment of the
 * race with the time-travel slider; with the TV delay on, it shows the delayed race.
 */
export function CircuitPage() {
  useSignals();
  const view = liveViewOf(useSearch());
  useLiveViewFollow(view, CIRCUIT_PATH);
  const travelSession = view.at !== null ? view.session : null;
  const rows = liveRows.value;
  const weather = liveWeather.value;
  // The circuit of the session whose frame is shown, by its event's circuit id; the schematic until known.
  const circuitId = useSessionCircuitId(liveSessionId.value);
  const circuit = drawnCircuitById(circuitId);
  // Said once the circuit is known not to be: a note shown while it is asked would vanish, moving the page.
  const note = liveSessionId.value && circuitId !== undefined ? mapNoteOf(circuit) : null;
  const clock = useMapClock();
  const [group, setGroup] = useState<CategoryGroup | null>(null);
  // A sub-class shown (« LMP2 Pro-Am »): its class's chip stays pressed with it.
  const [subclassKey, setSubclassKey] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);
  // The cars of the pack opened on the map, as they were when it was opened.
  const [opened, setOpened] = useState<readonly string[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const shown = useMemo(
    () =>
      rows.filter((row) =>
        subclassKey !== null
          ? isInView(row, subclassKey)
          : group === null || categoryGroupOf(row.category_label) === group,
      ),
    [rows, group, subclassKey],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const classGaps = useMemo(() => classGapsOf(rows), [rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const subclassKeys = useMemo(() => classesOf(rows).filter((key) => subclassViewOf(key) !== null), [rows]);
  const chooseGroup = (chosen: CategoryGroup | null) => {
    setGroup(chosen);
    setSubclassKey(null);
  };
  const chooseSubclass = (key: string | null) => {
    setSubclassKey(key);
    const view = subclassViewOf(key);
    if (view) setGroup(categoryGroupOf(view.category));
  };
  // The session's own classes, from its cars: no LMP2 chip at a race without LMP2. Every class until the cars
  // are known: chips that appear later would move the row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const presentGroups = useMemo(
    () => (rows.length > 0 ? groupsPresent(rows.map((row) => row.category_label)) : CATEGORY_GROUPS),
    [rows],
  );
  const neutralised = useLiveStateOf((state) => neutralisationOf(state) !== null);
  const starred = favourites.value;
  const svg = useRef<SVGSVGElement>(null);
  const clockText = useRef<HTMLOutputElement>(null);
  const packLayer = useRef<SVGGElement>(null);
  const packs = useRef<PackBadges | null>(null);
  const markers = useRef(new Map<string, SVGGElement>());
  const lastDrawn = useRef<Drawn | null>(null);
  const raceTimeAt = (wallMs: number) => clock.at(wallMs);
  const openedLead = opened?.[0] ?? null;
  const closePack = useCallback(() => setOpened(null), []);
  // A car of an opened pack followed: drawn on its own at the map's centre, the list closed.
  const followFromPack = useCallback((number: string) => {
    setFollowed(number);
    setOpened(null);
  }, []);
  const mapFrame = { circuit, cars: shown, neutralised, followed, raceTimeAt, openedLead, starred };
  const frame = useRef<MapFrame>(mapFrame);
  frame.current = mapFrame;

  // One pack layer for the page's life: a pack keeps its marker, and the focus, from one frame of the timing
  // to the next. A pack opened again closes.
  useEffect(() => {
    if (!packLayer.current) return;
    packs.current = new PackBadges(packLayer.current, (numbers) =>
      setOpened((current) => (current?.[0] === numbers[0] ? null : numbers)),
    );
  }, []);

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
      () => ({ svg: svg.current, packs: packs.current, clock: clockText.current }),
      reduced,
      lastDrawn,
    );
  }, [shown, followed, circuit, moment, openedLead, starred]);

  const pointed = shown.find((row) => row.participant_number === hovered);
  const openedCars = (opened ?? []).flatMap((number) =>
    shown.filter((row) => row.participant_number === number),
  );
  const followedCar = shown.find((row) => row.participant_number === followed);
  const unfollowed = followedCar ? shown.filter((row) => row !== followedCar) : shown;
  const byRanking = [...shown].sort((a, b) => a.ranking - b.ranking);
  const shownSession = view.session ?? liveSessionId.value;
  const sessionLine = weather ? sessionLineOf(weather) : '';
  const rankingHref = rankingHrefOf({ session: view.session, at: travelSession ? travelAt.value : null });

  return (
    <section className="circuit-page" aria-labelledby="circuit-title">
      <header className="circuit-header">
        <h1 id="circuit-title">{t(travelSession ? 'circuit.title' : 'circuit.title_live')}</h1>
        {showsReplayBadge(weather) && <ReplayBadge place="circuit" />}
        <Link href={rankingHref}>{t('circuit.ranking')}</Link>
      </header>
      {/* Kept while the session is not known yet, so that nothing under it moves when it is. */}
      <p className="circuit-session muted" data-testid="circuit-session">
        {sessionLine}
      </p>
      <div className="live-view-tools circuit-tools">
        <TvDelayControl />
        <SessionChooser followed={view.session} path={CIRCUIT_PATH} />
        {!travelSession && (
          <TimeTravelLink
            href={
              shownSession
                ? circuitHrefOf({ session: shownSession, at: travelStartOf(weather?.elapsed_time) })
                : null
            }
          />
        )}
        <CategoryChips value={group} onSelect={chooseGroup} withAll present={presentGroups} />
        <SubclassChips keys={subclassKeys} value={subclassKey} onSelect={chooseSubclass} />
      </div>
      {travelSession && <TimeTravelBar session={travelSession} path={CIRCUIT_PATH} />}
      <div className="circuit-columns">
        <figure className={`card circuit-map${followed ? ' following' : ''}`}>
          <p className="circuit-clock">
            {t('time_travel.race_time')}{' '}
            <output ref={clockText} aria-label={t('circuit.clock')} data-testid="circuit-clock">
              --:--:--
            </output>
          </p>
          <svg ref={svg} viewBox={viewBoxText(circuit.view)} aria-labelledby="circuit-map-title">
            <title id="circuit-map-title">{t('circuit.map_label', { title: mapTitleOf(circuit) })}</title>
            <CircuitDrawing circuit={circuit} />
            <CarMarkers
              cars={unfollowed}
              starred={starred}
              followed={followed}
              markers={markers.current}
              onPoint={setHovered}
            />
            <g ref={packLayer} className="circuit-packs" />
            {/* Over the packs and every other car: the followed car is never hidden. */}
            <CarMarkers
              cars={followedCar ? [followedCar] : []}
              starred={starred}
              followed={followed}
              markers={markers.current}
              onPoint={setHovered}
            />
          </svg>
          <MapLegend groups={presentGroups} />
          {note && (
            <p className="circuit-note muted" data-testid="circuit-note">
              {note}
            </p>
          )}
          <figcaption className="circuit-detail" aria-live="polite">
            {pointed ? (
              <CarDetail row={pointed} classGap={classGaps.get(pointed.participant_number) ?? ''} />
            ) : openedCars.length > 0 ? (
              <PackList
                cars={openedCars}
                classGaps={classGaps}
                onClose={closePack}
                onFollow={followFromPack}
              />
            ) : followedCar ? (
              <CarDetail row={followedCar} classGap={classGaps.get(followedCar.participant_number) ?? ''} />
            ) : rows.length > 0 ? (
              t('circuit.hint')
            ) : liveLoading.value ? (
              t('common.loading')
            ) : (
              t('common.no_data')
            )}
          </figcaption>
        </figure>
        <section className="card circuit-order" aria-labelledby="circuit-order-title">
          <h2 id="circuit-order-title">{t('circuit.order_title')}</h2>
          <label className="circuit-follow">
            {t('circuit.follow')}{' '}
            <select value={followed ?? ''} onChange={(event) => setFollowed(event.target.value || null)}>
              <option value="">{t('circuit.follow_none')}</option>
              {byRanking.map((row) => (
                <option key={row.participant_number} value={row.participant_number}>
                  #{row.participant_number} {row.team_name}
                </option>
              ))}
            </select>
          </label>
          <ScrollBox className="circuit-order-list" label={t('circuit.order_table')}>
            <RunningOrderTable
              rows={byRanking}
              classView={group !== null}
              places={subclassKey === null ? null : subclassPlacesOf(byRanking, null)}
            />
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
