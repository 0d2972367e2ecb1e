import { describe, expect, it } from 'vitest';
import {
  decodeStoredAnswer,
  encodeStoredAnswer,
  storedAnswerKey,
  storedAnswersPrefix,
} from './stored-answer.ts';

describe('stored heavy answers', () => {
  it('gives back a JSON answer with both its variants, and a CSV table, as stored', () => {
    const json = {
      type: 'json',
      final: true,
      body: { tag: 'abc', identity: Buffer.from('{"é":1}'), gzip: Buffer.from([31, 139, 8, 0]) },
    } as const;
    const back = decodeStoredAnswer(encodeStoredAnswer(json));
    expect(back.type === 'json' && Buffer.from(back.body.identity).toString()).toBe('{"é":1}');
    expect(back.type === 'json' && [...(back.body.gzip ?? [])]).toEqual([31, 139, 8, 0]);
    expect(back).toMatchObject({ type: 'json', final: true, body: { tag: 'abc' } });
    const plain = decodeStoredAnswer(encodeStoredAnswer({ ...json, body: { ...json.body, gzip: null } }));
    expect(plain.type === 'json' && plain.body.gzip).toBeNull();
    const csv = { type: 'csv', final: false, filename: 'relais-1.csv', text: 'n°;pilote\n8;Buemi' } as const;
    expect(decodeStoredAnswer(encodeStoredAnswer(csv))).toEqual(csv);
  });

  it('keys a read by what it asks, whatever the order it was written in, under a versioned prefix', () => {
    const one = storedAnswerKey('lemans', {
      kind: 'analysis',
      query: { table: 'stints', sessionId: 's1', csv: false, entryId: 3 },
    });
    const same = storedAnswerKey('lemans', {
      kind: 'analysis',
      query: { entryId: 3, csv: false, sessionId: 's1', table: 'stints' },
    });
    const other = storedAnswerKey('lemans', {
      kind: 'analysis',
      query: { table: 'stints', sessionId: 's1', csv: true, entryId: 3 },
    });
    expect(one).toBe(same);
    expect(one).not.toBe(other);
    expect(one.startsWith(`${storedAnswersPrefix('lemans')}s1:`)).toBe(true);
    expect(storedAnswersPrefix('lemans')).toMatch(/^lemans:heavy-answers:v\d+:$/);
  });
});
