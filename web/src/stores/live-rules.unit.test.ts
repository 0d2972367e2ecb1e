import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { changeFlags, sameRow, shownRows, updateChangesSomething } from './live-rules.ts';

const row = testLiveRow;

describe('shownRows', () => {
  it('drops rows without number or team and sorts by ranking, laps, then best lap', () => {
    const rows = shownRows([
      row({ participant_number: '6', ranking: 2 }),
      row({ participant_number: '', ranking: 3 }),
      row({ participant_number: '51', ranking: 0, lap_count: 90 }),
      row({ participant_number: '12', ranking: 0, lap_count: 95 }),
      row({ participant_number: '83', ranking: 1 }),
      row({ participant_number: '7', team_name: '' }),
    ]);
    expect(rows.map((r) => r.participant_number)).toEqual(['83', '6', '12', '51']);
  });
});

describe('changeFlags', () => {
  it('gives the position delta as old minus new, and a lap time change only beyond 1000 ms', () => {
    expect(changeFlags(row({ ranking: 5 }), row({ ranking: 3 }))).toMatchObject({
      position_changed: true,
      position_change: 2,
    });
    expect(changeFlags(row({}), row({ last_lap_time: 210_900 }))).toBeNull();
    expect(changeFlags(row({}), row({ last_lap_time: 211_001 }))).toMatchObject({ time_changed: true });
    expect(changeFlags(row({}), row({ current_sector: 2 }))).toMatchObject({ sector_changed: true });
    expect(changeFlags(undefined, row({}))).toBeNull();
  });
});

describe('updateChangesSomething', () => {
  it('sees new entries, length changes and meaningful changes only', () => {
    const held = [row({}), row({ participant_number: '6', ranking: 2 })];
    expect(
      updateChangesSomething(
        held,
        held.map((r) => ({ ...r, speed: 300 })),
      ),
    ).toBe(false);
    expect(updateChangesSomething(held, [held[0] as LiveRow])).toBe(true);
    expect(updateChangesSomething(held, [row({}), row({ participant_number: '7', ranking: 2 })])).toBe(true);
    expect(updateChangesSomething(held, [row({ lap_count: 101 }), held[1] as LiveRow])).toBe(true);
  });
});

describe('sameRow', () => {
  it('is true for a row parsed again from a new frame, sector arrays included', () => {
    const held = row({ current_sectors: [31_200, 84_100, null], best_sectors: [30_900, 83_000, 90_100] });
    const again = structuredClone(held);
    expect(again.current_sectors).not.toBe(held.current_sectors);
    expect(sameRow(held, again)).toBe(true);
  });

  it('is false when one sector time or one plain field differs', () => {
    const held = row({ current_sectors: [31_200, null, null] });
    expect(sameRow(held, row({ current_sectors: [31_200, 84_100, null] }))).toBe(false);
    expect(sameRow(held, row({ current_sectors: [31_200, null, null], interval_time: 1_400 }))).toBe(false);
  });
});
