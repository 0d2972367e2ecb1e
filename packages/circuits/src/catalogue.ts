import type { Circuit, CircuitId } from './circuit.ts';
import { BAHRAIN_GEOMETRY } from './drawings/bahrain.ts';
import { COTA_GEOMETRY } from './drawings/cota.ts';
import { IMOLA_GEOMETRY } from './drawings/imola.ts';
import { INTERLAGOS_GEOMETRY } from './drawings/interlagos.ts';
import { LE_MANS_DRAWING, LE_MANS_LANDMARKS } from './drawings/le-mans.ts';
import { LUSAIL_GEOMETRY } from './drawings/lusail.ts';
import { SPA_GEOMETRY } from './drawings/spa.ts';
import { schematicDrawing } from './schematic.ts';

/*
 * The circuits of the FIA WEC calendar. Names, countries, time zones, lengths (of the layout the WEC races on)
 * and directions of travel are the calendar's (`../shared/data/calendar/wec-calendar.csv`).
 *
 * Sector shares were measured from the 2025 races' Al Kamel lap tables (`../shared/data/alkamel`): a distance
 * is a speed times a time (KPH × time), and the one stretch where every car holds the same speed all round is
 * a neutralisation (full course yellow, 80 km/h, or the safety car's train at about the same pace). At one
 * steady speed a sector's share of the lap's length is its share of the time, so:
 * - Spa: the 21 laps driven whole at 78-82 km/h (their KPH), out- and in-laps left out: KPH × S1, S2, S3 of
 *   each lap, as shares of their sum; medians 0.3229, 0.4058, 0.2686, scaled to add up to 1.
 * - Le Mans: no lap there was driven whole at that steady pace, so each sector on its own: the sector times of cars neutralised through the whole sector
 *   gather at one value (62 S1 times at 84.0-86.6 s, 39 S2 at 258.2-261.1 s, 25 S3 at 257.4-261.9 s; medians
 *   85.296 s, 259.985 s, 259.223 s, out- and in-laps left out): as shares of their sum.
 * On Spa's measured drawing the sector lines fall just before Les Combes and just after Stavelot; at Le Mans
 * they lie 1.92 km and 7.78 km from the line, past Tertre Rouge and on the approach to Mulsanne corner.
 * Typical sector times are the medians of each race's green racing laps (out- and in-laps left out).
 * `sector-shares.unit.test.ts` measures all of these again from the lap tables.
 */
export const CIRCUITS: readonly Circuit[] = [
  {
    id: 'le-mans',
    name: 'Circuit des 24 Heures du Mans',
    country: 'FR',
    timeZone: 'Europe/Paris',
    lengthM: 13_626,
    direction: 'clockwise',
    sectorShares: [0.1411, 0.4301, 0.4288],
    typicalSectorsMs: [35_000, 84_800, 101_100],
    // From the pit entry before the Ford chicanes to the exit beyond the Dunlop curve.
    pitLane: { entryShare: 0.96, exitShare: 0.05 },
    landmarks: LE_MANS_LANDMARKS,
    drawing: LE_MANS_DRAWING,
  },
  {
    id: 'spa',
    name: 'Circuit de Spa-Francorchamps',
    country: 'BE',
    timeZone: 'Europe/Brussels',
    lengthM: 7_004,
    direction: 'clockwise',
    sectorShares: [0.3238, 0.4069, 0.2693],
    typicalSectorsMs: [36_000, 62_200, 33_200],
    ...SPA_GEOMETRY,
  },
  {
    id: 'imola',
    name: 'Autodromo Enzo e Dino Ferrari',
    country: 'IT',
    timeZone: 'Europe/Rome',
    lengthM: 4_909,
    direction: 'counter_clockwise',
    sectorShares: null,
    typicalSectorsMs: null,
    ...IMOLA_GEOMETRY,
  },
  {
    id: 'lusail',
    name: 'Lusail International Circuit',
    country: 'QA',
    timeZone: 'Asia/Qatar',
    lengthM: 5_418,
    direction: 'clockwise',
    sectorShares: null,
    typicalSectorsMs: null,
    ...LUSAIL_GEOMETRY,
  },
  {
    id: 'bahrain',
    name: 'Bahrain International Circuit',
    country: 'BH',
    timeZone: 'Asia/Bahrain',
    lengthM: 5_412,
    direction: 'clockwise',
    sectorShares: null,
    typicalSectorsMs: null,
    ...BAHRAIN_GEOMETRY,
  },
  {
    id: 'interlagos',
    name: 'Autódromo José Carlos Pace (Interlagos)',
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
    lengthM: 4_309,
    direction: 'counter_clockwise',
    sectorShares: null,
    typicalSectorsMs: null,
    ...INTERLAGOS_GEOMETRY,
  },
  {
    id: 'cota',
    name: 'Circuit of the Americas',
    country: 'US',
    timeZone: 'America/Chicago',
    lengthM: 5_513,
    direction: 'counter_clockwise',
    sectorShares: null,
    typicalSectorsMs: null,
    ...COTA_GEOMETRY,
  },
  {
    // No centre line is at hand for Fuji: its drawing is the schematic ring, and no place is named on it.
    id: 'fuji',
    name: 'Fuji Speedway',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    lengthM: 4_563,
    direction: 'clockwise',
    sectorShares: null,
    typicalSectorsMs: null,
    pitLane: null,
    landmarks: [],
    drawing: schematicDrawing('clockwise'),
  },
];

const BY_ID = new Map<string, Circuit>(CIRCUITS.map((circuit) => [circuit.id, circuit]));

/** The circuit of an id (`RaceEventFacts.circuit_id`); null for an id not catalogued, or none. */
export function circuitById(id: CircuitId | string | null | undefined): Circuit | null {
  return (id && BY_ID.get(id)) || null;
}
