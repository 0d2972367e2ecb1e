import { z } from 'zod';

/*
 * What clients may send. A session id is text (the organiser's ids are numbers, accepted too and turned
 * into text); the resume id stays free text here because an unparsable id is not an error: it asks for a
 * fresh snapshot.
 */
const SESSION_ID_ERROR = 'Identifiant de session invalide : texte de 1 à 64 caractères attendu';
const sessionId = z
  .union(
    [
      z.string().trim().min(1, { error: SESSION_ID_ERROR }).max(64, { error: SESSION_ID_ERROR }),
      z.number().int({ error: SESSION_ID_ERROR }).nonnegative({ error: SESSION_ID_ERROR }).transform(String),
    ],
    { error: SESSION_ID_ERROR },
  )
  .optional();

const STREAM_ID_ERROR = 'Identifiant de trame invalide : texte de 64 caractères au plus attendu';
/**
 * The frame of a session a reconnecting client already holds: the server then sends what follows it, as
 * deltas, rather than that state again. Only a stream id is believed; the rest is the client's own loss.
 */
const held = z
  .object({
    session: sessionId.unwrap(),
    id: z.string({ error: STREAM_ID_ERROR }).max(64, { error: STREAM_ID_ERROR }),
  })
  .optional();

const clientMessage = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('join-live'), sessionId, held }),
    z.object({ type: z.literal('leave-live'), sessionId }),
    z.object({
      type: z.literal('keyframe'),
      sessionId: sessionId.unwrap(),
    }),
    z.object({
      type: z.literal('resume'),
      id: z.string({ error: 'Reprise sans identifiant : « id » (texte) attendu' }).max(64, {
        error: 'Identifiant de reprise trop long',
      }),
    }),
  ],
  { error: 'Message inconnu : join-live, leave-live, keyframe ou resume attendu' },
);

export type ClientMessage = z.output<typeof clientMessage>;

/** A client message, or the French reason it was refused. */
export function parseClientMessage(text: string): ClientMessage | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'Message illisible : JSON attendu' };
  }
  const result = clientMessage.safeParse(value);
  return result.success ? result.data : { error: result.error.issues[0]?.message ?? 'Message invalide' };
}

/** The answer to a refused message; rare, so serialised on demand. */
export function errorFrame(message: string): string {
  return JSON.stringify({ type: 'error', data: { message } });
}

/**
 * Asks a client to connect again after `delayMs`, to whichever node the proxy picks, resuming from its last
 * frame: sent by a draining node, one delay per client, so that they do not all come back at once.
 */
export function reconnectFrame(delayMs: number): string {
  return JSON.stringify({ type: 'reconnect', data: { delay_ms: delayMs } });
}
