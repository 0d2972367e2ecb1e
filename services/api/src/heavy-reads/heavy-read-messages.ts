import type { ApiErrorCode, ApiErrorValues } from '@lemans/contract';
import { JsonBody, type JsonBodyParts, unavailableIfConnectionLost } from '@lemans/http';
import { AppError, type LogLevel } from '@lemans/platform';
import { GateFullError } from '../http/work-gate.ts';
import type { RebuildBounds } from '../live/time-travel.ts';
import type { HeavyAnswer, HeavyRead } from './heavy-read.ts';

/** What a heavy reads' worker is started with. */
export interface ReadWorkerData {
  databaseUrl: string;
  /** The replica the reads go to while `onReplica` (DATABASE_READ_URL); none: every read is the primary's. */
  readDatabaseUrl?: string;
  onReplica: boolean;
  rebuilds: RebuildBounds;
  logLevel: LogLevel;
}

/** The API's messages to a worker; `id` pairs each with its reply. */
export type ToReadWorker =
  | { type: 'read'; id: number; read: HeavyRead; gzip: boolean }
  | { type: 'warm'; sessionId: string }
  | { type: 'flush'; id: number }
  | { type: 'read-target'; onReplica: boolean }
  | { type: 'close' };

export type FromReadWorker =
  | { type: 'answer'; id: number; answer: HeavyAnswerMessage }
  | { type: 'failed'; id: number; failure: ReadFailure }
  | { type: 'flushed'; id: number; dropped: number }
  /** An answer built ahead of its read, for the race time `atMs` of a running session kept warm. */
  | { type: 'prepared'; read: HeavyRead; answer: HeavyAnswerMessage; atMs: number }
  /** The worker's pool lost a connection: counted in the API's figures, which live in its main thread. */
  | { type: 'connection-lost' }
  | { type: 'closed' };

/** A HeavyAnswer as structured-clone data. */
export type HeavyAnswerMessage = (
  | { type: 'json'; body: JsonBodyParts }
  | { type: 'csv'; filename: string; text: string }
) & { final: boolean };

/** Why a read failed, as the client is to be told: the public part of an AppError, or a plain 500. */
export interface ReadFailure {
  status: number;
  message: string;
  code: ApiErrorCode;
  values: ApiErrorValues;
  /** A bound was reached (GateFullError): the client may ask again in a moment. */
  busy: boolean;
  /** When to ask again (a bound reached, the database away). */
  retryAfterS?: number;
}

export function heavyAnswerToMessage(answer: HeavyAnswer, options: { gzip: boolean }): HeavyAnswerMessage {
  return answer.type === 'json' ? { ...answer, body: answer.body.toParts(options) } : answer;
}

export function heavyAnswerFromMessage(message: HeavyAnswerMessage): HeavyAnswer {
  return message.type === 'json' ? { ...message, body: JsonBody.fromParts(message.body) } : message;
}

export function readFailureOf(thrown: unknown): ReadFailure {
  // Judged here, where the error still has its code: it crosses to the API's thread as plain data.
  const err = unavailableIfConnectionLost(thrown);
  if (err instanceof AppError) {
    return {
      status: err.status,
      message: err.message,
      code: err.code,
      values: err.values,
      busy: err instanceof GateFullError,
      retryAfterS: err.retryAfterS,
    };
  }
  return {
    status: 500,
    message: 'Erreur interne du serveur',
    code: 'server.internal',
    values: {},
    busy: false,
  };
}

/** The error the API's routes would have thrown had the read run in their own thread. */
export function errorOfReadFailure(failure: ReadFailure): AppError {
  return failure.busy
    ? new GateFullError(failure.message, failure.retryAfterS)
    : new AppError(failure.message, failure.status, {
        retryAfterS: failure.retryAfterS,
        code: failure.code,
        values: failure.values,
      });
}
