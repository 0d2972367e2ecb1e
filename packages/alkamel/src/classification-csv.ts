import type { OfficialStatus } from '@lemans/race';
import countries from 'i18n-iso-countries';
import { splitSemicolonCsv } from './csv-lines.ts';

/**
 * Rows of the historical results file (`Year;Pos;Class;No;TeamCtry;Team;DrCtry;Drivers;Chassis;Engine;
 * Tyres;Laps;Distance;Time;Reason`): the entry list of a year with chassis, engine and tyres, and its
 * final classification. Countries are ISO alpha-3 there and converted to alpha-2 here.
 */

export interface ClassificationDriver {
  fullName: string;
  /** ISO alpha-2, "" when the code is unknown. */
  country: string;
}

export interface ClassificationRow {
  year: number;
  /** "classified" with a position, or the organiser's status; entries that did not start are not returned. */
  status: OfficialStatus;
  position: number | null;
  className: string;
  number: string;
  teamCountry: string;
  team: string;
  drivers: ClassificationDriver[];
  chassis: string;
  engine: string;
  tyres: string;
  laps: number;
  reason: string;
}

const STATUSES: ReadonlySet<string> = new Set(['DNF', 'NC', 'DSQ']);
/** Entries that did not take the start (did not arrive, practise, qualify or start; reserves): not returned. */
const NOT_STARTED: ReadonlySet<string> = new Set(['DNA', 'DNP', 'DNQ', 'DNS', 'RES']);

/** A results file that cannot be read, with the line (and the column) where reading stopped. */
export class ClassificationCsvError extends Error {
  constructor(message: string, line: number, column: string | null = null) {
    super(`Fichier de résultats, ligne ${line}${column ? `, colonne « ${column} »` : ''} : ${message}`);
    this.name = 'ClassificationCsvError';
  }
}

/** Alpha-2 code of an alpha-3 one; "" when the library does not know it. */
export function alpha2Of(alpha3: string): string {
  return countries.alpha3ToAlpha2(alpha3.trim().toUpperCase()) ?? '';
}

export function parseClassificationCsv(text: string, year: number): ClassificationRow[] {
  const { header, rows } = splitSemicolonCsv(
    text,
    (message, line) => new ClassificationCsvError(message, line),
  );
  const column = (name: string) => {
    const position = header.indexOf(name);
    if (position < 0) throw new ClassificationCsvError(`colonne « ${name} » absente`, 1);
    return position;
  };
  const at = {
    year: column('Year'),
    pos: column('Pos'),
    className: column('Class'),
    number: column('No'),
    teamCountry: column('TeamCtry'),
    team: column('Team'),
    driverCountries: column('DrCtry'),
    drivers: column('Drivers'),
    chassis: column('Chassis'),
    engine: column('Engine'),
    tyres: column('Tyres'),
    laps: column('Laps'),
    reason: column('Reason'),
  };
  // Distance, Time and Reason may be empty, and the trailing separator then drops them from the line.
  const filled = Math.max(at.year, at.pos, at.number, at.drivers, at.laps) + 1;
  const result: ClassificationRow[] = [];
  for (const { line, cells } of rows) {
    const get = (position: number) => (cells[position] ?? '').trim();
    if (cells.length < filled) {
      throw new ClassificationCsvError(`${cells.length} colonnes au lieu de ${header.length}`, line);
    }
    if (!/^\d{4}$/.test(get(at.year))) {
      throw new ClassificationCsvError(`année attendue (« ${get(at.year)} »)`, line, 'Year');
    }
    if (Number(get(at.year)) !== year) continue;
    const pos = get(at.pos);
    const classified = /^\d+$/.test(pos);
    if (!classified && !STATUSES.has(pos)) {
      if (NOT_STARTED.has(pos)) continue;
      throw new ClassificationCsvError(`position ou statut attendu (« ${pos} »)`, line, 'Pos');
    }
    const names = get(at.drivers).split('|');
    const codes = get(at.driverCountries).split('|');
    result.push({
      year,
      status: classified ? 'classified' : (pos as OfficialStatus),
      position: classified ? Number(pos) : null,
      className: get(at.className),
      number: get(at.number),
      teamCountry: alpha2Of(get(at.teamCountry)),
      team: get(at.team),
      drivers: names
        .filter((name) => name.trim() !== '')
        .map((name, i) => ({ fullName: name.trim(), country: alpha2Of(codes[i] ?? '') })),
      chassis: get(at.chassis),
      engine: get(at.engine),
      tyres: get(at.tyres),
      laps: Number(get(at.laps)) || 0,
      reason: get(at.reason),
    });
  }
  return result;
}
