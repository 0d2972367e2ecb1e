import { describe, expect, it } from 'vitest';
import { chooseEventName, eventNameProblem } from './event-name.ts';

/** A lookup that must not be reached: the rule stops before the database. */
const unreachable = async () => {
  throw new Error('recherche inattendue');
};

describe('chooseEventName', () => {
  it('takes the event the operator typed, trimmed, before anything else', async () => {
    expect(
      await chooseEventName(
        { given: '  6 Heures de Spa-Francorchamps 2025 ', resultsYear: 2025, date: '2025-05-10' },
        unreachable,
      ),
    ).toBe('6 Heures de Spa-Francorchamps 2025');
  });

  it('names the race after Le Mans when a results file is given (it is Le Mans’s)', async () => {
    expect(await chooseEventName({ given: ' ', resultsYear: 2025, date: '2025-06-14' }, unreachable)).toBe(
      '24 Heures du Mans 2025',
    );
    expect(await chooseEventName({ resultsYear: 1923 }, unreachable)).toBe('24 Heures du Mans 1923');
  });

  it('then takes the calendar’s race within a day of the start, without asking the database', async () => {
    expect(await chooseEventName({ date: '2025-05-10' }, unreachable)).toBe(
      '6 Heures de Spa-Francorchamps 2025',
    );
    expect(await chooseEventName({ date: '2025-04-21' }, unreachable)).toBe("6 Heures d'Imola 2025");
    expect(await chooseEventName({ given: '', date: '2025-06-14' }, unreachable)).toBe(
      '24 Heures du Mans 2025',
    );
  });

  it('then takes the event already known on that day, asked for that day only', async () => {
    const asked: string[] = [];
    const known = async (date: string) => {
      asked.push(date);
      return 'Journée test du Mans 2025';
    };
    expect(await chooseEventName({ date: '2025-06-21' }, known)).toBe('Journée test du Mans 2025');
    expect(asked).toEqual(['2025-06-21']);
  });

  it('else names the race after its date, in French', async () => {
    const none = async () => null;
    expect(await chooseEventName({ date: '2025-05-20' }, none)).toBe('Course du 20 mai 2025');
    expect(await chooseEventName({ given: '', date: '2025-08-01' }, none)).toBe('Course du 1er août 2025');
  });
});

describe('eventNameProblem', () => {
  it('accepts up to 120 characters once trimmed, and says why a longer one is refused', () => {
    expect(eventNameProblem(`  ${'é'.repeat(120)}  `)).toBeNull();
    expect(eventNameProblem('x'.repeat(121))).toBe("Le nom de l'épreuve ne doit pas dépasser 120 caractères");
  });
});
