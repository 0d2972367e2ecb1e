import { epochOfLocalTime, localDayOf } from '@lemans/contract/timing';
import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENTS, calendarEventById, matchCalendarEvent } from './calendar.ts';
import { raceEventOfSession } from './event-of-session.ts';
import { importMatchLines, importMatchOf } from './import-match.ts';
import { raceEventIdOf } from './race-event-id.ts';

describe('the season calendar', () => {
  it('numbers the rounds of each season in order and names them with their season', () => {
    const spa2025 = CALENDAR_EVENTS.find((event) => event.date === '2025-05-10');
    expect(spa2025).toMatchObject({
      id: '6-heures-de-spa-francorchamps-2025-05-10',
      name: '6 Heures de Spa-Francorchamps 2025',
      championship: 'FIA WEC',
      season: 2025,
      round: 3,
      circuitId: 'spa',
      timeZone: 'Europe/Brussels',
      scheduledLengthS: 6 * 3600,
      scheduledStart: null,
    });
  });

  it('holds Le Mans 2025 once, as a round of the WEC with the edition’s start time (16:00 in Paris)', () => {
    const found = CALENDAR_EVENTS.filter((event) => event.date === '2025-06-14');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: '24-heures-du-mans-2025-06-14',
      name: '24 Heures du Mans 2025',
      round: 4,
      scheduledStart: '2025-06-14T14:00:00.000Z',
      scheduledLengthS: 86_400,
    });
  });

  it('knows every Le Mans that was run, and none that was cancelled', () => {
    expect(calendarEventById('24-heures-du-mans-1923-05-26')).toMatchObject({
      championship: null,
      round: null,
      circuitId: 'le-mans',
    });
    expect(calendarEventById('24-heures-du-mans-2019-06-15')?.scheduledStart).toBe(
      '2019-06-15T13:00:00.000Z',
    );
    expect(CALENDAR_EVENTS.some((event) => event.date === '1940-06-15')).toBe(false);
    // 2023 started at 15:00, in summer time.
    expect(calendarEventById('24-heures-du-mans-2023-06-10')?.scheduledStart).toBe(
      '2023-06-10T13:00:00.000Z',
    );
  });
});

describe('matching a race to the calendar by its day', () => {
  it('takes the race held on that day, or a day either side', () => {
    expect(matchCalendarEvent('2025-05-10')?.event.id).toBe('6-heures-de-spa-francorchamps-2025-05-10');
    expect(matchCalendarEvent('2025-05-11')).toMatchObject({ daysOff: 1 });
    expect(matchCalendarEvent('2025-05-09')?.event.circuitId).toBe('spa');
    expect(matchCalendarEvent('2025-05-12')).toBeNull();
    expect(matchCalendarEvent('2025-06-15')?.event.name).toBe('24 Heures du Mans 2025');
  });

  it('refuses a day whose race is on another circuit than the laps say', () => {
    expect(matchCalendarEvent('2025-05-10', 'spa')?.event.round).toBe(3);
    expect(matchCalendarEvent('2025-05-10', 'imola')).toBeNull();
  });

  it('finds the Imola round of 2025 and the Qatar race whose day is a Friday', () => {
    expect(matchCalendarEvent('2025-04-20')?.event).toMatchObject({
      name: "6 Heures d'Imola 2025",
      circuitId: 'imola',
      timeZone: 'Europe/Rome',
    });
    expect(matchCalendarEvent('2025-03-01')?.event.scheduledLengthS).toBe(10 * 3600);
  });
});

describe('race event ids', () => {
  it('are the name’s slug without its year, then the day', () => {
    expect(raceEventIdOf('24 Heures du Mans 2025', '2025-06-14')).toBe('24-heures-du-mans-2025-06-14');
    expect(raceEventIdOf('6 Heures de São Paulo', '2025-07-13')).toBe('6-heures-de-sao-paulo-2025-07-13');
    expect(raceEventIdOf('  ', '2025-07-13')).toBe('course-2025-07-13');
  });
});

