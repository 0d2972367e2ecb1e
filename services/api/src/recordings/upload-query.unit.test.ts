import { describe, expect, it } from 'vitest';
import { DATE_REQUIRED, parseUploadQuery } from './upload-query.ts';

describe('parseUploadQuery', () => {
  it('reads the date, the optional name and year', () => {
    expect(parseUploadQuery({ date: '2025-06-14', name: '  Course 2025 ', year: '2025' })).toEqual({
      ok: true,
      query: { date: '2025-06-14', name: 'Course 2025', year: 2025 },
    });
    expect(parseUploadQuery({ date: '2025-06-14', name: ' ' })).toEqual({
      ok: true,
      query: { date: '2025-06-14', name: undefined },
    });
  });

  it('asks for the date, and refuses a bad date, year or name in French', () => {
    expect(parseUploadQuery({})).toEqual({ ok: false, error: DATE_REQUIRED });
    expect(parseUploadQuery({ date: '14/06/2025' })).toEqual({
      ok: false,
      error: 'Date de départ invalide : AAAA-MM-JJ attendu',
    });
    expect(parseUploadQuery({ date: '2025-06-14', year: '25' })).toEqual({
      ok: false,
      error: 'Année invalide : AAAA attendu',
    });
    expect(parseUploadQuery({ date: '2025-06-14', year: '2024' })).toEqual({
      ok: false,
      error: "L'année ne correspond pas à la date de départ",
    });
    expect(parseUploadQuery({ date: '2025-06-14', name: 'x'.repeat(201) })).toEqual({
      ok: false,
      error: 'Le nom ne doit pas dépasser 200 caractères',
    });
    expect(parseUploadQuery({ date: ['2025-06-14', '2025-06-15'] })).toEqual({
      ok: false,
      error: DATE_REQUIRED,
    });
  });

  it('refuses a day the calendar does not have, and a date before the first 24 Heures', () => {
    expect(parseUploadQuery({ date: '2025-02-30' })).toEqual({
      ok: false,
      error: 'Date de départ invalide : AAAA-MM-JJ attendu',
    });
    expect(parseUploadQuery({ date: '2024-02-29' }).ok).toBe(true);
    for (const date of ['0000-01-01', '0099-06-14', '1922-06-14']) {
      expect(parseUploadQuery({ date })).toEqual({
        ok: false,
        error: 'Date de départ invalide : les 24 Heures du Mans se courent depuis 1923',
      });
    }
  });

  it('reads the optional event, trimmed, and refuses one too long or unstorable in French', () => {
    expect(parseUploadQuery({ date: '2025-05-10', event: ' 6 Heures de Spa-Francorchamps 2025 ' })).toEqual({
      ok: true,
      query: { date: '2025-05-10', event: '6 Heures de Spa-Francorchamps 2025' },
    });
    expect(parseUploadQuery({ date: '2025-05-10', event: '  ' })).toEqual({
      ok: true,
      query: { date: '2025-05-10', event: undefined },
    });
    expect(parseUploadQuery({ date: '2025-05-10', event: 'x'.repeat(121) })).toEqual({
      ok: false,
      error: "Le nom de l'épreuve ne doit pas dépasser 120 caractères",
    });
    expect(parseUploadQuery({ date: '2025-05-10', event: ['a', 'b'] })).toEqual({
      ok: false,
      error: "Nom de l'épreuve invalide",
    });
    expect(parseUploadQuery({ date: '2025-05-10', event: 'a\ud800' })).toEqual({
      ok: false,
      error: expect.stringContaining('« event »'),
    });
  });

  it('refuses a name Postgres cannot store', () => {
    expect(parseUploadQuery({ date: '2025-06-14', name: 'a\u0000b' })).toEqual({
      ok: false,
      error: 'Caractère nul interdit dans « name »',
    });
  });
});
