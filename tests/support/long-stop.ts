import { formatLapTime, parseDuration } from '@lemans/contract/timing';

/** Which stop to make longer than its out-lap, and how much of the out-lap to move onto the in-lap. */
export interface LongStop {
  number: string;
  /** The lap ending in the pits. */
  inLap: number;
  movedMs: number;
}

/**
 * An Al Kamel Analysis file's text with one real stop made longer than its out-lap, as a repair begun in the
 * garage before the line is timed: `movedMs` of the out-lap's time (its first sector, where the car stood in
 * the pits) moved to the end of the in-lap (its last sector). The PIT_TIME stays the file's; every ELAPSED
 * stays the sum of the car's lap times (only the in-lap's crossing, and its time of day, come later) and each
 * lap's KPH its length over its time. Throws when the stop does not end up longer than its out-lap.
 */
export function withLongStop(text: string, { number, inLap, movedMs }: LongStop): string {
  const lineEnd = text.includes('\r\n') ? '\r\n' : '\n';
  const [header = '', ...rows] = text.split(lineEnd);
  const column = new Map(header.split(';').map((name, index) => [name.trim(), index]));
  const cells = rows.map((row) => row.split(';'));
  const at = (name: string) => column.get(name) as number;
  const rowOf = (lap: number) => {
    const found = cells.find((row) => row[at('NUMBER')] === number && Number(row[at('LAP_NUMBER')]) === lap);
    if (!found) throw new Error(`pas de tour ${lap} de la voiture ${number}`);
    return found;
  };
  const read = (row: string[], name: string) => parseDuration(row[at(name)] ?? '') as number;
  const shift = (row: string[], name: string, byMs: number) => {
    row[at(name)] = formatLapTime(read(row, name) + byMs);
  };
  const retime = (row: string[], sector: 'S1' | 'S3', byMs: number) => {
    const lapMs = read(row, 'LAP_TIME');
    row[at('KPH')] = ((Number(row[at('KPH')]) * lapMs) / (lapMs + byMs)).toFixed(1);
    for (const name of ['LAP_TIME', sector, `${sector}_LARGE`]) shift(row, name, byMs);
    row[at(`${sector}_SECONDS`)] = (Number(row[at(`${sector}_SECONDS`)]) + byMs / 1000).toFixed(3);
  };

  const before = rowOf(inLap);
  const after = rowOf(inLap + 1);
  retime(before, 'S3', movedMs);
  shift(before, 'ELAPSED', movedMs);
  shift(before, 'HOUR', movedMs);
  retime(after, 'S1', -movedMs);
  if (read(after, 'PIT_TIME') <= read(after, 'LAP_TIME')) {
    throw new Error(
      `l'arrêt de la voiture ${number} au tour ${inLap} reste plus court que son tour de sortie`,
    );
  }
  return [header, ...cells.map((row) => row.join(';'))].join(lineEnd);
}
