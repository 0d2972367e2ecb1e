import { parseRaceTime } from '@lemans/contract/timing';
import { BadRequestError } from '@lemans/platform';

/**
 * The race time a time-travel request asks for (`at`): `hh:mm:ss` as the race clock shows it, or a whole
 * number of milliseconds. Anything else is the client's mistake, named back in the message.
 */
export function raceTimeQueryOf(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  if (/^-\d/.test(text)) throw new BadRequestError(`« ${text} » : une heure de course ne peut être négative`);
  const ms = /^\d+$/.test(text) ? Number(text) : parseRaceTime(text);
  if (ms === null || !Number.isSafeInteger(ms)) {
    const shown = typeof value === 'string' ? value : String(value);
    throw new BadRequestError(`« ${shown} » n'est pas une heure de course (hh:mm:ss ou millisecondes)`);
  }
  return ms;
}
