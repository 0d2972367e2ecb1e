import { JsonBody } from '@lemans/http';
import { describe, expect, it } from 'vitest';
import type { HeavyAnswer, HeavyRead } from './heavy-read.ts';
import { PREPARED_FOR_MS, PreparedAnswers } from './prepared-answers.ts';

const strategy = (sessionId: string): HeavyRead => ({
  kind: 'analysis',
  query: { table: 'strategy', sessionId, csv: false },
});
const answerAt = (atMs: number): HeavyAnswer => ({
  type: 'json',
  body: JsonBody.of({ at_race_ms: atMs }),
  final: false,
});

function prepared() {
  // Not 0: lru-cache reads a start time of 0 as none.
  let nowMs = 1000;
  const answers = new PreparedAnswers(() => nowMs);
  return {
    answers,
    pass: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('PreparedAnswers', () => {
  it('answers the read prepared, however the request built it, and no other', () => {
    const { answers } = prepared();
    const answer = answerAt(1000);
    answers.keep(strategy('course'), answer, 1000);
    // The route's query names the moment and the car it does not ask for as undefined.
    const asked: HeavyRead = {
      kind: 'analysis',
      query: { csv: false, sessionId: 'course', table: 'strategy', atMs: undefined, entryId: undefined },
    };
    expect(answers.find(asked)).toBe(answer);
    const atMoment: HeavyRead = {
      kind: 'analysis',
      query: { table: 'strategy', sessionId: 'course', csv: false, atMs: 1000 },
    };
    expect(answers.find(atMoment)).toBe(undefined);
    expect(answers.find(strategy('essais'))).toBe(undefined);
  });

  it('never goes back to an earlier race time', () => {
    const { answers } = prepared();
    const later = answerAt(2000);
    answers.keep(strategy('course'), later, 2000);
    answers.keep(strategy('course'), answerAt(1000), 1000);
    expect(answers.find(strategy('course'))).toBe(later);
    const same = answerAt(2000);
    answers.keep(strategy('course'), same, 2000);
    expect(answers.find(strategy('course'))).toBe(same);
  });

  it('forgets an answer no newer one replaced in time, and every answer on a flush', () => {
    const { answers, pass } = prepared();
    answers.keep(strategy('course'), answerAt(1000), 1000);
    pass(PREPARED_FOR_MS - 1);
    expect(answers.find(strategy('course'))).toBeDefined();
    pass(2);
    expect(answers.find(strategy('course'))).toBe(undefined);
    // Forgotten, it no longer holds back an answer of an earlier time (a session read again from the start).
    answers.keep(strategy('course'), answerAt(500), 500);
    expect(answers.find(strategy('course'))).toBeDefined();
    expect(answers.clear()).toBe(1);
    expect(answers.find(strategy('course'))).toBe(undefined);
  });
});
