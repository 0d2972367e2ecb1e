import type { AdminRaceEvent, CalendarRace } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { errorTextOf } from '../../../api/error-text.ts';
import {
  championshipText,
  circuitName,
  deleteText,
  draftOfCalendarRace,
  EMPTY_DRAFT,
  factsBody,
  hoursProblem,
  lengthLabel,
  mergeText,
  newEventBody,
  newestFirst,
  originLabel,
  otherEvents,
  secondsOf,
  sessionKindLabel,
  sessionStatusLabel,
  timeZoneFor,
} from './race-events-rules.ts';

const event = (id: string, name: string, date: string, sessions = 0): AdminRaceEvent => ({
  id,
  name,
  date,
  championship: null,
  season: null,
  round: null,
  circuit_id: null,
  time_zone: 'Europe/Paris',
  scheduled_start: null,
  scheduled_length_s: null,
  origin: 'admin',
  sessions: Array.from({ length: sessions }, (_, index) => ({
    id: `import-${index}`,
    name: `Session ${index}`,
    kind: 'import' as const,
    status: 'ended' as const,
  })),
});

const spaRace: CalendarRace = {
  id: 'wec-2025-spa',
  name: '6 Heures de Spa-Francorchamps 2025',
  date: '2025-05-10',
  championship: 'FIA WEC',
  season: 2025,
  round: 3,
  circuit_id: 'spa',
  time_zone: 'Europe/Brussels',
  scheduled_length_s: 21_600,
};

describe('race events admin labels', () => {
  it('says where an event comes from and what its sessions are, in French', () => {
    expect(['calendar', 'feed', 'import', 'admin'].map((o) => originLabel(o as never))).toEqual([
      'calendrier',
      'flux en direct',
      'import',
      'admin',
    ]);
    expect(['live', 'import', 'replay'].map((k) => sessionKindLabel(k as never))).toEqual([
      'Course en direct',
      'Import',
      'Rediffusion',
    ]);
    expect(sessionStatusLabel('active')).toBe('En cours');
    expect(sessionStatusLabel('ended')).toBe('Terminée');
  });

  it('names the championship and round, or says the event is outside the calendar', () => {
    expect(championshipText('FIA WEC', 3)).toBe('FIA WEC, manche 3');
    expect(championshipText('FIA WEC', null)).toBe('FIA WEC');
    expect(championshipText(null, null)).toBe('hors calendrier');
  });

  it('names a circuit from the catalogue, keeps an unknown id, and has none for no circuit', () => {
    expect(circuitName('spa')).toBe('Circuit de Spa-Francorchamps');
    expect(circuitName('nulle-part')).toBe('nulle-part');
    expect(circuitName(null)).toBeNull();
  });

  it('words the scheduled length in hours', () => {
    expect(lengthLabel(86_400)).toBe('24 h');
    expect(lengthLabel(5400)).toBe('1,5 h');
    expect(lengthLabel(null)).toBe('durée inconnue');
  });
});

describe('race events admin forms', () => {
  it('reads hours typed with a comma or a point, blank as unknown, and refuses what is no number', () => {
    expect(secondsOf('6')).toBe(21_600);
    expect(secondsOf('1,5')).toBe(5400);
    expect(secondsOf(' ')).toBeNull();
    expect(hoursProblem('six')).toMatch(/nombre d’heures/);
    expect(hoursProblem('')).toBeNull();
    expect(hoursProblem('24')).toBeNull();
  });

  it("takes the circuit's time zone when a circuit is chosen, and keeps the typed one for none", () => {
    expect(timeZoneFor('spa', 'Europe/Paris')).toBe('Europe/Brussels');
    expect(timeZoneFor('', 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('fills the form from a calendar race and sends its championship, season and round', () => {
    const draft = draftOfCalendarRace(spaRace);
    expect(draft).toEqual({
      name: '6 Heures de Spa-Francorchamps 2025',
      date: '2025-05-10',
      circuit_id: 'spa',
      time_zone: 'Europe/Brussels',
      hours: '6',
      calendar_id: 'wec-2025-spa',
    });
    expect(newEventBody({ ...draft, name: 'Spa 2025' }, [spaRace])).toEqual({
      name: 'Spa 2025',
      date: '2025-05-10',
      circuit_id: 'spa',
      time_zone: 'Europe/Brussels',
      scheduled_length_s: 21_600,
      championship: 'FIA WEC',
      season: 2025,
      round: 3,
    });
  });

  it('sends a typed event without championship, and no circuit as null', () => {
    const body = newEventBody({ ...EMPTY_DRAFT, name: 'Course test', date: '2025-07-01' }, [spaRace]);
    expect(body).toMatchObject({
      circuit_id: null,
      scheduled_length_s: null,
      championship: null,
      round: null,
    });
    expect(factsBody({ circuit_id: 'le-mans', time_zone: ' Europe/Paris ', hours: '24' })).toEqual({
      circuit_id: 'le-mans',
      time_zone: 'Europe/Paris',
      scheduled_length_s: 86_400,
    });
  });
});

describe('race events admin list', () => {
  it('lists the newest race day first, then by name', () => {
    const list = [
      event('a', 'B', '2025-05-10'),
      event('b', 'Le Mans', '2025-06-14'),
      event('c', 'A', '2025-05-10'),
    ];
    expect(newestFirst(list).map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });

  it('offers every other event, with its day, as a merge or move target', () => {
    const list = [event('spa', 'Spa', '2025-05-10'), event('lm', 'Le Mans', '2025-06-14')];
    expect(otherEvents(list, 'spa')).toEqual([{ id: 'lm', label: 'Le Mans — 14 juin 2025' }]);
  });

  it('says in the merge question how many sessions move', () => {
    expect(mergeText(event('a', 'Essai', '2025-05-10', 2), { name: 'Spa' })).toBe(
      'Fusionner « Essai » dans « Spa » ? Ses 2 sessions passent dans « Spa » ; l’adresse de « Essai » mène ensuite à « Spa ».',
    );
    expect(mergeText(event('a', 'Essai', '2025-05-10', 1), { name: 'Spa' })).toContain(
      'Sa session passe dans « Spa »',
    );
    expect(mergeText(event('a', 'Essai', '2025-05-10'), { name: 'Spa' })).toContain(
      'Aucune session ne change d’épreuve',
    );
  });

  it('asks before deleting, and words why the API keeps an event that holds something', () => {
    expect(deleteText('Essai')).toBe(
      'Supprimer « Essai » ? Elle ne contient aucune session ; son adresse ne mènera plus à rien.',
    );
    const refusal = (code: string, values: Record<string, number>) =>
      errorTextOf({ error: 'Épreuve non vide', code, values });
    expect(refusal('admin.race_event_has_sessions', { sessions: 2 })).toContain('elle contient 2 sessions');
    expect(refusal('admin.race_event_has_sessions', { sessions: 1 })).toContain('elle contient une session');
    expect(refusal('admin.race_event_has_merged_events', { merged: 3 })).toMatch(
      /^3 épreuves y ont été fusionnées .* fusionnez-la dans une autre épreuve/,
    );
  });
});
