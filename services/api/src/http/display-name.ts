import { BadRequestError } from '@lemans/platform';
import { z } from 'zod';

/** The length the admin's table shows whole; the import's default names are far shorter. */
const MAX_NAME = 120;
const NAME_ERROR = `Le nom doit compter de 1 à ${MAX_NAME} caractères`;

const renameBody = z.object({
  name: z
    .string({ error: NAME_ERROR })
    .trim()
    .min(1, { error: NAME_ERROR })
    .max(MAX_NAME, { error: NAME_ERROR }),
});

/** The trimmed new name of a rename's body (`PATCH /admin/recordings/:id`, `/admin/sessions/:id`), or its French 400. */
export function displayNameOf(body: unknown): string {
  const parsed = renameBody.safeParse(body ?? {});
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? NAME_ERROR);
  return parsed.data.name;
}
