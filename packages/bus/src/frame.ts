import { parseStreamId } from './stream-id.ts';

export const FRAME_TYPES = [
  'live-update',
  'sync-complete',
  'program-update',
  'news-update',
  'alerts-update',
  'streams-update',
] as const;

export type FrameType = (typeof FRAME_TYPES)[number];

export function isFrameType(value: string): value is FrameType {
  return (FRAME_TYPES as readonly string[]).includes(value);
}

/** A frame as the publisher hands it over. */
export interface FrameToPublish {
  type: FrameType;
  /** The session of a live-update; '' for notices, which concern everyone. */
  session: string;
  /** Whether the session is the current one (its frames also go to the "current session" room). */
  current: boolean;
  /** The frame's data, already serialised as JSON: written once here, never parsed again by readers. */
  data: string;
  /**
   * A live-update's change since the frame `base` of the same session (a LiveDelta, serialised), for the
   * clients that hold that frame; absent when there is none (the session's first frame, a change a delta
   * cannot carry).
   */
  delta?: FrameDelta;
}

export interface FrameDelta {
  /** Stream id of the frame the delta applies to. */
  base: string;
  data: string;
}

/** A frame read back from the stream. */
export interface FrameEntry extends FrameToPublish {
  id: string;
}

/** A raw stream entry as ioredis returns it: the id and the flat field/value list. */
export type RawStreamEntry = [id: string, fields: string[]];

/**
 * The frame of a stream entry, or null when the entry is not one (written by another version, or by hand):
 * readers skip such entries instead of stopping on them.
 */
export function decodeFrameEntry([id, fields]: RawStreamEntry): FrameEntry | null {
  const values = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    values.set(fields[index] as string, fields[index + 1] as string);
  }
  const type = values.get('type');
  const session = values.get('session');
  const current = values.get('current');
  const data = values.get('data');
  if (!parseStreamId(id) || type === undefined || !isFrameType(type)) return null;
  if (session === undefined || (current !== '0' && current !== '1') || !data) return null;
  const entry: FrameEntry = { id, type, session, current: current === '1', data };
  const base = values.get('base');
  const delta = values.get('delta');
  // A delta whose base is not an id would be sent to nobody: the entry stays, whole.
  if (type === 'live-update' && base && parseStreamId(base) && delta) entry.delta = { base, data: delta };
  return entry;
}

/**
 * The text frame sent to clients, `{"type":...,"id":...,"data":...}`, built by concatenation so that the
 * data is never parsed and serialised again: built once per entry, shared by every socket.
 * The type comes from a closed list and the id is digits and a dash: neither needs escaping.
 */
export function wireFrame(entry: Pick<FrameEntry, 'type' | 'id' | 'data'>): string {
  return `{"type":"${entry.type}","id":"${entry.id}","data":${entry.data}}`;
}

/**
 * The text frame of a live-update's delta, `{"type":"live-delta","id":...,"base":...,"session":...,"data":...}`,
 * built like wireFrame; the session is text from the publisher, hence serialised.
 */
export function wireDelta(entry: Pick<FrameEntry, 'id' | 'session'>, delta: FrameDelta): string {
  const session = JSON.stringify(entry.session);
  return `{"type":"live-delta","id":"${entry.id}","base":"${delta.base}","session":${session},"data":${delta.data}}`;
}
