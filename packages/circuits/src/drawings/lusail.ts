/*
 * Drawn from the centre line qa-2004.geojson (5421 m) of bacinger/f1-circuits, commit 4c9c9aaae234172c52b7edac1d5d2a42e897eed8
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

export const LUSAIL_GEOMETRY: CircuitGeometry = {
  drawing: {
    kind: 'measured',
    unitMetres: 1.8458,
    pins: [],
    track: [
      { x: 140, y: 522.5 },
      { x: 2.2, y: 271.1 },
      { x: 0, y: 260 },
      { x: 1.4, y: 248.4 },
      { x: 5.6, y: 239.5 },
      { x: 12.2, y: 232.9 },
      { x: 22.3, y: 226.9 },
      { x: 33.9, y: 225.1 },
      { x: 44.8, y: 227.1 },
      { x: 128.5, y: 277.9 },
      { x: 136.5, y: 280.1 },
      { x: 147, y: 280.5 },
      { x: 159.2, y: 276.9 },
      { x: 168.9, y: 267.8 },
      { x: 174.5, y: 257.8 },
      { x: 175.9, y: 247.7 },
      { x: 174, y: 174.7 },
      { x: 175.2, y: 164.8 },
      { x: 182.2, y: 148 },
      { x: 307.3, y: 9 },
      { x: 313.9, y: 3.6 },
      { x: 324.1, y: 0.8 },
      { x: 333.9, y: 0 },
      { x: 343.8, y: 2.6 },
      { x: 351.6, y: 7.2 },
      { x: 387.1, y: 41 },
      { x: 391, y: 48.2 },
      { x: 392.8, y: 58 },
      { x: 392.4, y: 66.6 },
      { x: 390, y: 74.9 },
      { x: 384.9, y: 82.5 },
      { x: 307.3, y: 167.7 },
      { x: 304, y: 173.9 },
      { x: 303.7, y: 180.6 },
      { x: 305.5, y: 186.6 },
      { x: 309.3, y: 191 },
      { x: 314.9, y: 194.5 },
      { x: 322.7, y: 195.5 },
      { x: 328.1, y: 194 },
      { x: 470.5, y: 136.6 },
      { x: 479.4, y: 135.6 },
      { x: 490.3, y: 137.2 },
      { x: 499.5, y: 141.3 },
      { x: 506.7, y: 148.6 },
      { x: 511.1, y: 157.7 },
      { x: 512.8, y: 166.7 },
      { x: 512.7, y: 174.7 },
      { x: 510.1, y: 182.3 },
      { x: 504.5, y: 191.1 },
      { x: 489.3, y: 204 },
      { x: 477.6, y: 217.5 },
      { x: 467.8, y: 231.1 },
      { x: 459.6, y: 245.5 },
      { x: 449.3, y: 274 },
      { x: 445.3, y: 294.3 },
      { x: 441.9, y: 303 },
      { x: 436.2, y: 310.4 },
      { x: 430, y: 315 },
      { x: 421.6, y: 318.7 },
      { x: 344.6, y: 337.5 },
      { x: 332.7, y: 346 },
      { x: 329.7, y: 353.6 },
      { x: 328.5, y: 361 },
      { x: 329.9, y: 372 },
      { x: 338.3, y: 383 },
      { x: 352.6, y: 397.5 },
      { x: 374.8, y: 414.4 },
      { x: 397.9, y: 427.5 },
      { x: 421.4, y: 435.9 },
      { x: 444.9, y: 440.9 },
      { x: 467.8, y: 442.9 },
      { x: 607.9, y: 427.7 },
      { x: 618.5, y: 429.9 },
      { x: 630.7, y: 435.7 },
      { x: 640, y: 442.9 },
      { x: 648.8, y: 454.8 },
      { x: 675.5, y: 504.5 },
      { x: 677.6, y: 513 },
      { x: 676.4, y: 528.9 },
      { x: 629.5, y: 606.1 },
      { x: 624.2, y: 611.1 },
      { x: 608.5, y: 617.1 },
      { x: 597.8, y: 616.7 },
      { x: 465.5, y: 590 },
      { x: 456.1, y: 590 },
      { x: 446.7, y: 592.8 },
      { x: 438.8, y: 598.2 },
      { x: 433.2, y: 605.1 },
      { x: 341, y: 784.3 },
      { x: 333.7, y: 792.8 },
      { x: 325.3, y: 798 },
      { x: 313.2, y: 800 },
      { x: 304, y: 799 },
      { x: 295, y: 795.2 },
      { x: 285.9, y: 787.2 },
      { x: 140, y: 522.5 },
    ],
  },
  landmarks: [
    { name: 'Virage 1', share: 0.1054 },
    { name: 'Virage 16', share: 0.8896 },
  ],
  pitLane: { entryShare: 0.8865, exitShare: 0.112 },
};
