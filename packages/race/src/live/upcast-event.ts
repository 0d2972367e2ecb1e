import { NO_LAP_FIGURES } from '@lemans/contract/lap-figures';
import type { DomainEvent } from './events.ts';

/** Laps and entries stored before they carried their figures whole: a speed, and a highest one added later. */
interface SpeedsOnly {
  speed?: number | null;
  topSpeed?: number | null;
}

/**
 * An event in today's shape from the shape it was stored in. Events are facts and are never rewritten: an
 * event recorded before its type changed is read into the current union here, once, for every reader (the
 * projections, their rebuilds, time travel, the analysis).
 */
export function upcastEvent(type: string, data: unknown): DomainEvent {
  const event = { type, data } as DomainEvent;
  if (!isSpeedsOnly(data)) return event;
  const { speed = null, topSpeed = null, ...rest } = data;
  if (event.type === 'LapCompleted') {
    return {
      type: event.type,
      data: { ...(rest as LapData), figures: { speed, top_speed: topSpeed ?? speed } },
    };
  }
  if (event.type === 'EntryRegistered') {
    return {
      type: event.type,
      data: { ...(rest as EntryData), figures: { ...NO_LAP_FIGURES, top_speed: topSpeed } },
    };
  }
  return event;
}

type LapData = Omit<Extract<DomainEvent, { type: 'LapCompleted' }>['data'], 'figures'>;
type EntryData = Omit<Extract<DomainEvent, { type: 'EntryRegistered' }>['data'], 'figures'>;

const isSpeedsOnly = (data: unknown): data is SpeedsOnly & object =>
  typeof data === 'object' && data !== null && !('figures' in data);
