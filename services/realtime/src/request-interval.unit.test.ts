import { describe, expect, it } from 'vitest';
import { RequestInterval, tooFrequent } from './request-interval.ts';

describe('RequestInterval', () => {
  it('takes the first request, then one per interval', () => {
    const requests = new RequestInterval(1000);
    expect(requests.take(5000)).toBe(true);
    expect(requests.take(5999)).toBe(false);
    expect(requests.take(6000)).toBe(true);
    expect(requests.take(6500)).toBe(false);
  });

  it('does not count a refused request: the interval runs from the last one taken', () => {
    const requests = new RequestInterval(1000);
    expect(requests.take(0)).toBe(true);
    expect(requests.take(900)).toBe(false);
    expect(requests.take(1000)).toBe(true);
  });
});

describe('tooFrequent', () => {
  it('says how often at most, in French', () => {
    expect(tooFrequent("demandes d'état complet", 1000)).toBe(
      "Trop de demandes d'état complet : une par seconde au plus",
    );
    expect(tooFrequent('reprises', 10_000)).toBe('Trop de reprises : une toutes les 10 secondes au plus');
    expect(tooFrequent('reprises', 1500)).toBe('Trop de reprises : une toutes les 1,5 seconde au plus');
  });
});
