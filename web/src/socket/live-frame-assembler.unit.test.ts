import type { LiveFrame } from '@lemans/contract';
import { liveDeltaOf } from '@lemans/contract/live-delta';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { KEYFRAME_RETRY_MS, LiveFrameAssembler } from './live-frame-assembler.ts';

const frame = (session: string, gap: string) =>
  ({
    session_id: session,
    timestamp: '2025-06-14T14:00:00.000Z',
    data: [
      testLiveRow({ participant_number: '83', gap }),
      testLiveRow({ participant_number: '51', gap: '1.0' }),
    ],
  }) as unknown as LiveFrame;

const deltaOf = (before: LiveFrame, after: LiveFrame) => liveDeltaOf(before, after);

describe('LiveFrameAssembler', () => {
  it('makes each delta whole again from the frame held, session by session', () => {
    const assembler = new LiveFrameAssembler();
    const a1 = frame('10', '');
    const b1 = frame('11', '');
    assembler.whole('1-0', a1);
    assembler.whole('2-0', b1);
    const a2 = frame('10', '0.5');
    const a3 = frame('10', '0.7');
    expect(assembler.delta('3-0', '1-0', '10', deltaOf(a1, a2), 0)).toEqual({ frame: a2 });
    expect(assembler.delta('4-0', '3-0', '10', deltaOf(a2, a3), 0)).toEqual({ frame: a3 });
    const b2 = frame('11', '2.0');
    expect(assembler.delta('5-0', '2-0', '11', deltaOf(b1, b2), 0)).toEqual({ frame: b2 });
  });

  it('asks for the whole state when a delta does not apply to the frame held, then waits for it a while', () => {
    const assembler = new LiveFrameAssembler();
    const a1 = frame('10', '');
    const a2 = frame('10', '0.5');
    assembler.whole('1-0', a1);
    // Its base is a frame this page never got.
    expect(assembler.delta('3-0', '2-0', '10', deltaOf(a1, a2), 1000)).toEqual({ askKeyframe: '10' });
    expect(assembler.delta('4-0', '3-0', '10', deltaOf(a1, a2), 1500)).toEqual({ waiting: true });
    expect(assembler.delta('5-0', '4-0', '10', deltaOf(a1, a2), 1000 + KEYFRAME_RETRY_MS)).toEqual({
      askKeyframe: '10',
    });
    // A session never received whole, and a delta naming a car the frame lacks.
    expect(assembler.delta('6-0', '1-0', '12', {}, 0)).toEqual({ askKeyframe: '12' });
    expect(assembler.delta('7-0', '1-0', '10', { order: ['99'] }, 9000)).toEqual({ askKeyframe: '10' });

    assembler.whole('8-0', a2);
    const a3 = frame('10', '0.9');
    expect(assembler.delta('9-0', '8-0', '10', deltaOf(a2, a3), 9001)).toEqual({ frame: a3 });
  });

  it('ignores what is not a frame or a delta', () => {
    const assembler = new LiveFrameAssembler();
    assembler.whole('1-0', { session_id: '10' });
    assembler.whole('2-0', null);
    expect(assembler.delta('3-0', '1-0', '10', {}, 0)).toEqual({ askKeyframe: '10' });
    expect(assembler.delta('4-0', 7, '10', {}, 0)).toBeNull();
    expect(assembler.delta('5-0', '1-0', undefined, {}, 0)).toBeNull();
  });
});
