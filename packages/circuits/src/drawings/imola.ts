/*
 * Drawn from the centre line it-1953.geojson (4898 m) of bacinger/f1-circuits, commit 4c9c9aaae234172c52b7edac1d5d2a42e897eed8
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

export const IMOLA_GEOMETRY: CircuitGeometry = {
  drawing: {
    kind: 'measured',
    unitMetres: 2.2986,
    pins: [],
    track: [
      { x: 474.8, y: 44.1 },
      { x: 404.8, y: 29.1 },
      { x: 373.2, y: 25.7 },
      { x: 354.8, y: 25.5 },
      { x: 262.5, y: 33.8 },
      { x: 217.1, y: 44.6 },
      { x: 211.5, y: 48.3 },
      { x: 208.8, y: 51.6 },
      { x: 204.7, y: 69.2 },
      { x: 202.2, y: 73.8 },
      { x: 196.6, y: 77.7 },
      { x: 154.9, y: 98.9 },
      { x: 148.6, y: 105.9 },
      { x: 81.3, y: 272.8 },
      { x: 80.6, y: 282.7 },
      { x: 87.7, y: 308.6 },
      { x: 87.7, y: 312.7 },
      { x: 85.4, y: 317.7 },
      { x: 82.8, y: 321.2 },
      { x: 3.1, y: 389.4 },
      { x: 0.8, y: 393.3 },
      { x: 0, y: 397.9 },
      { x: 1, y: 402.9 },
      { x: 3.9, y: 408.9 },
      { x: 7.7, y: 412.1 },
      { x: 12.1, y: 413.4 },
      { x: 18.7, y: 413.3 },
      { x: 147.2, y: 396.6 },
      { x: 161.9, y: 395.6 },
      { x: 183.5, y: 396.8 },
      { x: 199.2, y: 399.1 },
      { x: 253.8, y: 409.4 },
      { x: 260.9, y: 407.9 },
      { x: 266.4, y: 405.2 },
      { x: 273.4, y: 398.4 },
      { x: 280.4, y: 385.6 },
      { x: 291.3, y: 358.6 },
      { x: 293.8, y: 346.8 },
      { x: 294.6, y: 333.3 },
      { x: 292.5, y: 319.6 },
      { x: 276.8, y: 245.4 },
      { x: 277, y: 240.8 },
      { x: 279.2, y: 235.4 },
      { x: 300.3, y: 202.5 },
      { x: 303.8, y: 200.7 },
      { x: 308.4, y: 200.2 },
      { x: 329.3, y: 208.7 },
      { x: 334.8, y: 209.5 },
      { x: 520.1, y: 208.3 },
      { x: 522.5, y: 209.3 },
      { x: 526.5, y: 219.6 },
      { x: 528.5, y: 220.8 },
      { x: 532.5, y: 220.9 },
      { x: 606.5, y: 190.5 },
      { x: 615.8, y: 185.2 },
      { x: 646.6, y: 163.9 },
      { x: 664.3, y: 147.9 },
      { x: 723.1, y: 89.8 },
      { x: 731.5, y: 83.8 },
      { x: 740.7, y: 79.3 },
      { x: 795.3, y: 55.1 },
      { x: 799.4, y: 51 },
      { x: 800, y: 44.7 },
      { x: 798.9, y: 39.7 },
      { x: 782.4, y: 4.8 },
      { x: 778.6, y: 1.5 },
      { x: 774.4, y: 0.2 },
      { x: 768.4, y: 0 },
      { x: 650.1, y: 44.3 },
      { x: 629.4, y: 48.6 },
      { x: 493.3, y: 48.1 },
      { x: 474.8, y: 44.1 },
    ],
  },
  landmarks: [
    { name: 'Tamburello', share: 0.1292 },
    { name: 'Villeneuve', share: 0.2699 },
    { name: 'Tosa', share: 0.3355 },
    { name: 'Piratella', share: 0.4608 },
    { name: 'Acque Minerali', share: 0.5529 },
    { name: 'Variante Alta', share: 0.6738 },
    { name: 'Rivazza', share: 0.8327 },
  ],
  pitLane: { entryShare: 0.8552, exitShare: 0.1292 },
};
