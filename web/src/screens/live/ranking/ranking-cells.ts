import type { LiveRow, SectorTimes } from '@lemans/contract';
import { parseLapsBehind } from '@lemans/contract/timing';
import { DEFAULT_BATTLE_THRESHOLD_MS } from '@lemans/race/analysis';
import { formatLapTime } from '../../../format/timing.ts';
import { t } from '../../../i18n/i18n.ts';
import type { RowInView } from './row-in-view.ts';
import type { UnplacedStatus } from './unplaced-status.ts';

/**
 * What the ranking's timing cells say, as pure functions: gaps and intervals to a tenth, the sector times
 * and their colours, the laps since a car's last stop, and the places it made up since the hour began.
 */

/**
 * A gap or an interval as the table shows it: "+14.1", "+1:02.3", "+1:00:05.0", "+2 tours"; "" for the car
 * that leads the view (and when nothing is known). Laps down come from the text, times from the ms.
 */
export function gapText(ms: number | null | undefined, text: string | null | undefined): string {
  const laps = parseLapsBehind(text ?? '');
  if (laps > 0) return t('ranking.gap_laps', { count: laps });
  if (ms == null || !(ms > 0)) return '';
  const tenths = Math.round(ms / 100);
  const seconds = ((tenths % 600) / 10).toFixed(1);
  const minutes = Math.floor(tenths / 600);
  if (minutes === 0) return `+${seconds}`;
  const paddedSeconds = seconds.padStart(4, '0');
  if (minutes < 60) return `+${minutes}:${paddedSeconds}`;
  return `+${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${paddedSeconds}`;
}

/** A sector time: "35.123" under a minute, "1:14.520" from a minute; "" when not timed. */
export function sectorTimeText(ms: number | null): string {
  if (ms == null || !(ms > 0)) return '';
  return ms >= 60_000 ? formatLapTime(ms) : (Math.round(ms) / 1000).toFixed(3);
}

export type SectorIndex = 0 | 1 | 2;

/** The fastest time of a class in a sector, or its car's own fastest. */
export type SectorMark = 'class-best' | 'personal-best' | null;

export interface SectorCell {
  ms: number | null;
  /** The lap in progress has not reached the sector yet: the time is the last lap's. */
  previousLap: boolean;
  mark: SectorMark;
}

export const NO_SECTORS: SectorTimes = [null, null, null];

type SectorsOfRow = Pick<LiveRow, 'current_sectors' | 'last_lap_sectors' | 'best_sectors'>;

/** The time a sector's cell shows: the lap in progress's, else the last lap's. */
export function sectorMsOf(
  row: Pick<LiveRow, 'current_sectors' | 'last_lap_sectors'>,
  index: SectorIndex,
): number | null {
  return row.current_sectors?.[index] ?? row.last_lap_sectors?.[index] ?? null;
}

/**
 * A sector cell: its time (sectorMsOf); marked when it is the best of the car's class in that sector
 * (`classBest`, see classBestSectors), else when it is the car's own best.
 */
export function sectorCellOf(row: SectorsOfRow, index: SectorIndex, classBest: SectorTimes): SectorCell {
  const current = row.current_sectors?.[index] ?? null;
  const ms = sectorMsOf(row, index);
  const mark: SectorMark =
    ms === null
      ? null
      : ms === classBest[index]
        ? 'class-best'
        : ms === (row.best_sectors?.[index] ?? null)
          ? 'personal-best'
          : null;
  return { ms, previousLap: current === null && ms !== null, mark };
}

/** The best time of each class in each sector: the least of its cars' bests. */
export function classBestSectors(
  rows: readonly Pick<LiveRow, 'category_label' | 'best_sectors'>[],
): Map<string, SectorTimes> {
  const bests = new Map<string, SectorTimes>();
  for (const row of rows) {
    const held = bests.get(row.category_label) ?? NO_SECTORS;
    const own = row.best_sectors ?? NO_SECTORS;
    bests.set(row.category_label, [least(held[0], own[0]), least(held[1], own[1]), least(held[2], own[2])]);
  }
  return bests;
}

/**
 * The new bests, each class keeping the previous object when its times did not change: a row given the same
 * object does not render again.
 */
export function keepUnchangedBests(
  previous: ReadonlyMap<string, SectorTimes>,
  next: Map<string, SectorTimes>,
): Map<string, SectorTimes> {
  for (const [label, times] of next) {
    const held = previous.get(label);
    if (held?.every((time, index) => time === times[index])) next.set(label, held);
  }
  return next;
}

function least(a: number | null, b: number | null): number | null {
  if (a === null || !(a > 0)) return b !== null && b > 0 ? b : null;
  if (b === null || !(b > 0)) return a;
  return Math.min(a, b);
}

/**
 * The laps of the stint in progress: since the car left its last stop, or since the start before its first;
 * null when its last stop came before the session was first read (a session joined late), which the page
 * cannot know.
 */
export function stintLapsOf(row: Pick<LiveRow, 'lap_count' | 'last_pit_lap' | 'pit_stops'>): number | null {
  if (row.last_pit_lap != null) return Math.max(0, row.lap_count - row.last_pit_lap);
  return row.pit_stops > 0 ? null : row.lap_count;
}

