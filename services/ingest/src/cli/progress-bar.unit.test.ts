import { describe, expect, it } from 'vitest';
import { formatProgressBar, formatProgressLine, percentOf } from './progress-bar.ts';
import { progressModeOf, progressReporter } from './progress-reporter.ts';

describe('percentOf', () => {
  it('floors to a whole percent and says 100 only at the end', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('formatProgressBar', () => {
  it('fills the bar in proportion and right-aligns the percent', () => {
    expect(formatProgressBar('Lecture', 0, 10)).toBe('Lecture [░░░░░░░░░░]   0 %');
    expect(formatProgressBar('Lecture', 45, 10)).toBe('Lecture [█████░░░░░]  45 %');
    expect(formatProgressBar('Ingestion', 100, 4)).toBe('Ingestion [████] 100 %');
  });

  it('writes the plain line of a log', () => {
    expect(formatProgressLine('Ingestion', 40)).toBe('Ingestion : 40 %');
  });
});

describe('progressReporter', () => {
  const sink = (isTTY: boolean) => {
    const written: string[] = [];
    return { isTTY, written, write: (text: string) => written.push(text) };
  };

  it('redraws a terminal bar once per whole percent and ends its line at 100 %', () => {
    const output = sink(true);
    const progress = progressReporter(output, progressModeOf(output, false), 'Lecture');
    for (let done = 0; done <= 1000; done++) progress.update(done, 1000);
    expect(output.written).toHaveLength(101);
    expect(output.written[0]).toMatch(/^\rLecture \[░+\] {3}0 %$/);
    expect(output.written.at(-1)).toMatch(/^\rLecture \[█+\] 100 %\n$/);
  });

  it('writes a line per tenth to a log, and nothing with --json', () => {
    const log = sink(false);
    const lines = progressReporter(log, progressModeOf(log, false), 'Ingestion');
    for (let done = 0; done <= 50; done++) lines.update(done, 50);
    expect(log.written.join('')).toBe(
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((p) => `Ingestion : ${p} %\n`).join(''),
    );
    const json = sink(true);
    const silent = progressReporter(json, progressModeOf(json, true), 'Ingestion');
    silent.update(1, 2);
    silent.update(2, 2);
    expect(json.written).toEqual([]);
  });

  it('closes the line of a bar left unfinished', () => {
    const output = sink(true);
    const progress = progressReporter(output, 'bar', 'Lecture');
    progress.update(1, 3);
    progress.end();
    expect(output.written.at(-1)).toBe('\n');
  });
});
