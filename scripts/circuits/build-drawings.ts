/**
 * Builds the committed drawings of the circuits (`packages/circuits/src/drawings/<id>.ts`) from their
 * centre lines, which stay outside the repository:
 *
 *   npx tsx scripts/circuits/build-drawings.ts [--data <folder holding circuits/ and calendar/>]
 *
 * Each line is projected to metres, turned to run in the calendar's direction of travel, cut at the finish
 * line, measured (the shares of the lap of its named places and pit lane), simplified to within a metre and
 * a half, and scaled to a drawing 800 units across at most. The source's licence notice goes in each file's
 * header and in `LICENSE` beside them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { lineFrom, loopLength, openLoop, projectToMetres, runsClockwise, simplify } from './centre-line.ts';
import { CIRCUIT_SOURCES, type CircuitSource } from './circuit-sources.ts';
import { type BuiltDrawing, drawingFileText, noticeFileText } from './drawing-file.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: { data: { type: 'string', default: join(root, '..', 'shared', 'data') } },
});
const data = resolve(values.data as string);
const output = join(root, 'packages', 'circuits', 'src', 'drawings');

/** Most units a drawing spans: the size of the hand-drawn one, so that names and markers keep their size. */
const DRAWING_SPAN = 800;
const SIMPLIFY_METRES = 1.5;

const directions = await directionsOfCalendar(join(data, 'calendar', 'wec-calendar.csv'));
for (const source of CIRCUIT_SOURCES) {
  const geojson = JSON.parse(await readFile(join(data, 'circuits', source.file), 'utf8')) as GeoJsonLine;
  const direction = directions.get(source.id);
  if (!direction) throw new Error(`${source.id} : absent du calendrier`);
  const text = drawingFileText(source, buildDrawing(source, geojson, direction));
  await writeFile(join(output, `${source.id}.ts`), text);
  console.log(`${source.id} : ${join(output, `${source.id}.ts`)}`);
}
await writeFile(join(output, 'LICENSE'), noticeFileText(CIRCUIT_SOURCES));

interface GeoJsonLine {
  features: { geometry: { type: string; coordinates: [number, number][] } }[];
}

function buildDrawing(source: CircuitSource, geojson: GeoJsonLine, direction: string): BuiltDrawing {
  const geometry = geojson.features[0]?.geometry;
  if (geometry?.type !== 'LineString') throw new Error(`${source.file} : LineString attendue`);
  let loop = openLoop(projectToMetres(geometry.coordinates));
  // The source's indexes follow its own order: turned round, point i becomes point n - 1 - i.
  let indexOf = (point: number) => point;
  if (runsClockwise(loop) !== (direction === 'clockwise')) {
    const last = loop.length - 1;
    loop = loop.reverse();
    indexOf = (point) => last - point;
  }
  const { line, distanceOf } = lineFrom(loop, indexOf(source.line.beforePoint), source.line.metres);
  const length = loopLength(loop);
  const shareOf = (point: number) => round(distanceOf(indexOf(point)) / length, 4);
  const simple = simplify(line, SIMPLIFY_METRES);
  const xs = simple.map((point) => point.x);
  const ys = simple.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const unitMetres = Math.max(Math.max(...xs) - left, Math.max(...ys) - top) / DRAWING_SPAN;
  return {
    track: simple.map((point) => ({
      x: round((point.x - left) / unitMetres, 1),
      y: round((point.y - top) / unitMetres, 1),
    })),
    unitMetres: round(unitMetres, 4),
    lengthM: Math.round(length),
    landmarks: source.landmarks.map(({ name, point }) => ({ name, share: shareOf(point) })),
    pitLane: { entryShare: shareOf(source.pitLane.entryPoint), exitShare: shareOf(source.pitLane.exitPoint) },
  };
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The direction of travel of each circuit of the calendar (`circuit_id` → `direction`). */
async function directionsOfCalendar(path: string): Promise<Map<string, string>> {
  const [header, ...rows] = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
  const columns = (header ?? '').split(';');
  const id = columns.indexOf('circuit_id');
  const direction = columns.indexOf('direction');
  return new Map(rows.map((row) => row.split(';')).map((cells) => [cells[id] ?? '', cells[direction] ?? '']));
}