/** The full text of the stops and the stint in progress, for the cells' titles and the phone's details. */
export function stopsDescription(stops: number, stintLaps: number | null): string {
  const stint =
    stintLaps === null ? t('ranking.stint_unknown') : t('ranking.stint_current', { count: stintLaps });
  return stops === 0 ? t('ranking.stops_none', { stint }) : t('ranking.stops', { count: stops, stint });
}

/**
 * The last stop's time in the pits, short for its cell: "66.9" (seconds) when the source timed it, "≈67" when
 * polls did; a repair from ten minutes as "m:ss" ("≈24:05"); "" before the first stop or while none is timed.
 */
export function lastStopText(row: Pick<LiveRow, 'last_pit_time' | 'last_pit_precision'>): string {
  const ms = row.last_pit_time;
  if (ms == null || !(ms > 0)) return '';
  const exact = row.last_pit_precision == null || row.last_pit_precision === 0;
  if (ms < 600_000) return exact ? (ms / 1000).toFixed(1) : `≈${Math.round(ms / 1000)}`;
  const seconds = Math.round(ms / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return exact ? clock : `≈${clock}`;
}

export interface HourGain {
  /** "▲2" or "▼1". */
  text: string;
  /** The meaning, for assistive technologies and the tooltip. */
  label: string;
  kind: 'up' | 'down';
}

/**
 * Places made up (or lost) since the race hour began, from the position then and now; null when either is
 * unknown or nothing changed.
 */
export function hourGainOf(startPosition: number | null | undefined, position: number): HourGain | null {
  if (startPosition == null || !(startPosition > 0) || !(position > 0)) return null;
  const gain = startPosition - position;
  if (gain === 0) return null;
  const places = Math.abs(gain);
  return gain > 0
    ? { text: `▲${places}`, label: t('ranking.places_gained', { count: places }), kind: 'up' }
    : { text: `▼${places}`, label: t('ranking.places_lost', { count: places }), kind: 'down' };
}

/** A car out of the race holds no place, so it gains or loses none. */
const OUT_OF_RACE_STATES: ReadonlySet<string> = new Set(['Retired', 'Disqualified']);

/**
 * The movement shown beside a car since the hour began: none for a car retired or disqualified, nor, once
 * the flag is out, for one not classified (its place is no longer a place in the race).
 */
export function rowGainOf(
  row: Pick<LiveRow, 'car_state'>,
  shown: Pick<RowInView, 'hourStartPosition' | 'position'>,
  unplaced: UnplacedStatus | null,
): HourGain | null {
  if (unplaced !== null || OUT_OF_RACE_STATES.has(row.car_state)) return null;
  return hourGainOf(shown.hourStartPosition, shown.position);
}

/**
 * The gap of a car to the car ahead in its class when the two are fighting: on the same lap, within 2 s at
 * the line, the car running, under green. Null otherwise.
 */
export function battleGapOf(
  row: Pick<LiveRow, 'class_interval_time' | 'class_interval' | 'car_state'>,
  neutralised: boolean,
): number | null {
  const ms = row.class_interval_time;
  if (neutralised || ms == null || !(ms > 0) || ms > DEFAULT_BATTLE_THRESHOLD_MS) return null;
  if (parseLapsBehind(row.class_interval) > 0 || row.car_state !== 'Running') return null;
  return ms;
}

/** The fastest lap among rows, with the car that set it (the first of equals in the rows' order). */
export interface FastestLap {
  number: string;
  teamName: string;
  ms: number;
}

/** The fastest lap of `rows` (the race's, or a class's); null before a timed lap. */
export function fastestLapOf(
  rows: readonly Pick<LiveRow, 'participant_number' | 'team_name' | 'best_lap_time'>[],
): FastestLap | null {
  let fastest: FastestLap | null = null;
  for (const row of rows) {
    const ms = row.best_lap_time;
    if (ms != null && ms > 0 && (fastest === null || ms < fastest.ms)) {
      fastest = { number: row.participant_number, teamName: row.team_name, ms };
    }
  }
  return fastest;
}

/**
 * The characters a figure's column was made for: a lap "3:32.138", a gap "+1:46.8" or "+2 tours", a stop
 * "124.3", a first sector "35.123", the others "1:20.163". A longer one (a lap over an hour, "+307 tours", a
 * repair's "≈24:05", a first sector through the pit lane "1:40.599") is set in smaller type.
 */
export const FIGURE_ROOM = { lap: 8, gap: 8, stop: 5, firstSector: 6, sector: 8 } as const;

/**
 * The cell's class for its figure: its column's, plus `figure-long` when the figure is longer than it allows,
 * and `figure-words` when it has words ('+2 tours'), which read in the page's direction.
 */
export function figureClassOf(className: string, text: string, room: number): string {
  const classes = [className];
  if (text.length > room) classes.push('figure-long');
  if (/\p{L}/u.test(text)) classes.push('figure-words');
  return classes.join(' ');
}

/**
 * A driver's name as a phone's narrow column shows it, as timing screens write it: the first name's initial,
 * then the rest in full ("L. Vanthoor", "N. de Vries"); a single name as it is.
 */
export function shortDriverName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first || rest.length === 0) return name.trim();
  return `${first.slice(0, 1)}. ${rest.join(' ')}`;
}
