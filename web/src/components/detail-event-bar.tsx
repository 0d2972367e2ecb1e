import { useLocation } from 'wouter';
import type { RaceEventContext } from '../api/types.ts';
import { EventChooser } from './event-chooser.tsx';
import { pathAtEvent, type RacePage } from './race-event-rules.ts';
import { ReferenceSessionLine } from './reference-session-line.tsx';

/**
 * The event part of a team, car or driver page: the chooser, which leads to the same car or driver at the
 * chosen event (or to that event's list), and the line naming the session the figures come from.
 */
export function DetailEventBar(props: {
  page: RacePage;
  shown: RaceEventContext | null | undefined;
  asked: string | null;
}) {
  const { page, shown = null, asked } = props;
  const [, navigate] = useLocation();
  return (
    <>
      <ReferenceSessionLine shown={shown} />
      <EventChooser
        value={shown?.id ?? asked}
        onChoose={(eventId) => navigate(pathAtEvent(page, eventId, shown))}
      />
    </>
  );
}
