import type { CircuitSource } from './circuit-sources.ts';

/** A circuit's drawing as built from its centre line, with what was measured along it. */
export interface BuiltDrawing {
  track: { x: number; y: number }[];
  unitMetres: number;
  /** Length of the source's centre line, metres. */
  lengthM: number;
  landmarks: { name: string; share: number }[];
  pitLane: { entryShare: number; exitShare: number };
}

/** The source files' copyright notice (MIT), which must go with anything derived from them. */
export const SOURCE_NOTICE = `Copyright (c) 2019-2025 Tomislav Bacinger

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/** The source repository and commit the centre lines come from. */
const ORIGIN = 'bacinger/f1-circuits, commit 4c9c9aaae234172c52b7edac1d5d2a42e897eed8';

const constantOf = (id: string) => `${id.toUpperCase().replaceAll('-', '_')}_GEOMETRY`;

/** The TypeScript module of one circuit's drawing, its source's notice in its header. */
export function drawingFileText(source: CircuitSource, drawing: BuiltDrawing): string {
  const notice = SOURCE_NOTICE.split('\n')
    .map((line) => (line ? ` * ${line}` : ' *'))
    .join('\n');
  const points = drawing.track.map(({ x, y }) => `      { x: ${x}, y: ${y} },`).join('\n');
  const landmarks = drawing.landmarks
    .map(({ name, share }) => `    { name: '${name.replaceAll("'", "\\'")}', share: ${share} },`)
    .join('\n');
  return `/*
 * Drawn from the centre line ${source.file} (${drawing.lengthM} m) of ${ORIGIN}
 * by scripts/circuits/build-drawings.ts: do not edit by hand, run the script again.
 *
${notice}
 */
import type { CircuitGeometry } from '../circuit.ts';

export const ${constantOf(source.id)}: CircuitGeometry = {
  drawing: {
    kind: 'measured',
    unitMetres: ${drawing.unitMetres},
    pins: [],
    track: [
${points}
    ],
  },
  landmarks: [
${landmarks}
  ],
  pitLane: { entryShare: ${drawing.pitLane.entryShare}, exitShare: ${drawing.pitLane.exitShare} },
};
`;
}

/** The notice beside the drawings: which of them derive from the centre lines, under which licence. */
export function noticeFileText(sources: readonly CircuitSource[]): string {
  const files = sources.map((source) => `- ${source.id}.ts, from ${source.file}`).join('\n');
  return `The drawings of this folder built by scripts/circuits/build-drawings.ts derive from the circuits'
centre lines of ${ORIGIN}, under the MIT licence:

${files}

le-mans.ts is the project's own drawing.

${SOURCE_NOTICE}
`;
}
