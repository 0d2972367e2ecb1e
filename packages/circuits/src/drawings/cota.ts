/*
 * Drawn from the centre line us-2012.geojson (5520 m) of bacinger/f1-circuits, commit 4c9c9aaae234172c52b7edac1d5d2a42e897eed8
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

export const COTA_GEOMETRY: CircuitGeometry = {
  drawing: {
    kind: 'measured',
    unitMetres: 2.2832,
    pins: [],
    track: [
      { x: 163.2, y: 376.6 },
      { x: 232.8, y: 432.1 },
      { x: 252.8, y: 446.1 },
      { x: 268.3, y: 455.3 },
      { x: 276.2, y: 458.7 },
      { x: 278.7, y: 458.2 },
      { x: 282.4, y: 454.6 },
      { x: 283, y: 449.9 },
      { x: 260.3, y: 383.9 },
      { x: 259, y: 377.4 },
      { x: 259, y: 365.5 },
      { x: 262.5, y: 352 },
      { x: 269.7, y: 339.8 },
      { x: 274.9, y: 333.8 },
      { x: 347.8, y: 287.9 },
      { x: 357.5, y: 276.2 },
      { x: 366, y: 254.2 },
      { x: 372.7, y: 245.2 },
      { x: 381.7, y: 239.9 },
      { x: 399.4, y: 232.1 },
      { x: 403.8, y: 228.7 },
      { x: 409.1, y: 220.6 },
      { x: 412.3, y: 199.7 },
      { x: 415.8, y: 188.3 },
      { x: 421.6, y: 179.1 },
      { x: 430.3, y: 170.4 },
      { x: 436.3, y: 166 },
      { x: 449.7, y: 159.3 },
      { x: 455.7, y: 157.9 },
      { x: 464.7, y: 157.9 },
      { x: 471.2, y: 159.8 },
      { x: 516.5, y: 180.4 },
      { x: 520.8, y: 180.4 },
      { x: 532.3, y: 174 },
      { x: 541.9, y: 166.2 },
      { x: 548.9, y: 159.1 },
      { x: 561.1, y: 143.5 },
      { x: 565.9, y: 139.8 },
      { x: 575.1, y: 136.6 },
      { x: 580.9, y: 136.6 },
      { x: 587.3, y: 138.5 },
      { x: 592.3, y: 141.2 },
      { x: 598.5, y: 147.9 },
      { x: 602.8, y: 155.2 },
      { x: 605.8, y: 158.4 },
      { x: 609.3, y: 159.8 },
      { x: 612.7, y: 159.8 },
      { x: 692.1, y: 141.7 },
      { x: 697.3, y: 138 },
      { x: 794, y: 19.8 },
      { x: 800, y: 8.8 },
      { x: 799.7, y: 3.5 },
      { x: 795.7, y: 0.5 },
      { x: 790.5, y: 0 },
      { x: 707, y: 26.4 },
      { x: 651.4, y: 42 },
      { x: 590.1, y: 56.9 },
      { x: 516.8, y: 71.6 },
      { x: 428.5, y: 85.4 },
      { x: 303.6, y: 99.2 },
      { x: 289.7, y: 101.7 },
      { x: 287.9, y: 102.9 },
      { x: 287.4, y: 107 },
      { x: 297.4, y: 118.7 },
      { x: 325.8, y: 157.7 },
      { x: 338.3, y: 178 },
      { x: 339.1, y: 180.9 },
      { x: 338.3, y: 185.3 },
      { x: 336.5, y: 188.3 },
      { x: 330.5, y: 191.2 },
      { x: 325.3, y: 191.9 },
      { x: 302.2, y: 190.1 },
      { x: 295.9, y: 184.8 },
      { x: 287.4, y: 163.7 },
      { x: 284.2, y: 159.1 },
      { x: 266.7, y: 141.7 },
      { x: 261.3, y: 140.1 },
      { x: 246.3, y: 138.7 },
      { x: 241.5, y: 140.1 },
      { x: 239.1, y: 144.9 },
      { x: 240.1, y: 148.1 },
      { x: 280.7, y: 219.9 },
      { x: 281.4, y: 231.9 },
      { x: 276, y: 250.5 },
      { x: 271.5, y: 260.4 },
      { x: 268.5, y: 264.3 },
      { x: 263.5, y: 267.9 },
      { x: 234.1, y: 281.4 },
      { x: 224.6, y: 282.9 },
      { x: 207.6, y: 281 },
      { x: 191, y: 275 },
      { x: 178, y: 266.5 },
      { x: 147.3, y: 222.5 },
      { x: 126.1, y: 195.8 },
      { x: 123.4, y: 193.1 },
      { x: 115.9, y: 190.8 },
      { x: 106.9, y: 192.4 },
      { x: 95.5, y: 196.5 },
      { x: 8, y: 234.9 },
      { x: 3, y: 238.3 },
      { x: 0, y: 245 },
      { x: 1, y: 247.5 },
      { x: 5.5, y: 252.1 },
      { x: 163.2, y: 376.6 },
    ],
  },
  landmarks: [
    { name: 'Virage 1', share: 0.059 },
    { name: 'Esses', share: 0.1566 },
    { name: 'Virage 11', share: 0.4097 },
    { name: 'Virage 12', share: 0.6259 },
    { name: 'Stade', share: 0.7092 },
    { name: 'Virage 19', share: 0.8559 },
    { name: 'Virage 20', share: 0.9131 },
  ],
  pitLane: { entryShare: 0.9131, exitShare: 0.0621 },
};
