import { describe, expect, it } from 'vitest';
import { decodeLatestLive } from './latest-live.ts';

describe('decodeLatestLive', () => {
  it('splits the stored value into id and raw data', () => {
    const data = '{"rows":[{"gap":"}\\""}],"n":1}';
    expect(decodeLatestLive(`{"id":"1750000000000-2","data":${data}}`)).toEqual({
      id: '1750000000000-2',
      data,
    });
  });

  it('gives the same result as parsing the JSON', () => {
    const text = '{"id":"5-1","data":[1,{"a":"b"}]}';
    const decoded = decodeLatestLive(text);
    expect(JSON.parse(text)).toEqual({ id: decoded?.id, data: JSON.parse(decoded?.data ?? 'null') });
  });

  it('refuses values of another shape', () => {
    for (const text of [
      '',
      '{}',
      '{"data":1,"id":"1-0"}',
      '{"id":"x","data":1}',
      '{"id":"1-0","data":}',
      'null',
    ]) {
      expect(decodeLatestLive(text)).toBeNull();
    }
  });
});
