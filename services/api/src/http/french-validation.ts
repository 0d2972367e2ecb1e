import { z } from 'zod';
import { fr } from 'zod/locales';

/**
 * zod's own messages reach the client wherever a schema gives none of its own: in French, as every message
 * of the API. zod's configuration is the process's, so this is set once, as the process starts its API (startApi).
 */
export function installFrenchValidationMessages(): void {
  z.config(fr());
}
