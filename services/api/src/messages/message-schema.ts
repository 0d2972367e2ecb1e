import { type ContactCheck, checkContactMessage } from '@lemans/contract';
import { z } from 'zod';

const address = z.email();

/** The contact rules shared with the page, plus the address's syntax, which only the server judges. */
export function parseContactMessage(body: unknown): ContactCheck {
  return checkContactMessage(body, (email) => address.safeParse(email).success);
}
