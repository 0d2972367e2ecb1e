import { describe, expect, it } from 'vitest';
import {
  INVALID_PRIORITY,
  INVALID_STREAM_STATUS,
  INVALID_STREAM_URL,
  INVALID_TEAM_NUMBER,
  MISSING_STREAM_FIELDS,
  parseStreamInput,
} from './stream-schema.ts';

const valid = {
  team_number: '007',
  team_name: 'Aston Martin THOR Team',
  stream_url: 'https://www.youtube.com/watch?v=abc',
  status: 'live',
};

describe('parseStreamInput', () => {
  it('trims, keeps the number as text and makes the stream public unless told', () => {
    expect(parseStreamInput({ ...valid, team_name: ' Aston Martin THOR Team ', stream_title: '  ' })).toEqual(
      {
        ok: true,
        stream: {
          ...valid,
          stream_title: null,
          stream_description: null,
          is_active: true,
          priority: 0,
          category: null,
        },
      },
    );
    expect(parseStreamInput({ ...valid, is_active: false })).toMatchObject({
      ok: true,
      stream: { is_active: false },
    });
  });

  it.each([
    [{ ...valid, team_number: ' ' }, MISSING_STREAM_FIELDS],
    [{ ...valid, team_name: undefined }, MISSING_STREAM_FIELDS],
    [null, MISSING_STREAM_FIELDS],
    [{ ...valid, team_number: '12345' }, INVALID_TEAM_NUMBER],
    [{ ...valid, team_number: '8a' }, INVALID_TEAM_NUMBER],
    [{ ...valid, stream_url: 'javascript:alert(1)' }, INVALID_STREAM_URL],
    [{ ...valid, stream_url: 'pas une url' }, INVALID_STREAM_URL],
    [{ ...valid, status: 'archived' }, INVALID_STREAM_STATUS],
    [{ ...valid, stream_title: 'x'.repeat(151) }, 'Le titre ne doit pas dépasser 150 caractères'],
    [{ ...valid, team_name: 'Aston\u0000' }, 'Caractère nul interdit dans « team_name »'],
    [{ ...valid, stream_url: 'https://example.org/\u0000' }, 'Caractère nul interdit dans « stream_url »'],
    [
      { ...valid, stream_title: 'Direct \ud800' },
      'Texte Unicode mal formé (caractère de substitution isolé) dans « stream_title »',
    ],
    [{ ...valid, priority: Number.POSITIVE_INFINITY }, INVALID_PRIORITY],
    [{ ...valid, priority: 101 }, INVALID_PRIORITY],
    [{ ...valid, priority: -1 }, INVALID_PRIORITY],
    [{ ...valid, priority: 1.5 }, INVALID_PRIORITY],
    [{ ...valid, priority: '5' }, INVALID_PRIORITY],
  ])('refuses %j', (body, error) => {
    expect(parseStreamInput(body)).toEqual({ ok: false, error });
  });
});
