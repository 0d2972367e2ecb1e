/*
 * Drawn from the centre line br-1940.geojson (4298 m) of bacinger/f1-circuits, commit 4c9c9aaae234172c52b7edac1d5d2a42e897eed8
 * by scripts/circuits/build-drawings.ts: do not edit by hand, run the script again.
 *
 * Copyright (c) 2019-2025 Tomislav Bacinger
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 */
import type { CircuitGeometry } from '../circuit.ts';

export const INTERLAGOS_GEOMETRY: CircuitGeometry = {
  drawing: {
    kind: 'measured',
    unitMetres: 1.31,
    pins: [],
    track: [
      { x: 34.9, y: 518.1 },
      { x: 98.2, y: 765.8 },
      { x: 102.9, y: 776.3 },
      { x: 113.6, y: 792.3 },
      { x: 119.1, y: 796.8 },
      { x: 127.1, y: 800 },
      { x: 143.6, y: 798.3 },
      { x: 148.1, y: 795.9 },
      { x: 181, y: 763.9 },
      { x: 195.1, y: 761 },
      { x: 205.3, y: 764.4 },
      { x: 227.1, y: 777.7 },
      { x: 257.2, y: 788.1 },
      { x: 279.6, y: 790.2 },
      { x: 307.5, y: 785.7 },
      { x: 322.3, y: 780.4 },
      { x: 336.2, y: 772.3 },
      { x: 350, y: 761.5 },
      { x: 369.9, y: 737.4 },
      { x: 381.8, y: 712.5 },
      { x: 403.1, y: 642.1 },
      { x: 503.6, y: 253.1 },
      { x: 505, y: 243.8 },
      { x: 504.1, y: 235 },
      { x: 497.2, y: 222 },
      { x: 478.7, y: 211.9 },
      { x: 404.5, y: 198.6 },
      { x: 381.4, y: 201.2 },
      { x: 369.3, y: 204.7 },
      { x: 348.6, y: 217 },
      { x: 338.5, y: 225.3 },
      { x: 315.5, y: 252.9 },
      { x: 178.1, y: 441.4 },
      { x: 171.3, y: 448.8 },
      { x: 153, y: 457.3 },
      { x: 141.2, y: 458.9 },
      { x: 111.7, y: 456.5 },
      { x: 93.9, y: 449.7 },
      { x: 79.5, y: 441.9 },
      { x: 72.4, y: 435.5 },
      { x: 63, y: 420.2 },
      { x: 59.5, y: 407.9 },
      { x: 51.6, y: 373.1 },
      { x: 45.9, y: 329.8 },
      { x: 46.1, y: 317 },
      { x: 49.1, y: 307.3 },
      { x: 54, y: 302.3 },
      { x: 61.7, y: 299.1 },
      { x: 67.5, y: 298.4 },
      { x: 80.1, y: 302.5 },
      { x: 104.5, y: 319.9 },
      { x: 121.2, y: 323.8 },
      { x: 135.2, y: 320.1 },
      { x: 144.7, y: 312.2 },
      { x: 150.1, y: 304.2 },
      { x: 153, y: 295.5 },
      { x: 152.3, y: 279.3 },
      { x: 141.5, y: 261.6 },
      { x: 110.9, y: 231.5 },
      { x: 90.2, y: 204.8 },
      { x: 84, y: 188 },
      { x: 75.9, y: 143.1 },
      { x: 76.7, y: 133.8 },
      { x: 83.4, y: 123.6 },
      { x: 92.3, y: 121 },
      { x: 103.6, y: 124.3 },
      { x: 157.9, y: 185.3 },
      { x: 171.7, y: 195.4 },
      { x: 187.5, y: 201.3 },
      { x: 204.4, y: 203.7 },
      { x: 228.6, y: 201.7 },
      { x: 239.8, y: 198 },
      { x: 251.8, y: 191.2 },
      { x: 263.9, y: 181.3 },
      { x: 270.7, y: 172.4 },
      { x: 342.8, y: 57 },
      { x: 344.8, y: 46.9 },
      { x: 343.3, y: 41.6 },
      { x: 340.5, y: 35.8 },
      { x: 335.1, y: 30.8 },
      { x: 322.5, y: 24.2 },
      { x: 266.7, y: 3.4 },
      { x: 250, y: 0 },
      { x: 214.7, y: 4.8 },
      { x: 178.7, y: 12.6 },
      { x: 131.2, y: 31.7 },
      { x: 103.2, y: 46.9 },
      { x: 92.1, y: 54.4 },
      { x: 73, y: 71.8 },
      { x: 58.1, y: 91.9 },
      { x: 46.6, y: 120.5 },
      { x: 38.5, y: 150.7 },
      { x: 29.8, y: 188.6 },
      { x: 23.9, y: 224.3 },
      { x: 1.9, y: 311 },
      { x: 0, y: 325.4 },
      { x: 0.7, y: 368.3 },
      { x: 3.3, y: 385.7 },
      { x: 34.9, y: 518.1 },
    ],
  },
  landmarks: [
    { name: 'S do Senna', share: 0.0921 },
    { name: 'Curva do Sol', share: 0.1497 },
    { name: 'Reta Oposta', share: 0.2089 },
    { name: 'Descida do Lago', share: 0.3369 },
    { name: 'Ferradura', share: 0.4845 },
    { name: 'Laranjinha', share: 0.5483 },
    { name: 'Pinheirinho', share: 0.5926 },
    { name: 'Bico de Pato', share: 0.6525 },
    { name: 'Mergulho', share: 0.7008 },
    { name: 'Junção', share: 0.7628 },
    { name: 'Subida dos Boxes', share: 0.851 },
  ],
  pitLane: { entryShare: 0.8333, exitShare: 0.1205 },
};
