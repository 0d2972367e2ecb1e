import { parseDuration } from '@lemans/contract/timing';
import type { OrganiserSnapshot } from '../snapshot/organiser-snapshot.ts';
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
    // What the schema would convert: times written as text, speeds as text or "".
    entries: entries.map((entry) => ({
      ...entry,
      lastlap: timeOf(entry.lastlap),
      bestLap: timeOf(entry.bestLap),
      speed: numberOf(entry.speed),
      topSpeed: numberOf(entry.topSpeed),
      currentSector1: timeOf(entry.currentSector1),
      currentSector2: timeOf(entry.currentSector2),
      currentSector3: timeOf(entry.currentSector3),
    })),
  };
  return assembleParsedSnapshot(document);
}

const timeOf = (text: string) => (text === '' ? null : parseDuration(text));
const numberOf = (text: string) => (text === '' ? null : Number(text));
