import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFrenchValidationMessages } from './french-validation.ts';

describe('installFrenchValidationMessages', () => {
  it("gives zod's own messages in French, and leaves a schema's own message alone", () => {
    installFrenchValidationMessages();
    const messageOf = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues[0]?.message;
    expect(messageOf(z.number(), Number.POSITIVE_INFINITY)).toBe(
      'Entrée invalide : nombre attendu, nombre reçu',
    );
    expect(messageOf(z.number().max(100), 101)).toBe('Trop grand : nombre doit être <=100');
    expect(messageOf(z.string(), 1)).toBe('Entrée invalide : chaîne de caractères attendu, nombre reçu');
    expect(messageOf(z.number({ error: 'La priorité doit être un nombre' }), 'x')).toBe(
      'La priorité doit être un nombre',
    );
  });
});
