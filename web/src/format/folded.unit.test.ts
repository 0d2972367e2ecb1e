import { expect, it } from 'vitest';
import { folded } from './folded.ts';

it('drops accents, case and surrounding spaces', () => {
  expect(folded('  Équipe ÉTOILE ')).toBe('equipe etoile');
  expect(folded('Alpine Endurance Team')).toBe('alpine endurance team');
});
