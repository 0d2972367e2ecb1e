import { describe, expect, it } from 'vitest';
import { loadIngestConfig } from './config.ts';

describe('loadIngestConfig', () => {
  it("reads the feed's control secret, unset by default", () => {
    expect(loadIngestConfig({}).FEED_CONTROL_SECRET).toBeUndefined();
    expect(loadIngestConfig({ FEED_CONTROL_SECRET: 'un-secret-de-pilotage' }).FEED_CONTROL_SECRET).toBe(
      'un-secret-de-pilotage',
    );
  });

  it('rejects a control secret that is short or would not fit in a header, in French', () => {
    expect(() => loadIngestConfig({ FEED_CONTROL_SECRET: 'court' })).toThrow(
      /FEED_CONTROL_SECRET : doit compter au moins 16 caractères/,
    );
    expect(() => loadIngestConfig({ FEED_CONTROL_SECRET: 'secret\u00e9-de-pilotage-accentue' })).toThrow(
      /FEED_CONTROL_SECRET : doit être fait de caractères ASCII visibles, sans espace/,
    );
  });
});
