import { describe, expect, it } from 'vitest';
import { decodeFrameEntry, isFrameType, wireDelta, wireFrame } from './frame.ts';

const fields = (overrides: Record<string, string> = {}) =>
  Object.entries({
    type: 'live-update',
    session: '4242',
    current: '1',
    data: '{"a":1}',
    ...overrides,
  }).flat();

describe('decodeFrameEntry', () => {
  it('decodes the fields and keeps the data as raw JSON text', () => {
    expect(decodeFrameEntry(['1-0', fields()])).toEqual({
      id: '1-0',
      type: 'live-update',
      session: '4242',
      current: true,
      data: '{"a":1}',
    });
    expect(
      decodeFrameEntry(['2-0', fields({ type: 'news-update', session: '', current: '0' })]),
    ).toMatchObject({
      type: 'news-update',
      session: '',
      current: false,
    });
  });

  it('does not depend on the order of the fields', () => {
    const reversed = ['data', '[]', 'current', '0', 'session', '7', 'type', 'alerts-update'];
    expect(decodeFrameEntry(['3-1', reversed])).toMatchObject({
      type: 'alerts-update',
      session: '7',
      data: '[]',
    });
  });

  it("keeps a live-update's delta when its base is a stream id, and only then", () => {
    const withDelta = fields({ base: '1-0', delta: '{"rows":[]}' });
    expect(decodeFrameEntry(['2-0', withDelta])?.delta).toEqual({ base: '1-0', data: '{"rows":[]}' });
    expect(decodeFrameEntry(['2-0', fields({ base: 'hier', delta: '{}' })])).not.toHaveProperty('delta');
    expect(decodeFrameEntry(['2-0', fields({ base: '1-0' })])).not.toHaveProperty('delta');
    const notice = fields({ type: 'news-update', session: '', base: '1-0', delta: '{}' });
    expect(decodeFrameEntry(['2-0', notice])).not.toHaveProperty('delta');
  });

  it('refuses entries that are not frames', () => {
    expect(decodeFrameEntry(['1-0', fields({ type: 'unknown' })])).toBeNull();
    expect(decodeFrameEntry(['1-0', fields({ current: 'yes' })])).toBeNull();
    expect(decodeFrameEntry(['1-0', fields({ data: '' })])).toBeNull();
    expect(decodeFrameEntry(['1-0', ['type', 'live-update']])).toBeNull();
    expect(decodeFrameEntry(['not-an-id', fields()])).toBeNull();
  });
});

describe('isFrameType', () => {
  it('knows the five frame types only', () => {
    expect(
      ['live-update', 'sync-complete', 'program-update', 'news-update', 'alerts-update'].every(isFrameType),
    ).toBe(true);
    expect(isFrameType('error')).toBe(false);
  });
});

describe('wireFrame', () => {
  it('builds the client frame around the raw data, without re-serialising it', () => {
    const data = '{"sessionName":"Course","gap":"+1.234","unicode":"é"}';
    const text = wireFrame({ type: 'live-update', id: '1750000000000-0', data });
    expect(text).toBe(`{"type":"live-update","id":"1750000000000-0","data":${data}}`);
    expect(JSON.parse(text)).toEqual({ type: 'live-update', id: '1750000000000-0', data: JSON.parse(data) });
  });
});

describe('wireDelta', () => {
  it('names the frame it applies to and its session, around the raw delta', () => {
    const data = '{"rows":[{"participant_number":"83","gap":"1.2"}]}';
    const text = wireDelta(
      { id: '1750000003000-0', session: 'replay-"1"' },
      { base: '1750000000000-0', data },
    );
    expect(JSON.parse(text)).toEqual({
      type: 'live-delta',
      id: '1750000003000-0',
      base: '1750000000000-0',
      session: 'replay-"1"',
      data: JSON.parse(data),
    });
  });
});
