import { csvOf } from '@lemans/http';
import type { RulesEvent } from '@lemans/race/analysis';
import { describe, expect, it } from 'vitest';
import { DRIVE_TIME_COLUMNS } from './analysis-csv.ts';
import type { AnalysisSource } from './analysis-repository.ts';
import { driveTimeRows, rulesSummary } from './analysis-rows.ts';
import { loadedAnalysisOf } from './session-analyses.ts';

const MINUTE = 60_000;

/** A finished six-hour race of one Hypercar, at `event`: 7 laps of 5 min for driver 1 (35 min), then driver 2. */
function sourceOf(event: RulesEvent | null, durationS: number | null): AnalysisSource {
  const laps = Array.from({ length: 20 }, (_, index) => ({
    number: '95',
    lap_number: index + 1,
    lap_time_ms: 5 * MINUTE,
    race_time_ms: (index + 1) * 5 * MINUTE,
    driver_id: index < 7 ? 1 : 2,
    pit_in: false,
    pit_out: false,
  }));
  return {
    session: {
      id: 'race',
      name: 'Course',
      session_type: 'race',
      event_name: 'Course importée',
      status: 'ended',
      duration_s: durationS,
      last_race_ms: 100 * MINUTE,
      partial_since_ms: null,
    },
    entries: [
      {
        number: '95',
        entry_id: 7,
        team: 'United Autosports',
        category: 'HYPERCAR',
        subclass: null,
        drivers: [
          { driverId: 1, firstName: 'Sean', lastName: 'Gelael' },
          { driverId: 2, firstName: 'Darren', lastName: 'Leung' },
        ],
      },
    ],
    laps,
    earlierLaps: [],
    earlierRaceStates: [],
    event,
    pitTimes: [],
    raceStates: [],
    carStates: [],
    registrations: [],
    completeAtMs: null,
    results: null,
  };
}

/** The last cell of each row, a quoted text (the rows' names and checks hold no `;`). */
const statusColumn = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) =>
      line
        .split(';')
        .at(-1)
        ?.replace(/^"(.*)"$/, '$1'),
    );

describe('drive time rows and CSV', () => {
  it('say « aucune règle connue » for an event whose rules are not known, never « conforme »', () => {
    const outsideTheCalendar = {
      championship: null,
      season: null,
      circuitId: null,
      scheduledLengthS: 21_600,
    };
    const loaded = loadedAnalysisOf(sourceOf(outsideTheCalendar, 6 * 3600));
    expect(rulesSummary(loaded)).toBeNull();
    const rows = driveTimeRows(loaded);
    expect(rows.map((row) => [row.driver_name, row.checks, row.status])).toEqual([
      ['Sean Gelael', [], 'unknown'],
      ['Darren Leung', [], 'unknown'],
    ]);
    const csv = csvOf(DRIVE_TIME_COLUMNS, rows);
    expect(statusColumn(csv)).toEqual(['aucune règle connue', 'aucune règle connue']);
    expect(csv).not.toContain('conforme');
  });

  it('check the same drives against the six-hour rules once the event is known', () => {
    const spa = { championship: 'FIA WEC', season: 2025, circuitId: 'spa', scheduledLengthS: 21_600 };
    const rows = driveTimeRows(loadedAnalysisOf(sourceOf(spa, 6 * 3600)));
    // The session is over: each check has concluded.
    expect(rows.map((row) => row.status)).toEqual(['broken', 'met']);
    expect(statusColumn(csvOf(DRIVE_TIME_COLUMNS, rows))).toEqual(['non respectée', 'respectée']);
  });

  it('say a minimum drive time is not applicable to the drivers of a car out of the classification', () => {
    const spa = { championship: 'FIA WEC', season: 2025, circuitId: 'spa', scheduledLengthS: 21_600 };
    const retired: AnalysisSource = {
      ...sourceOf(spa, 6 * 3600),
      carStates: [{ number: '95', state: 'Retired', at_ms: 100 * MINUTE }],
    };
    const rows = driveTimeRows(loadedAnalysisOf(retired));
    expect(rows.map((row) => [row.car_status, row.status, row.checks.map((check) => check.status)])).toEqual([
      ['DNF', 'not-applicable', ['not-applicable']],
      ['DNF', 'not-applicable', ['not-applicable']],
    ]);
    const csv = csvOf(DRIVE_TIME_COLUMNS, rows);
    expect(statusColumn(csv)).toEqual([
      'non applicable (voiture abandonnée)',
      'non applicable (voiture abandonnée)',
    ]);
    expect(csv).toContain('"minimum 0:45:00.000 : non applicable (voiture abandonnée)"');
    expect(csv).not.toContain('respectée');

    // A car that took the flag too short of the winner's distance is not classified either.
    const short: AnalysisSource = {
      ...sourceOf(spa, 6 * 3600),
      results: {
        at_ms: 100 * MINUTE,
        results: [{ number: '95', status: 'NC', position: null, laps: 20, reason: 'distance insuffisante' }],
      },
    };
    const shortRows = driveTimeRows(loadedAnalysisOf(short));
    expect(shortRows.map((row) => [row.car_status, row.status])).toEqual([
      ['NC', 'not-applicable'],
      ['NC', 'not-applicable'],
    ]);
    expect(statusColumn(csvOf(DRIVE_TIME_COLUMNS, shortRows))).toEqual([
      'non applicable (voiture non classée)',
      'non applicable (voiture non classée)',
    ]);
  });
});
