import { describe, expect, it } from 'vitest';
import type { RaceEventContext, RaceEventSummary } from '../api/types.ts';
import {
  apiPath,
  chosenEventId,
  eventIdOf,
  eventOptionLabel,
  listIntro,
  pathAtEvent,
  referenceNotice,
  referenceSource,
  sessionKindLabel,
  shownEvent,
  withEvent,
} from './race-event-rules.ts';

const facts = {
  championship: 'FIA WEC',
  season: 2025,
  round: 4,
  circuit_id: 'le-mans',
  time_zone: 'Europe/Paris',
  scheduled_start: '2025-06-14T14:00:00Z',
  scheduled_length_s: 86_400,
};

const leMans: RaceEventContext = {
  ...facts,
  id: 'le-mans-2025',
  name: '24 Heures du Mans 2025',
  date: '2025-06-14',
  reference_session: {
    id: 'import-1',
    name: 'Course',
    kind: 'import',
    status: 'ended',
    partial: false,
    partial_since_ms: null,
  },
  elsewhere: [
    { event_id: 'spa 2025', event_name: '6 Heures de Spa-Francorchamps 2025', date: '2025-05-10', id: 7 },
  ],
};

const summary = (id: string, current: boolean): RaceEventSummary => ({
  ...facts,
  id,
  name: id,
  date: '2025-05-10',
  reference_session: null,
  session_count: 1,
  current,
});

describe('the event in the address', () => {
  it('reads ?evenement, or nothing for the current event', () => {
    expect(eventIdOf('?evenement=spa-2025')).toBe('spa-2025');
    expect(eventIdOf('evenement=spa%202025&x=1')).toBe('spa 2025');
    expect(eventIdOf('')).toBeNull();
    expect(eventIdOf('?evenement=')).toBeNull();
  });

  it('adds evenement to a page link only when an event is asked for', () => {
    expect(withEvent('/equipes/12', 'spa 2025')).toBe('/equipes/12?evenement=spa%202025');
    expect(withEvent('/equipes/12', null)).toBe('/equipes/12');
    expect(withEvent('/equipes?tri=nom', 'spa')).toBe('/equipes?tri=nom&evenement=spa');
  });

  it('sends event to the API only when an event is asked for', () => {
    expect(apiPath('/teams/12', 'spa-2025')).toBe('/teams/12?event=spa-2025');
    expect(apiPath('/entries', null)).toBe('/entries');
  });

  it('chooses the asked event, else the current one, else none', () => {
    expect(chosenEventId('spa', [summary('le-mans', true), summary('spa', false)])).toBe('spa');
    expect(chosenEventId(null, [summary('le-mans', true), summary('spa', false)])).toBe('le-mans');
    expect(chosenEventId(null, [])).toBeNull();
  });
});

describe('the event chooser', () => {
  it('names each event with its date in French', () => {
    expect(eventOptionLabel(leMans)).toBe('24 Heures du Mans 2025 — 14 juin 2025');
    expect(eventOptionLabel({ ...leMans, name: '6 Heures de Spa', date: '2025-05-10' })).toBe(
      '6 Heures de Spa — 10 mai 2025',
    );
  });

  it('goes to the same car or driver at the chosen event, by its id there', () => {
    expect(pathAtEvent('team', 'spa 2025', leMans)).toBe('/equipes/7?evenement=spa%202025');
    expect(pathAtEvent('car', 'spa 2025', leMans)).toBe('/voitures/7?evenement=spa%202025');
    expect(pathAtEvent('driver', 'spa 2025', leMans)).toBe('/pilotes/7?evenement=spa%202025');
  });

  it("goes to the event's list when the car or driver did not race there", () => {
    expect(pathAtEvent('team', 'monza', leMans)).toBe('/equipes?evenement=monza');
    expect(pathAtEvent('car', 'monza', leMans)).toBe('/equipes?evenement=monza');
    expect(pathAtEvent('driver', 'monza', null)).toBe('/pilotes?evenement=monza');
  });
});

describe('the reference session line', () => {
  it('says the kind of session in French', () => {
    expect(sessionKindLabel('live')).toBe('direct');
    expect(sessionKindLabel('import')).toBe('import');
    expect(sessionKindLabel('replay')).toBe('rediffusion');
  });

  it('names the event and the session the figures come from', () => {
    expect(referenceSource(leMans)).toBe('Données : 24 Heures du Mans 2025 — Course (import)');
  });

  it('says when the event has no reference session', () => {
    expect(referenceSource({ ...leMans, reference_session: null })).toBe(
      'Aucune session de référence pour cette épreuve : pas de statistiques.',
    );
  });

  it('warns of partial figures while a session followed from the start runs', () => {
    expect(referenceNotice(leMans)).toBeNull();
    const running = {
      id: 'live-1',
      name: 'Course',
      kind: 'live',
      status: 'active',
      partial: true,
      partial_since_ms: null,
    } as const;
    expect(referenceNotice({ ...leMans, reference_session: running })).toBe(
      'Données partielles : la session est en cours.',
    );
    // Joined after the start: the notice naming the race time says it instead.
    const joinedLate = { ...running, partial_since_ms: 85_500_000 };
    expect(referenceNotice({ ...leMans, reference_session: joinedLate })).toBeNull();
    expect(referenceNotice({ ...leMans, reference_session: null })).toBeNull();
  });
});

describe('the event a heading names', () => {
  const events = [
    { id: 'lm', name: '24 Heures du Mans 2025', date: '2025-06-14', current: false },
    { id: 'spa', name: '6 Heures de Spa-Francorchamps 2025', date: '2025-05-10', current: true },
  ] as RaceEventSummary[];

  it('is the event asked for, else the current one, whichever it is', () => {
    expect(shownEvent('lm', events)?.name).toBe('24 Heures du Mans 2025');
    expect(shownEvent(null, events)?.name).toBe('6 Heures de Spa-Francorchamps 2025');
  });

  it('is none while the events are not known, or when the one asked for is not listed', () => {
    expect(shownEvent(null, [])).toBeNull();
    expect(shownEvent('lm', [])).toBeNull();
    expect(shownEvent('inconnue', events)).toBeNull();
  });

  it("names the event shown after the list's lead, and says the lead alone while it is not known", () => {
    expect(listIntro('Les équipages engagés', shownEvent('spa', events))).toBe(
      'Les équipages engagés : 6 Heures de Spa-Francorchamps 2025.',
    );
    expect(listIntro('Les pilotes engagés', shownEvent('lm', events))).toBe(
      'Les pilotes engagés : 24 Heures du Mans 2025.',
    );
    expect(listIntro('Les équipages engagés', null)).toBe('Les équipages engagés.');
  });
});
