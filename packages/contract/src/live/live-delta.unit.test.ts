import { describe, expect, it } from 'vitest';
import { applyLiveDelta, liveDeltaOf } from './live-delta.ts';
import type { LiveFrame, LiveRow } from './live-frame.ts';
import { testLiveRow } from './test-live-row.ts';

const row = (number: string, fields: Partial<LiveRow> = {}) =>
  testLiveRow({ participant_number: number, ranking: Number(number), ...fields });

const frame = (data: LiveRow[], fields: Record<string, unknown> = {}) =>
  ({
    session_id: '7',
    timestamp: '2025-06-14T14:00:00.000Z',
    weather: { air_temperature: 21.5, remaining_time: 86_400 },
    data,
    ...fields,
  }) as unknown as LiveFrame;

describe('liveDeltaOf and applyLiveDelta', () => {
  it('say only the fields and cars that changed, and keep the objects of the others', () => {
    const before = frame([row('1'), row('2'), row('3')]);
    const after = frame(
      [row('1'), row('2', { gap: '1.234', current_sectors: [31_000, null, null] }), row('3')],
      {
        timestamp: '2025-06-14T14:00:03.000Z',
        weather: { air_temperature: 21.5, remaining_time: 86_397 },
      },
    );
    const delta = liveDeltaOf(before, after);
    expect(delta).toEqual({
      set: { timestamp: '2025-06-14T14:00:03.000Z' },
      merge: { weather: { remaining_time: 86_397 } },
      rows: [{ participant_number: '2', gap: '1.234', current_sectors: [31_000, null, null] }],
    });
    const rebuilt = applyLiveDelta(before, delta ?? {});
    expect(rebuilt).toEqual(after);
    expect(rebuilt.data[0]).toBe(before.data[0]);
    expect(rebuilt.data[2]).toBe(before.data[2]);
  });

  it('is empty for the same state', () => {
    const same = frame([row('1'), row('2')]);
    expect(liveDeltaOf(same, structuredClone(same))).toEqual({});
  });

  it('gives the order when cars swap, come or go, and a new car whole', () => {
    const before = frame([row('1'), row('2'), row('3')]);
    const after = frame([row('2', { ranking: 1 }), row('1', { ranking: 2 }), row('4', { ranking: 3 })]);
    const delta = liveDeltaOf(before, after);
    expect(delta?.order).toEqual(['2', '1', '4']);
    expect(delta?.rows).toContainEqual(row('4', { ranking: 3 }));
    expect(applyLiveDelta(before, delta ?? {})).toEqual(after);
  });

  it('replaces a field whole when it changes kind or an object loses a key', () => {
    const before = frame([row('1')], { weather: { air_temperature: 21.5, wind: 3 } });
    const after = frame([row('1')], { weather: { air_temperature: 22 } });
    const delta = liveDeltaOf(before, after);
    expect(delta).toEqual({ set: { weather: { air_temperature: 22 } } });
    expect(applyLiveDelta(before, delta ?? {})).toEqual(after);
  });

  it('has no delta when a field of the frame or of a row is gone, or two cars share a number', () => {
    const before = frame([row('1'), row('2')], { message: 'Drapeau vert' });
    expect(liveDeltaOf(before, frame([row('1'), row('2')]))).toBeNull();
    const { gap: _gap, ...withoutGap } = row('2');
    expect(liveDeltaOf(before, frame([row('1'), withoutGap as LiveRow], { message: '' }))).toBeNull();
    expect(liveDeltaOf(before, frame([row('1'), row('1')], { message: '' }))).toBeNull();
  });

  it('refuses a delta naming a car its base lacks without giving it whole', () => {
    expect(() => applyLiveDelta(frame([row('1')]), { order: ['1', '9'] })).toThrow('n°9');
  });
});
