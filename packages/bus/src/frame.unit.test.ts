import { describe, expect, it } from 'vitest';
import { decodeFrameEntry, isFrameType, wireFrame } from './frame.ts';

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
