import { parseRaceTime } from '@lemans/contract/timing';
import { z } from 'zod';

/** Past this, a "delay" is an outage: a poller would just see timeouts. */
const MAX_DELAY_MS = 120_000;

function unknownFields(issue: { code?: string; keys?: string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' ? `champ inconnu : ${issue.keys?.join(', ')}` : undefined;
}

const rate = z
  .number({ error: 'doit être un nombre entre 0 et 1' })
  .min(0, { error: 'doit être compris entre 0 et 1' })
  .max(1, { error: 'doit être compris entre 0 et 1' });

const raceTime = z.union(
  [
    z.number().int().min(0),
    z.string().transform((text, ctx) => {
      const ms = parseRaceTime(text);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: `« ${text} » n'est pas une heure de course hh:mm:ss` });
        return z.NEVER;
      }
      return ms;
    }),
  ],
  { error: 'doit être une heure de course "hh:mm:ss" ou un nombre entier de millisecondes' },
);

const faults = z.strictObject(
  {
    delayMs: z
      .number({ error: 'doit être un nombre de millisecondes' })
      .int({ error: 'doit être un nombre entier' })
      .min(0, { error: 'ne peut pas être négatif' })
      .max(MAX_DELAY_MS, { error: `ne peut pas dépasser ${MAX_DELAY_MS} ms` })
      .optional(),
    errorRate: rate.optional(),
    truncateRate: rate.optional(),
    malformedRate: rate.optional(),
    seed: z
      .number({ error: 'doit être un nombre entier' })
      .int({ error: 'doit être un nombre entier' })
      .optional(),
  },
  { error: (issue) => unknownFields(issue) ?? 'doit être un objet' },
);

/** Body of POST /control: any subset of the replay settings. */
export const controlChangeSchema = z.strictObject(
  {
    speed: z
      .number({ error: 'doit être un nombre' })
      .positive({ error: 'doit être strictement positif' })
      .optional(),
    raceTime: raceTime.optional(),
    paused: z.boolean({ error: 'doit valoir true ou false' }).optional(),
    end: z.enum(['hold', 'loop'], { error: 'doit valoir "hold" ou "loop"' }).optional(),
    stepMs: z
      .number({ error: 'doit être un nombre de millisecondes ou null' })
      .int({ error: 'doit être un nombre entier' })
      .positive({ error: 'doit être strictement positif' })
      .nullable()
      .optional(),
    faults: faults.optional(),
  },
  { error: (issue) => unknownFields(issue) ?? 'Le corps de la requête doit être un objet JSON' },
);

export type ControlChange = z.output<typeof controlChangeSchema>;

/** One French sentence listing every problem, each prefixed with the field it concerns. */
export function describeIssues(error: z.ZodError): string {
  const problems = error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')} : ${issue.message}` : issue.message,
  );
  return `Réglages invalides : ${problems.join(' ; ')}`;
}