describe('local times', () => {
  it('reads the day and the instant of a local time in a zone', () => {
    expect(new Date(epochOfLocalTime('2025-02-28', 14 * 3_600_000, 'Asia/Qatar')).toISOString()).toBe(
      '2025-02-28T11:00:00.000Z',
    );
    expect(localDayOf(Date.parse('2025-06-14T23:30:00Z'), 'Europe/Paris')).toBe('2025-06-15');
    expect(localDayOf(Date.parse('2025-09-07T03:00:00Z'), 'America/Chicago')).toBe('2025-09-06');
  });
});

describe('the event of a session', () => {
  const spaStart = Date.parse('2025-05-10T11:00:00Z');

  it('is the calendar’s race of its day, with the calendar’s facts, whatever the session calls it', () => {
    const { draft, match } = raceEventOfSession(
      { eventName: 'Course du 10 mai 2025', startMs: spaStart, durationS: 21_600 },
      'import',
    );
    expect(match?.daysOff).toBe(0);
    expect(draft).toMatchObject({
      id: '6-heures-de-spa-francorchamps-2025-05-10',
      name: '6 Heures de Spa-Francorchamps 2025',
      circuitId: 'spa',
      timeZone: 'Europe/Brussels',
      championship: 'FIA WEC',
      origin: 'calendar',
    });
  });

  it('is not the calendar’s race when the laps show another circuit, nor when they show none known', () => {
    const imolaLaps = raceEventOfSession(
      { eventName: 'Essais', startMs: spaStart, durationS: null, circuitId: 'imola' },
      'import',
    );
    expect(imolaLaps.match).toBeNull();
    expect(imolaLaps.draft).toMatchObject({
      id: 'essais-2025-05-10',
      circuitId: 'imola',
      timeZone: 'Europe/Rome',
      championship: null,
      origin: 'import',
    });
    const unknown = raceEventOfSession(
      { eventName: '', startMs: spaStart, durationS: 3600, circuitId: null },
      'feed',
    );
    expect(unknown.draft).toMatchObject({
      id: 'course-du-10-mai-2025-05-10',
      name: 'Course du 10 mai 2025',
      circuitId: null,
      timeZone: 'Europe/Paris',
      scheduledLengthS: 3600,
    });
  });

  it('dates an event outside the calendar by its local day in the organiser’s zone', () => {
    const { draft } = raceEventOfSession(
      { eventName: 'Test de nuit 2025', startMs: Date.parse('2025-08-01T22:30:00Z'), durationS: null },
      'feed',
    );
    expect(draft).toMatchObject({ id: 'test-de-nuit-2025-08-02', day: '2025-08-02' });
  });
});

describe('what an import was recognised as', () => {
  it('names the circuit of its laps and the calendar’s race of its day there', () => {
    const spa = importMatchOf({ circuitId: 'spa' }, '2025-05-10');
    expect(spa).toEqual({
      circuit: { id: 'spa', name: expect.stringContaining('Spa-Francorchamps') },
      calendar: {
        id: '6-heures-de-spa-francorchamps-2025-05-10',
        name: '6 Heures de Spa-Francorchamps 2025',
        championship: 'FIA WEC',
        round: 3,
      },
    });
    expect(importMatchLines(spa, 'ignoré')[1]).toBe(
      'Épreuve : 6 Heures de Spa-Francorchamps 2025 (FIA WEC, manche 3)',
    );
  });

  it('takes no calendar race for laps of another circuit, nor of none known', () => {
    expect(importMatchOf({ circuitId: 'imola' }, '2025-05-10').calendar).toBeNull();
    const unknown = importMatchOf({ circuitId: null }, '2025-05-10');
    expect(unknown).toEqual({ circuit: null, calendar: null });
    expect(importMatchLines(unknown, 'Course du 10 mai 2025')).toEqual([
      "Circuit non reconnu d'après les tours : aucun circuit connu de cette longueur",
      'Épreuve : Course du 10 mai 2025 (hors calendrier)',
    ]);
  });
});
