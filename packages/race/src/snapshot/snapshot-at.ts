import { formatLapsBehind, formatLapTime } from '@lemans/contract/timing';
import type { LapRecording } from '../recording/recording.ts';
import { type CarMoment, carAt } from './car-at.ts';
import type { OrganiserEntry, OrganiserSnapshot } from './organiser-snapshot.ts';
import { raceParams } from './race-params.ts';
import { rankField } from './rank-field.ts';
import { indexOf } from './recording-index.ts';
import type { SnapshotOptions } from './snapshot-options.ts';

/**
 * The organiser snapshot of a recorded session at a race time: what the live feed would have served at
 * that moment. Pure: the same recording and time always give the same document.
 */
export function snapshotAt(
  recording: LapRecording,
  raceTimeMs: number,
  options: SnapshotOptions = {},
): OrganiserSnapshot {
  const index = indexOf(recording);
  const final = raceTimeMs >= recording.meta.durationMs;
  const field = rankField(
    index.cars.map((car) => carAt(car, raceTimeMs)),
    final,
  );
  const classLeaders = new Map<string, CarMoment>();
  const classPositions = new Map<string, number>();
  const entries = field.map((moment, position): OrganiserEntry => {
    const category = moment.index.car.category;
    const classPosition = (classPositions.get(category) ?? 0) + 1;
    classPositions.set(category, classPosition);
    if (!classLeaders.has(category)) classLeaders.set(category, moment);
    return entryOf(moment, position + 1, classPosition, {
      leader: field[0] as CarMoment,
      ahead: field[position - 1] ?? null,
      classLeader: classLeaders.get(category) as CarMoment,
    });
  });
  return { params: raceParams(recording, index, raceTimeMs, options), entries };
}

interface Rivals {
  leader: CarMoment;
  ahead: CarMoment | null;
  classLeader: CarMoment;
}

function entryOf(
  moment: CarMoment,
  ranking: number,
  categoryPosition: number,
  rivals: Rivals,
): OrganiserEntry {
  const { car } = moment.index;
  const { laps } = car;
  const last = moment.crossings - 1;
  const lastTime = last >= 0 ? (laps.timeMs[last] ?? null) : null;
  const bestIndex = last >= 0 ? (moment.index.bestLapIndex[last] as number) : -1;
  const bestTime = bestIndex >= 0 ? (laps.timeMs[bestIndex] ?? null) : null;
  const driver = car.drivers.find((member) => member.number === moment.driverNumber) ?? car.drivers[0];
  // A disqualified car has no place in the order, hence no gap to anyone.
  const ranked = moment.state !== 'Disqualified';
  const gap = ranked ? gapBetween(moment, rivals.leader) : NO_GAP;
  const gapPrev = ranked && rivals.ahead ? gapBetween(moment, rivals.ahead) : NO_GAP;
  const classGap = ranked ? gapBetween(moment, rivals.classLeader) : NO_GAP;
  const previousPosition = last >= 1 ? (moment.index.linePosition[last - 1] as number) : 0;
  const speed = last >= 0 ? laps.topSpeed[last] : null;
  const averageSpeed = last >= 0 ? laps.kph[last] : null;
  const topSpeed = last >= 0 ? (moment.index.topSpeed[last] as number) : Number.NaN;
  const [best1, best2, best3] = moment.bestSectors;

  return {
    id: car.id,
    number: car.number,
    ranking,
    category: car.category,
    categoryPosition,
    ...(car.group !== '' && { group: car.group }),
    team: car.team,
    car: car.chassis,
    brand: car.manufacturer,
    tyre: car.tyres,
    nationality: car.teamCountry,
    driver: driver ? `${driver.firstName} ${driver.lastName}` : '',
    driverId: driver?.driverId ?? 0,
    drivers: car.drivers.map((member) => ({
      driverId: member.driverId,
      number: member.number,
      firstName: member.firstName,
      lastName: member.lastName,
      shortName: `${member.firstName.charAt(0)}. ${member.lastName.toLocaleUpperCase('fr')}`,
      country: member.country,
      license: '',
    })),
    lap: moment.laps,
    lastlap: lastTime == null ? '' : formatLapTime(lastTime),
    lastlapTime: lastTime ?? 0,
    bestLap: bestTime == null ? '' : formatLapTime(bestTime),
    bestlapTime: bestTime ?? 0,
    bestLapNumber: bestIndex >= 0 ? (laps.lap[bestIndex] as number) : 0,
    gap: gap.text,
    gapTime: gap.ms,
    gapPrev: gapPrev.text,
    gapPrevTime: gapPrev.ms,
    classGap: classGap.text,
    classGapTime: classGap.ms,
    pitstop: last >= 0 ? (moment.index.pitStops[last] as number) : 0,
    speed: speed == null ? '' : speed.toFixed(1),
    topSpeed: Number.isNaN(topSpeed) ? '' : topSpeed.toFixed(1),
    averageSpeed: averageSpeed == null ? '' : averageSpeed.toFixed(1),
    sector: moment.sector,
    currentSector1: sectorText(moment.currentSectors[0]),
    currentSector2: sectorText(moment.currentSectors[1]),
    currentSector3: sectorText(moment.currentSectors[2]),
    bestSector1: sectorText(best1),
    bestSector2: sectorText(best2),
    bestSector3: sectorText(best3),
    bestTimeSector1: Number.isNaN(best1) ? 0 : best1,
    bestTimeSector2: Number.isNaN(best2) ? 0 : best2,
    bestTimeSector3: Number.isNaN(best3) ? 0 : best3,
    state: moment.state,
    positionChange: previousPosition > 0 ? previousPosition - (moment.index.linePosition[last] as number) : 0,
    lastPassingTime: last >= 0 ? moment.lastCrossingMs : 0,
  };
}

const NO_GAP = { text: '', ms: 0 };

/**
 * Gap of a car to one ahead of it: the time between their crossings of the car's last completed lap, shown
 * as laps when the one ahead has completed more.
 */
function gapBetween(moment: CarMoment, ahead: CarMoment): { text: string; ms: number } {
  if (ahead === moment || moment.laps === 0) return NO_GAP;
  const aheadAtSameLap = ahead.index.crossingByLap[moment.laps];
  const ms =
    aheadAtSameLap === undefined || Number.isNaN(aheadAtSameLap) ? 0 : moment.lastCrossingMs - aheadAtSameLap;
  const lapsBehind = ahead.laps - moment.laps;
  return { text: lapsBehind > 0 ? formatLapsBehind(lapsBehind) : formatLapTime(ms), ms };
}

function sectorText(ms: number | null): string {
  return ms == null || Number.isNaN(ms) ? '' : formatLapTime(ms);
}
