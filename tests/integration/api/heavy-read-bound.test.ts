import { describe, expect, it } from 'vitest';
import { HEAVY_READS_BUSY } from '../../../services/api/src/heavy-reads/read-queue.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { type Families, sampleSum, scrape } from '../../support/prometheus-text.ts';
import { apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/** Short, so that a burst passes it whatever the machine's speed. */
const MAX_WAIT_MS = 250;
/** Distinct report pages, each computed for itself: far more than one thread answers within the bound. */
const BURST = 120;

const context = apiUnderTest(
  { readWorkers: 1, heavyReadMaxWaitMs: MAX_WAIT_MS },
  { seed: RECORDED_RACE_SEED },
);

/** Reads that started after waiting at most the bound (its bucket), and all those that started. */
function waits(families: Families): { withinBound: number; started: number } {
  const family = families.get('lemans_api_heavy_read_wait_seconds');
  const bound = family?.samples.find(
    (sample) => sample.name.endsWith('_bucket') && Number(sample.labels.le) === MAX_WAIT_MS / 1000,
  );
  if (!bound) throw new Error('pas de seau à la borne d’attente');
  return {
    withinBound: bound.value,
    started: sampleSum(families, 'lemans_api_heavy_read_wait_seconds_count'),
  };
}

describe('a burst of heavy reads', () => {
  it('is answered or told to retry at once: no read waits past the bound', async () => {
    const pages = Array.from({ length: BURST }, (_, i) => i + 1);
    const answers = await Promise.all(
      pages.map((page) => context.api.get(`/api/sessions/${RECORDED_RACE}/report?page=${page}&pageSize=20`)),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    const answered = answers.filter((answer) => answer.status === 200);
    expect(answered.length + refused.length, answers.map((answer) => answer.status).join(' ')).toBe(BURST);
    // The first reads start at once; the burst outruns one thread by far.
    expect(answered.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await frenchErrorOf(answer)).toBe(HEAVY_READS_BUSY);
    }
    await Promise.all(answered.map((answer) => answer.arrayBuffer()));

    const families = await scrape(context.api.url);
    // What the server says of the reads it let wait: every one started within the bound...
    const { withinBound, started } = waits(families);
    expect(started).toBe(answered.length);
    expect(withinBound).toBe(started);
    // ...and every other was refused, most at once, as the queue ahead of them foretold.
    expect(sampleSum(families, 'lemans_api_heavy_reads_refused_total')).toBe(refused.length);
    expect(
      sampleSum(families, 'lemans_api_heavy_reads_refused_total', { reason: 'foreseen' }),
    ).toBeGreaterThan(0);
    expect(sampleSum(families, 'lemans_api_heavy_reads_computed_total', { kind: 'report' })).toBe(
      answered.length,
    );
    expect(sampleSum(families, 'lemans_api_heavy_reads', { state: 'waiting' })).toBe(0);
    expect(sampleSum(families, 'lemans_api_heavy_reads', { state: 'running' })).toBe(0);
  });
});
