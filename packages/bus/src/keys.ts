import { z } from 'zod';

export const DEFAULT_REDIS_PREFIX = 'lemans';

/** The Redis keys shared by the publisher (ingest) and the readers (realtime, api). */
export interface BusKeys {
  /** The one stream of client-facing frames: a single last id lets a client resume. */
  frames: string;
  /** `{"id":<stream id>,"data":<frame data>}` of the newest live-update of a session. */
  latestLive(sessionId: string): string;
  /** SCAN pattern matching every `latestLive` key. */
  latestLivePattern: string;
  /** Id of the session whose live-updates are flagged current. */
  currentSession: string;
  /** A running process's heartbeat (see service-heartbeat.ts), gone soon after the process stops. */
  heartbeat(service: string, instance: string): string;
  /** SCAN pattern matching every `heartbeat` key. */
  heartbeatPattern: string;
}

export function busKeys(prefix: string): BusKeys {
  return {
    frames: `${prefix}:stream:frames`,
    latestLive: (sessionId) => `${prefix}:live:latest:${sessionId}`,
    latestLivePattern: `${escapeGlob(prefix)}:live:latest:*`,
    currentSession: `${prefix}:live:current`,
    heartbeat: (service, instance) => `${prefix}:heartbeat:${service}:${instance}`,
    heartbeatPattern: `${escapeGlob(prefix)}:heartbeat:*`,
  };
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * `REDIS_PREFIX`, read the same way by every service so that they meet on the same keys.
 * No trailing colon: the keys add their own separator.
 */
export function envRedisPrefix() {
  return z
    .string()
    .regex(/^[A-Za-z0-9](?:[\w.:-]*[\w.-])?$/, {
      error: 'ne peut contenir que des lettres, des chiffres, « . », « _ », « - » et « : » (pas à la fin)',
    })
    .default(DEFAULT_REDIS_PREFIX);
}

/**
 * `STREAM_MAX_LENGTH`: frames kept in the Redis stream for clients that resume (about 100 minutes at one
 * per 3 s), read the same way by every service that publishes.
 */
export function envStreamMaxLength() {
  return z.coerce
    .number({ error: 'doit être un nombre' })
    .int({ error: 'doit être un nombre entier' })
    .positive({ error: 'doit être strictement positif' })
    .default(2000);
}
