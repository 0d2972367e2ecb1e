import type { CircuitId } from '@lemans/circuits';

/**
 * What the drawings are built from: one centre line per circuit (`../shared/data/circuits`, bacinger/f1-circuits,
 * MIT) and what that line does not say, read off it by its points' indexes in the file: where the finish
 * line lies, the named places, the pit lane. Indexes are of the source file's points, in the file's order.
 */
export interface CircuitSource {
  id: CircuitId;
  file: string;
  /** The point of the first corner after the finish line, and how far before it the line lies (metres). */
  line: { beforePoint: number; metres: number };
  landmarks: readonly { name: string; point: number }[];
  /** Where the pit lane leaves the track and joins it again (it runs along the main straight). */
  pitLane: { entryPoint: number; exitPoint: number };
}

export const CIRCUIT_SOURCES: readonly CircuitSource[] = [
  {
    id: 'spa',
    file: 'be-1925.geojson',
    line: { beforePoint: 3, metres: 300 },
    landmarks: [
      { name: 'La Source', point: 3 },
      { name: 'Eau Rouge', point: 12 },
      { name: 'Raidillon', point: 18 },
      { name: 'Kemmel', point: 27 },
      { name: 'Les Combes', point: 33 },
      { name: 'Rivage', point: 51 },
      { name: 'Pouhon', point: 72 },
      { name: 'Fagnes', point: 87 },
      { name: 'Stavelot', point: 105 },
      { name: 'Blanchimont', point: 126 },
      { name: 'Bus Stop', point: 144 },
    ],
    pitLane: { entryPoint: 141, exitPoint: 9 },
  },
  {
    id: 'imola',
    file: 'it-1953.geojson',
    line: { beforePoint: 6, metres: 600 },
    landmarks: [
      { name: 'Tamburello', point: 9 },
      { name: 'Villeneuve', point: 18 },
      { name: 'Tosa', point: 26 },
      { name: 'Piratella', point: 38 },
      { name: 'Acque Minerali', point: 48 },
      { name: 'Variante Alta', point: 58 },
      { name: 'Rivazza', point: 72 },
    ],
    pitLane: { entryPoint: 75, exitPoint: 9 },
  },
  {
    id: 'lusail',
    file: 'qa-2004.geojson',
    line: { beforePoint: 3, metres: 550 },
    landmarks: [
      { name: 'Virage 1', point: 4 },
      { name: 'Virage 16', point: 103 },
    ],
    pitLane: { entryPoint: 102, exitPoint: 6 },
  },
  {
    id: 'bahrain',
    file: 'bh-2002.geojson',
    line: { beforePoint: 3, metres: 650 },
    landmarks: [
      { name: 'Virage 1', point: 4 },
      { name: 'Virage 4', point: 16 },
      { name: 'Virage 8', point: 37 },
      { name: 'Virage 10', point: 50 },
      { name: 'Virage 11', point: 58 },
      { name: 'Virage 14', point: 88 },
    ],
    pitLane: { entryPoint: 87, exitPoint: 6 },
  },
  {
    id: 'interlagos',
    file: 'br-1940.geojson',
    line: { beforePoint: 3, metres: 350 },
    landmarks: [
      { name: 'S do Senna', point: 6 },
      { name: 'Curva do Sol', point: 21 },
      { name: 'Reta Oposta', point: 30 },
      { name: 'Descida do Lago', point: 39 },
      { name: 'Ferradura', point: 63 },
      { name: 'Laranjinha', point: 78 },
      { name: 'Pinheirinho', point: 96 },
      { name: 'Bico de Pato', point: 111 },
      { name: 'Mergulho', point: 123 },
      { name: 'Junção', point: 132 },
      { name: 'Subida dos Boxes', point: 150 },
    ],
    pitLane: { entryPoint: 147, exitPoint: 15 },
  },
  {
    id: 'cota',
    file: 'us-2012.geojson',
    line: { beforePoint: 3, metres: 300 },
    landmarks: [
      { name: 'Virage 1', point: 6 },
      { name: 'Esses', point: 27 },
      { name: 'Virage 11', point: 87 },
      { name: 'Virage 12', point: 100 },
      { name: 'Stade', point: 123 },
      { name: 'Virage 19', point: 155 },
      { name: 'Virage 20', point: 165 },
    ],
    pitLane: { entryPoint: 165, exitPoint: 9 },
  },
];
