import { jsonDocumentProblem } from '@lemans/http';
import { z } from 'zod';
import { fr } from 'zod/locales';

/** At most this many events per request: the browser batches, a bigger batch is not from our pages. */
export const MAX_EVENTS_PER_BATCH = 50;
/** The serialised `data` of one event: enough for a click target or an error message, not for a dump. */
const MAX_DATA_BYTES = 2048;
/**
 * The batch, its events and their `data` take four levels; `data` is a click target or an error, not a
 * tree. Checked before zod, whose JSON schema recurses and would overflow the stack on a deeper document.
 */
const MAX_BATCH_DEPTH = 12;

/** Page paths grouped as the spec groups them (part 1 §7). */
export const ANALYTICS_SECTIONS = [
  'home',
  'live',
  'programme',
  'engagements',
  'actualites',
  'other',
] as const;

const eventSchema = z.object({
  name: z.string().regex(/^[A-Za-z][\w.-]{0,63}$/, "nom d'événement invalide"),
  section: z.enum(ANALYTICS_SECTIONS),
  path: z.string().min(1).max(512).startsWith('/'),
  // The browser's clock, as an ISO date-time or epoch milliseconds.
  at: z
    .union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()])
    .transform((at) => new Date(at))
    .refine((at) => !Number.isNaN(at.getTime()), 'date invalide'),
  data: z
    .record(z.string().max(64), z.json())
    .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= MAX_DATA_BYTES, {
      message: `données trop volumineuses (au plus ${MAX_DATA_BYTES} octets)`,
    })
    .optional(),
});

const batchSchema = z.object({ events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH) });

export type AnalyticsEvent = z.output<typeof eventSchema>;

/** The batch, or a French description of what is wrong with it. */
export function parseAnalyticsBatch(
  body: unknown,
): { ok: true; events: AnalyticsEvent[] } | { ok: false; problem: string } {
  // Postgres refuses NUL and lone surrogates in text and jsonb: refused here, with where they are.
  const unreadable = jsonDocumentProblem(body, MAX_BATCH_DEPTH);
  if (unreadable) return { ok: false, problem: unreadable };
  const result = batchSchema.safeParse(body, { error: fr().localeError });
  if (result.success) return { ok: true, events: result.data.events };
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(corps)'} : ${issue.message}`);
  return { ok: false, problem: problems.join(' ; ') };
}
