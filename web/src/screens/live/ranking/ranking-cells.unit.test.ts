import type { SectorTimes } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import {
  battleGapOf,
  classBestSectors,
  fastestLapOf,
  figureClassOf,
  gapText,
  hourGainOf,
  keepUnchangedBests,
  lastStopText,
  rowGainOf,
  sectorCellOf,
  sectorTimeText,
  shortDriverName,
  stintLapsOf,
  stopsDescription,
} from './ranking-cells.ts';

describe('gapText', () => {
  it('shows gaps to a tenth, with minutes and hours when needed', () => {
    expect(gapText(14_084, '14.084')).toBe('+14.1');
    expect(gapText(949, '0.949')).toBe('+0.9');
    expect(gapText(62_349, '1:02.349')).toBe('+1:02.3');
    expect(gapText(59_960, '59.960')).toBe('+1:00.0');
    expect(gapText(3_605_000, '1:00:05.000')).toBe('+1:00:05.0');
  });

  it('counts laps down from the organiser text', () => {
    expect(gapText(200_000, '2 Laps')).toBe('+2 tours');
    expect(gapText(null, '1 Lap')).toBe('+1 tour');
  });

  it('shows nothing for the car that leads the view or an unknown gap', () => {
    expect(gapText(0, '')).toBe('');
    expect(gapText(null, '')).toBe('');
    expect(gapText(undefined, undefined)).toBe('');
  });
});

describe('figureClassOf', () => {
  it('marks a figure longer than its room, and one with words, which reads in the page direction', () => {
    expect(figureClassOf('col-gap numeric', '+14.1', 8)).toBe('col-gap numeric');
    expect(figureClassOf('col-gap numeric', '+1:00:05.0', 8)).toBe('col-gap numeric figure-long');
    expect(figureClassOf('col-gap numeric', '+2 tours', 8)).toBe('col-gap numeric figure-words');
    expect(figureClassOf('col-gap numeric', '+307 tours', 8)).toBe(
      'col-gap numeric figure-long figure-words',
    );
    expect(figureClassOf('col-gap numeric', '+2 لفة', 8)).toBe('col-gap numeric figure-words');
    expect(figureClassOf('col-stop numeric', '≈24:05', 5)).toBe('col-stop numeric figure-long');
  });
});

describe('sectors', () => {
  const car = {
    current_sectors: [33_100, null, null] as SectorTimes,
    last_lap_sectors: [33_400, 74_200, 41_000] as SectorTimes,
    best_sectors: [33_100, 74_200, 40_500] as SectorTimes,
  };
  const classBest: SectorTimes = [32_900, 74_200, 40_100];

  it('shows the lap in progress, else the last lap dimmed', () => {
    expect(sectorCellOf(car, 0, classBest)).toEqual({
      ms: 33_100,
      previousLap: false,
      mark: 'personal-best',
    });
    expect(sectorCellOf(car, 2, classBest)).toEqual({ ms: 41_000, previousLap: true, mark: null });
  });

  it('marks the class best before the personal best', () => {
    expect(sectorCellOf(car, 1, classBest).mark).toBe('class-best');
  });

  it('has nothing to show for a sector never timed', () => {
    const none: SectorTimes = [null, null, null];
    const fresh = { current_sectors: none, last_lap_sectors: none, best_sectors: none };
    expect(sectorCellOf(fresh, 0, none)).toEqual({ ms: null, previousLap: false, mark: null });
  });

  it('takes the least best of each class in each sector, ignoring untimed ones', () => {
    const bests = classBestSectors([
      { category_label: 'LMP2', best_sectors: [33_000, null, 41_000] },
      { category_label: 'LMP2', best_sectors: [33_500, 75_000, 40_000] },
      { category_label: 'Hypercar', best_sectors: [31_000, 70_000, 38_000] },
    ]);
    expect(bests.get('LMP2')).toEqual([33_000, 75_000, 40_000]);
    expect(bests.get('Hypercar')).toEqual([31_000, 70_000, 38_000]);
  });

  it('keeps the object of a class whose bests did not change', () => {
    const before = classBestSectors([
      { category_label: 'LMP2', best_sectors: [33_000, 75_000, 40_000] },
      { category_label: 'LMGT3', best_sectors: [36_000, 80_000, 44_000] },
    ]);
    const after = keepUnchangedBests(
      before,
      classBestSectors([
        { category_label: 'LMP2', best_sectors: [33_000, 75_000, 40_000] },
        { category_label: 'LMGT3', best_sectors: [35_900, 80_000, 44_000] },
      ]),
    );
    expect(after.get('LMP2')).toBe(before.get('LMP2'));
    expect(after.get('LMGT3')).not.toBe(before.get('LMGT3'));
    expect(after.get('LMGT3')).toEqual([35_900, 80_000, 44_000]);
  });

  it('writes sector times in seconds, with minutes from a minute', () => {
    expect(sectorTimeText(33_104)).toBe('33.104');
    expect(sectorTimeText(74_520)).toBe('1:14.520');
    expect(sectorTimeText(null)).toBe('');
  });
});

