import type { AnalyticsData } from './events.ts';

/**
 * The details of an error event: what failed and where, clipped so that one event stays well within the
 * 2 kB the API accepts for its details (a longer event would make the API refuse its whole batch).
 */

const MAX_MESSAGE = 300;
const MAX_SOURCE = 200;
const MAX_STACK = 600;
const MAX_DATA_BYTES = 1900;

export type ErrorKind = 'error' | 'unhandledrejection';

export interface ErrorPlace {
  source?: string;
  line?: number;
  column?: number;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describe(reason: unknown): { name: string; message: string; stack: string } {
  if (reason instanceof Error) {
    return { name: reason.name, message: reason.message, stack: reason.stack ?? '' };
  }
  let message: string;
  try {
    message = typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason));
  } catch {
    message = String(reason);
  }
  return { name: typeof reason, message, stack: '' };
}

export function errorEventData(kind: ErrorKind, reason: unknown, place: ErrorPlace = {}): AnalyticsData {
  const { name, message, stack } = describe(reason);
  const data: AnalyticsData = { kind, type: clip(name, 64), message: clip(message, MAX_MESSAGE) };
  if (place.source) data.source = clip(place.source, MAX_SOURCE);
  if (place.line) data.line = place.line;
  if (place.column) data.column = place.column;
  if (stack) data.stack = clip(stack, MAX_STACK);
  // Text of many multi-byte characters may still be too long in bytes: the stack goes first.
  if (new TextEncoder().encode(JSON.stringify(data)).length > MAX_DATA_BYTES) delete data.stack;
  return data;
}
