/** Number of values ≤ target in an ascending array: the index of the first value after it. */
export function upperBound(values: ArrayLike<number>, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}