describe('stops', () => {
  it('counts the laps of the stint in progress, unknown when the last stop came before the session was read', () => {
    expect(stintLapsOf({ lap_count: 120, last_pit_lap: 108, pit_stops: 9 })).toBe(12);
    expect(stintLapsOf({ lap_count: 108, last_pit_lap: 108, pit_stops: 9 })).toBe(0);
    expect(stintLapsOf({ lap_count: 10, last_pit_lap: null, pit_stops: 0 })).toBe(10);
    expect(stintLapsOf({ lap_count: 150, last_pit_lap: null, pit_stops: 11 })).toBeNull();
  });

  it('says the stops and the stint in full', () => {
    expect(stopsDescription(3, 12)).toBe('3 arrêts aux stands, relais en cours de 12 tours');
    expect(stopsDescription(1, 1)).toBe('1 arrêt aux stands, relais en cours de 1 tour');
    expect(stopsDescription(0, 10)).toBe('Aucun arrêt aux stands, relais en cours de 10 tours');
    expect(stopsDescription(11, null)).toBe('11 arrêts aux stands, tours du relais en cours inconnus');
  });

  it('writes the last stop short, approximate when polls timed it', () => {
    expect(lastStopText({ last_pit_time: 66_899, last_pit_precision: 0 })).toBe('66.9');
    expect(lastStopText({ last_pit_time: 66_000, last_pit_precision: 3_000 })).toBe('≈66');
    expect(lastStopText({ last_pit_time: 75_940, last_pit_precision: null })).toBe('75.9');
    expect(lastStopText({ last_pit_time: null, last_pit_precision: null })).toBe('');
    expect(lastStopText({ last_pit_time: 1_445_200, last_pit_precision: 3_000 })).toBe('≈24:05');
    expect(lastStopText({ last_pit_time: 5_400_000, last_pit_precision: 0 })).toBe('90:00');
  });
});

describe('hourGainOf', () => {
  it('shows places gained or lost since the hour began', () => {
    expect(hourGainOf(5, 3)).toEqual({
      text: '▲2',
      label: "2 places gagnées depuis le début de l'heure",
      kind: 'up',
    });
    expect(hourGainOf(3, 4)).toEqual({
      text: '▼1',
      label: "1 place perdue depuis le début de l'heure",
      kind: 'down',
    });
  });

  it('shows nothing when unchanged or unknown', () => {
    expect(hourGainOf(4, 4)).toBeNull();
    expect(hourGainOf(null, 4)).toBeNull();
    expect(hourGainOf(4, 0)).toBeNull();
  });
});

describe('rowGainOf', () => {
  const shown = { hourStartPosition: 16, position: 15 };

  it('moves a car in the race', () => {
    expect(rowGainOf({ car_state: 'Running' }, shown, null)?.text).toBe('▲1');
    expect(rowGainOf({ car_state: 'Finished' }, { hourStartPosition: 21, position: 79 }, null)?.kind).toBe(
      'down',
    );
  });

  it('moves no car retired, disqualified, or not placed at the flag', () => {
    expect(rowGainOf({ car_state: 'Retired' }, shown, null)).toBeNull();
    expect(rowGainOf({ car_state: 'Disqualified' }, shown, null)).toBeNull();
    expect(rowGainOf({ car_state: 'Finished' }, shown, 'NC')).toBeNull();
    expect(rowGainOf({ car_state: 'Retired' }, shown, 'DNF')).toBeNull();
    expect(rowGainOf({ car_state: 'Finished' }, { hourStartPosition: 21, position: 79 }, 'DSQ')).toBeNull();
  });
});

describe('battleGapOf', () => {
  const row = (ms: number | null, text = '', state: 'Running' | 'InPit' = 'Running') => ({
    class_interval_time: ms,
    class_interval: text,
    car_state: state,
  });

  it('marks a running car within 2 s of the car ahead in its class, on the same lap, under green', () => {
    expect(battleGapOf(row(800, '0.800'), false)).toBe(800);
    expect(battleGapOf(row(2000, '2.000'), false)).toBe(2000);
  });

  it('leaves out what is no battle: further, laps apart, in the pits, neutralised, the class leader', () => {
    expect(battleGapOf(row(2001, '2.001'), false)).toBeNull();
    expect(battleGapOf(row(900, '1 Lap'), false)).toBeNull();
    expect(battleGapOf(row(900, '0.900', 'InPit'), false)).toBeNull();
    expect(battleGapOf(row(900, '0.900'), true)).toBeNull();
    expect(battleGapOf(row(null), false)).toBeNull();
  });
});

describe('fastestLapOf', () => {
  const row = (participant_number: string, best_lap_time: number | null) => ({
    participant_number,
    team_name: `Équipe ${participant_number}`,
    best_lap_time,
  });

  it('names the car with the least best lap, the first of equals in the order shown', () => {
    expect(fastestLapOf([row('8', 206_063), row('7', 205_900), row('50', 205_900), row('99', null)])).toEqual(
      {
        number: '7',
        teamName: 'Équipe 7',
        ms: 205_900,
      },
    );
  });

  it('knows none before a timed lap', () => {
    expect(fastestLapOf([row('8', null), row('7', 0)])).toBeNull();
    expect(fastestLapOf([])).toBeNull();
  });
});

describe('shortDriverName', () => {
  it.each([
    ['Laurens Vanthoor', 'L. Vanthoor'],
    ['Nyck de Vries', 'N. de Vries'],
    ['Ryō  Hirakawa', 'R. Hirakawa'],
    ['Kubica', 'Kubica'],
    ['', ''],
  ])('%s → %s', (name, short) => expect(shortDriverName(name)).toBe(short));
});
