import type { OrganiserSnapshot } from '../snapshot/organiser-snapshot.ts';
import { parseDuration } from '../timing/format.ts';
import {
  assembleParsedSnapshot,
  type ParsedSnapshot,
  type ValidSnapshotDocument,
} from './parsed-snapshot.ts';

/**
 * Our snapshot straight from a document `snapshotAt` computed: it is typed already, so the schema's checks
 * would only cost time (a whole race is 29,000 documents). The result equals `parseSnapshot` of the same
 * document sent over HTTP — a test holds them together.
 */
export function parsedSnapshotOf({ params, entries }: OrganiserSnapshot): ParsedSnapshot {
  const document: ValidSnapshotDocument = {
    params,
    entries: entries.map((entry) => ({
      id: entry.id,
      number: entry.number,
      ranking: entry.ranking,
      category: entry.category,
      categoryPosition: entry.categoryPosition,
      group: entry.group,
      team: entry.team,
      car: entry.car,
      brand: entry.brand,
      tyre: entry.tyre,
      nationality: entry.nationality,
      driver: entry.driver,
      driverId: entry.driverId,
      drivers: entry.drivers.map(({ driverId, number, firstName, lastName, country }) => ({
        driverId,
        number,
        firstName,
        lastName,
        country,
      })),
      lap: entry.lap,
      lastlap: timeOf(entry.lastlap),
      lastlapTime: entry.lastlapTime,
      bestLap: timeOf(entry.bestLap),
      bestlapTime: entry.bestlapTime,
      gap: entry.gap,
      gapTime: entry.gapTime,
      pitstop: entry.pitstop,
      speed: entry.speed === '' ? null : Number(entry.speed),
      topSpeed: entry.topSpeed === '' ? null : Number(entry.topSpeed),
      sector: entry.sector,
      currentSector1: timeOf(entry.currentSector1),
      currentSector2: timeOf(entry.currentSector2),
      currentSector3: timeOf(entry.currentSector3),
      state: entry.state,
      positionChange: entry.positionChange,
      lastPassingTime: entry.lastPassingTime,
    })),
  };
  return assembleParsedSnapshot(document);
}

const timeOf = (text: string) => (text === '' ? null : parseDuration(text));
