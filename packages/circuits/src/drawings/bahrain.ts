/*
 * Drawn from the centre line bh-2002.geojson (5418 m) of bacinger/f1-circuits, commit 4c9c9aaae234172c52b7edac1d5d2a42e897eed8
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

export const BAHRAIN_GEOMETRY: CircuitGeometry = {
  drawing: {
    kind: 'measured',
    unitMetres: 1.501,
    pins: [],
    track: [
      { x: 13.7, y: 433.2 },
      { x: 17.4, y: 379.2 },
      { x: 23.6, y: 154.7 },
      { x: 29.6, y: 7.6 },
      { x: 32.4, y: 1 },
      { x: 38.2, y: 0 },
      { x: 44.5, y: 1.7 },
      { x: 79.6, y: 35.9 },
      { x: 87.9, y: 39 },
      { x: 96.9, y: 38.4 },
      { x: 149.7, y: 21.3 },
      { x: 162.4, y: 19.9 },
      { x: 173.8, y: 20.6 },
      { x: 520.1, y: 87.6 },
      { x: 531.9, y: 91.1 },
      { x: 538.2, y: 97.7 },
      { x: 539.8, y: 106.2 },
      { x: 538.6, y: 114.2 },
      { x: 534.7, y: 123.2 },
      { x: 527.2, y: 132.3 },
      { x: 518.5, y: 139.6 },
      { x: 465, y: 179.8 },
      { x: 423.2, y: 222.8 },
      { x: 416.5, y: 234.2 },
      { x: 401.5, y: 268.2 },
      { x: 396.4, y: 275.5 },
      { x: 380.6, y: 284.9 },
      { x: 368, y: 286.3 },
      { x: 330.2, y: 280 },
      { x: 309.3, y: 282.5 },
      { x: 300.6, y: 287 },
      { x: 290, y: 296.8 },
      { x: 213.1, y: 394.2 },
      { x: 205.7, y: 400.9 },
      { x: 195, y: 402.6 },
      { x: 188.4, y: 397.4 },
      { x: 186, y: 386.9 },
      { x: 186.4, y: 370.8 },
      { x: 217.1, y: 177.7 },
      { x: 212.4, y: 155.7 },
      { x: 206.9, y: 146.3 },
      { x: 175.3, y: 119 },
      { x: 171, y: 117 },
      { x: 166.3, y: 118.3 },
      { x: 163.6, y: 123.2 },
      { x: 152.1, y: 208.5 },
      { x: 143.4, y: 367.7 },
      { x: 135.5, y: 572 },
      { x: 137.1, y: 588 },
      { x: 143.4, y: 597.5 },
      { x: 153.3, y: 602.6 },
      { x: 167.1, y: 605.5 },
      { x: 181.3, y: 604.4 },
      { x: 199, y: 600.9 },
      { x: 217.1, y: 592.2 },
      { x: 232.4, y: 581.4 },
      { x: 247.4, y: 566.1 },
      { x: 256.5, y: 551 },
      { x: 273.4, y: 507 },
      { x: 282.9, y: 488.5 },
      { x: 292, y: 477.7 },
      { x: 303.8, y: 467.9 },
      { x: 318, y: 459.2 },
      { x: 337.7, y: 454.3 },
      { x: 359.3, y: 453.9 },
      { x: 374.7, y: 457.4 },
      { x: 449.2, y: 494 },
      { x: 460.2, y: 502.1 },
      { x: 469.7, y: 511.5 },
      { x: 480.3, y: 530 },
      { x: 480.3, y: 538.8 },
      { x: 475.5, y: 547.8 },
      { x: 453.1, y: 566.7 },
      { x: 36.7, y: 799.6 },
      { x: 24.8, y: 800 },
      { x: 19.7, y: 795.1 },
      { x: 1.6, y: 756.7 },
      { x: 0, y: 741.3 },
      { x: 5.5, y: 553.5 },
      { x: 13.7, y: 433.2 },
    ],
  },
  landmarks: [
    { name: 'Virage 1', share: 0.1216 },
    { name: 'Virage 4', share: 0.2701 },
    { name: 'Virage 8', share: 0.402 },
    { name: 'Virage 10', share: 0.4924 },
    { name: 'Virage 11', share: 0.6262 },
    { name: 'Virage 14', share: 0.8985 },
  ],
  pitLane: { entryShare: 0.8965, exitShare: 0.125 },
};
