/** Summary statistics of samples (milliseconds, requests...), for the results tables. */
export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    count: sorted.length,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
export const ratio = (ours: number, theirs: number) => `${fixed(theirs / ours, 1)}×`;

/** A section of bench/RESULTS.md. */
export interface BenchSection {
  title: string;
  markdown: string;
}

/**
 * Told a benchmark's section as it stands after each part it measured, so that a benchmark abandoned at the
 * run's deadline still reports what it measured before.
 */
export type BenchProgress = (partial: BenchSection) => void;

export function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
