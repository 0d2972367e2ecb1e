/**
 * The race pages (team, driver, car, a car's laps, a session's report) as one would first write them with
 * an ORM: each handler walks the relations one row or one list at a time (`findOne`, `find`: one query
 * each) and computes the statistics in JavaScript from the rows it loaded. The event a page shows and its
 * reference session come from every session row, loaded and grouped in JavaScript on each request
 * (naive-race-events.ts). Per request, on an event of one session: team and car 7 queries + 1 per other
 * event (the same car there), driver 7 + 1 per car they drove + 1 per other event, laps 2 + 1 per driver
 * of the crew, report 4 + 1 per lap of the page (its car, for the entry id and the driver's name); each
 * page then names its drivers as at every event, from every crew of the database (1 + 1 per session).
 * It answers the same JSON as the API. Arguments: port, database URL.
 */

import type { ElsewhereAtEvent, Entry, EntryDriver, RaceEventContext } from '@lemans/contract';
import type { Database } from '@lemans/platform';
import {
  CATEGORIES,
  categoryLabelOf,
  categoryOfTiming,
  type KnownSpelling,
  OTHER_CATEGORY_COLOR,
  type PersonName,
  SpellingBook,
  samePerson,
} from '@lemans/race';
import express, { type Request, type Response } from 'express';
import type { Selectable } from 'kysely';
import pg from 'pg';
import {
  currentEventOf,
  type EventSession,
  type NaiveEvent,
  newestEventsFirst,
  newestFirst,
  raceEventsOf,
  type Session,
} from './naive-race-events.ts';

/** A row as an ORM's model of the table would give it: the project's schema types. */
type Row<Table extends keyof Database> = Selectable<Database[Table]>;
type Lap = Row<'laps'>;

/** Crews are JSON columns: the catalogue's in the site's field names, the timing's in the organiser's. */
interface TimingDriver {
  driverId: number;
  number: number;
  firstName: string;
  lastName: string;
  country: string;
}
const catalogueCrew = (entry: Row<'catalogue_entries'>) => entry.drivers as unknown as EntryDriver[];
const timingCrew = (entry: Row<'entries'>) => entry.drivers as unknown as TimingDriver[];

const [port, databaseUrl] = process.argv.slice(2) as [string, string];
// Race times and event positions are bigint columns, well within a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
const pool = new pg.Pool({ connectionString: databaseUrl });

const filterOf = (where: Record<string, unknown>) => {
  const columns = Object.keys(where);
  return columns.length ? ` WHERE ${columns.map((column, i) => `${column} = $${i + 1}`).join(' AND ')}` : '';
};

/** What an ORM's `findAll` does: every column of one table, equality filters, one round trip. */
async function find<Table extends keyof Database>(
  table: Table,
  where: Partial<Row<Table>>,
  order = '',
  page?: { offset: number; limit: number },
): Promise<Row<Table>[]> {
  const orderBy = order ? ` ORDER BY ${order}` : '';
  const slice = page ? ` OFFSET ${page.offset} LIMIT ${page.limit}` : '';
  const sql = `SELECT * FROM ${table}${filterOf(where)}${orderBy}${slice}`;
  return (await pool.query(sql, Object.values(where))).rows;
}

const findOne = async <Table extends keyof Database>(table: Table, where: Partial<Row<Table>>, order = '') =>
  (await find(table, where, order, { offset: 0, limit: 1 }))[0];

async function count<Table extends keyof Database>(
  table: Table,
  where: Partial<Row<Table>>,
): Promise<number> {
  const sql = `SELECT count(*)::int AS n FROM ${table}${filterOf(where)}`;
  return (await pool.query(sql, Object.values(where))).rows[0].n;
}

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
const minOf = (values: (number | null)[]) => (present(values).length ? Math.min(...present(values)) : null);
const maxOf = (values: (number | null)[]) => (present(values).length ? Math.max(...present(values)) : null);
const averageOf = (values: number[]) =>
  values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
const timedTimes = (laps: Lap[]) =>
  laps.filter((lap) => lap.timed && (lap.lap_time_ms ?? 0) > 0).map((lap) => lap.lap_time_ms as number);
const bestSector = (laps: Lap[], sector: 'sector1_ms' | 'sector2_ms' | 'sector3_ms') =>
  minOf(laps.map((lap) => lap[sector]).filter((time) => (time ?? 0) > 0));

const notFound = (res: Response, error: string) => res.status(404).json({ error });

/**
 * Every spelling of a driver the database holds, loaded table by table: the catalogue's crews, then each
 * session's but the replays'. A timing crew member with a nationality was written by a results file.
 */
async function spellingBook(): Promise<SpellingBook> {
  const known: KnownSpelling[] = (await find('catalogue_entries', {})).flatMap((entry) =>
    catalogueCrew(entry).map(({ firstname, lastname }) => ({ firstname, lastname, written: true })),
  );
  for (const session of await find('sessions', { is_replay: false })) {
    for (const entry of await find('entries', { session_id: session.id })) {
      for (const driver of timingCrew(entry)) {
        known.push({
          firstname: driver.firstName,
          lastname: driver.lastName,
          written: driver.country !== '',
        });
      }
    }
  }
  return new SpellingBook(known);
}

/** A crew member of the timing, named as at every event. */
function spelledTiming(book: SpellingBook, driver: TimingDriver): TimingDriver {
  const { firstname, lastname } = book.spell({ firstname: driver.firstName, lastname: driver.lastName });
  return { ...driver, firstName: firstname, lastName: lastname };
}

/** An entry's crew named as at every event. */
function spelledEntry(book: SpellingBook, entry: Entry): Entry {
  return { ...entry, drivers: entry.drivers.map((driver) => ({ ...driver, ...book.spell(driver) })) };
}

/** The event a page shows: the one asked for, else the current one; null when there is no session. */
interface Shown {
  events: NaiveEvent[];
  event: NaiveEvent | null;
  /** The current event, whose entries are the catalogue's. */
  current: boolean;
}

const EVENT_ID = /^[a-z0-9-]{1,160}$/;

/** Answers the error itself and gives undefined when `?event=` is malformed or unknown. */
async function shownEvent(req: Request, res: Response): Promise<Shown | undefined> {
  const asked = req.query.event;
  if (asked !== undefined && (typeof asked !== 'string' || !EVENT_ID.test(asked))) {
    res.status(400).json({ error: "Identifiant d'épreuve invalide" });
    return undefined;
  }
  const events = raceEventsOf(
    await find('race_events', {}),
    await find('race_event_sessions', {}),
    await find('sessions', {}),
    await find('session_stats', {}),
  );
  const current = currentEventOf(events);
  const event = asked === undefined ? current : events.find((candidate) => candidate.id === asked);
  if (asked !== undefined && !event) {
    notFound(res, 'Épreuve introuvable');
    return undefined;
  }
  return { events, event: event ?? null, current: event === current };
}

/**
 * Joined after the start (no lap 1): the end of its first lap seen, near enough the first document for
 * this comparison; null when followed from the start.
 */
async function partialSinceMsOf(sessionId: string): Promise<number | null> {
  const first = await findOne('laps', { session_id: sessionId }, 'lap_number');
  return (first?.lap_number ?? 1) > 1 ? (first?.race_time_ms ?? null) : null;
}

async function raceEventOf(shown: Shown, elsewhere: ElsewhereAtEvent[]): Promise<RaceEventContext | null> {
  const { event } = shown;
  if (!event) return null;
  const reference = event.reference;
  let referenceSession: RaceEventContext['reference_session'] = null;
  if (reference) {
    const { session, kind } = reference;
    const partialSinceMs = await partialSinceMsOf(session.id);
    referenceSession = {
      id: session.id,
      name: session.name,
      kind,
      status: session.status as 'active' | 'ended',
      // Running, or joined after the start: its figures cover part of the race.
      partial: session.status === 'active' || partialSinceMs !== null,
      partial_since_ms: partialSinceMs,
    };
  }
  const { stored } = event;
  return {
    id: event.id,
    name: event.name,
    date: event.date,
    championship: stored.championship,
    season: stored.season,
    round: stored.round,
    circuit_id: stored.circuit_id,
    time_zone: stored.time_zone,
    scheduled_start: stored.scheduled_start?.toISOString().replace('.000Z', 'Z') ?? null,
    scheduled_length_s: stored.scheduled_length_s,
    reference_session: referenceSession,
    elsewhere,
  };
}

function catalogueEntryOf(row: Row<'catalogue_entries'>): Entry {
  return {
    id: row.id,
    team_name: row.team_name,
    brand_name: row.brand_name,
    car_name: row.car_name,
    number: row.number,
    tyres: row.tyres,
    engine: row.engine,
    category_label: row.category_label || 'Autre',
    category_id: row.category_id,
    category_color: row.category_color ?? OTHER_CATEGORY_COLOR,
    subclass: null,
    team_country: row.team_country,
    drivers: catalogueCrew(row),
  };
}

/** A car only the timing describes: its category is the timing's name (HYPERCAR...). */
function timingEntryOf(row: Row<'entries'>): Entry {
  const category = categoryOfTiming(row.category);
  return {
    id: row.entry_id,
    team_name: row.team,
    brand_name: row.brand,
    car_name: row.car,
    number: row.number,
    tyres: row.tyre,
    engine: '',
    category_label: categoryLabelOf(row.category),
    category_id: category?.id ?? null,
    category_color: category?.color ?? OTHER_CATEGORY_COLOR,
    subclass: row.subclass,
    team_country: /^[A-Z]{2}$/.test(row.nationality) ? row.nationality : '',
    drivers: timingCrew(row)
      .map((driver) => ({
        id: driver.driverId,
        firstname: driver.firstName,
        lastname: driver.lastName,
        country: driver.country,
        driver_position: driver.number,
      }))
      .sort((a, b) => a.driver_position - b.driver_position),
  };
}

/** The entry with this id at the event: the catalogue's at the current one, else its newest timing's. */
async function entryAt(shown: Shown, id: number): Promise<Entry | undefined> {
  if (shown.current) {
    const listed = await findOne('catalogue_entries', { id });
    if (listed) return catalogueEntryOf(listed);
  }
  for (const { session } of shown.event?.timed ?? []) {
    const seen = await findOne('entries', { session_id: session.id, entry_id: id });
    if (!seen) continue;
    if (shown.current && (await findOne('catalogue_entries', { number: seen.number }))) continue;
    return timingEntryOf(seen);
  }
  return undefined;
}

/** Every entry of the event whose crew lists this driver. */
async function entriesOfDriver(shown: Shown, id: number): Promise<Entry[]> {
  const catalogue = shown.current ? await find('catalogue_entries', {}) : [];
  const entries = catalogue
    .filter((entry) => catalogueCrew(entry).some((driver) => driver.id === id))
    .map(catalogueEntryOf);
  // The newest session that saw a car describes it; a car of the catalogue is the catalogue's.
  const described = new Set(catalogue.map((entry) => entry.number));
  for (const { session } of shown.event?.timed ?? []) {
    for (const seen of await find('entries', { session_id: session.id })) {
      if (described.has(seen.number)) continue;
      described.add(seen.number);
      if (timingCrew(seen).some((driver) => driver.driverId === id)) entries.push(timingEntryOf(seen));
    }
  }
  return entries.sort(byCategoryThenNumber);
}

const categoryRank = (entry: Entry) => {
  const index = CATEGORIES.findIndex((category) => category.label === entry.category_label);
  return index === -1 ? CATEGORIES.length : index;
};
const numberOf = (entry: Entry) => {
  const value = Number.parseInt(entry.number, 10);
  return Number.isNaN(value) ? Number.MAX_SAFE_INTEGER : value;
};
const byCategoryThenNumber = (a: Entry, b: Entry) =>
  categoryRank(a) - categoryRank(b) ||
  a.category_label.localeCompare(b.category_label) ||
  numberOf(a) - numberOf(b) ||
  a.number.localeCompare(b.number);

/** A car's part in one session of the event: its standing, its timing entry and the laps that count. */
interface Appearance {
  standing: Row<'live_standings'>;
  session: Session;
  entry: Row<'entries'>;
  laps: Lap[];
}

/** The car with this entry id in each session of the event, with all its laps. */
async function carAppearances(event: NaiveEvent | null, entryId: number): Promise<Appearance[]> {
  const appearances: Appearance[] = [];
  for (const { session } of event?.timed ?? []) {
    for (const standing of await find('live_standings', { session_id: session.id, entry_id: entryId })) {
      const key = { session_id: session.id, number: standing.number };
      const entry = await findOne('entries', key);
      if (!entry) continue;
      appearances.push({ standing, session, entry, laps: await find('laps', key, 'lap_number') });
    }
  }
  return appearances;
}

/** Each car the driver drove in each session of the event, with the laps they drove. */
async function driverAppearances(event: NaiveEvent | null, driverId: number): Promise<Appearance[]> {
  const appearances: Appearance[] = [];
  for (const { session } of event?.timed ?? []) {
    const driven = await find('laps', { session_id: session.id, driver_id: driverId }, 'lap_number');
    for (const number of new Set(driven.map((lap) => lap.number))) {
      const key = { session_id: session.id, number };
      const standing = await findOne('live_standings', key);
      const entry = await findOne('entries', key);
      if (!standing || !entry) continue;
      appearances.push({ standing, session, entry, laps: driven.filter((lap) => lap.number === number) });
    }
  }
  return appearances;
}

/** The figures of the reference session alone: two sessions of one race would count its laps twice. */
function statisticsOf(appearances: Appearance[], reference: EventSession | undefined) {
  const inReference = appearances.filter(({ session }) => session.id === reference?.session.id);
  const laps = inReference.flatMap((appearance) => appearance.laps);
  return {
    total_sessions: appearances.length,
    best_position: minOf(
      inReference
        .filter(({ standing }) => standing.car_state !== 'Disqualified')
        .map(({ standing }) => standing.ranking),
    ),
    best_lap_time: minOf(timedTimes(laps)),
    avg_lap_time: averageOf(timedTimes(laps)),
    total_laps: laps.length,
    max_speed: maxOf(laps.map((lap) => lap.speed)),
    best_sector1: bestSector(laps, 'sector1_ms'),
    best_sector2: bestSector(laps, 'sector2_ms'),
    best_sector3: bestSector(laps, 'sector3_ms'),
  };
}

function sessionHistoryOf(appearances: Appearance[]) {
  return appearances.map(({ standing, session, entry, laps }) => {
    const last = laps.at(-1);
    return {
      id: `${session.id}-${standing.number}`,
      session_id: session.id,
      entry_id: standing.entry_id,
      session_name: session.name,
      session_type: session.session_type,
      start_time: session.start_time,
      end_time: session.completed_at,
      lap_count: laps.length,
      last_lap_time: last?.lap_time_ms ?? null,
      best_lap_time: minOf(timedTimes(laps)),
      position: standing.ranking,
      team_name: entry.team,
      participant_number: standing.number,
      category_label: categoryLabelOf(entry.category),
      gap_time: standing.gap_ms,
      current_sector1_time: last?.sector1_ms ?? null,
      current_sector2_time: last?.sector2_ms ?? null,
      current_sector3_time: last?.sector3_ms ?? null,
      best_sector1_time: bestSector(laps, 'sector1_ms'),
      best_sector2_time: bestSector(laps, 'sector2_ms'),
      best_sector3_time: bestSector(laps, 'sector3_ms'),
      speed: standing.speed,
    };
  });
}

/** The other events, newest day first, each with the sessions a car or a driver is looked for in. */
const otherEvents = (shown: Shown) =>
  newestEventsFirst(shown.events).filter((other) => other.id !== shown.event?.id);

const elsewhereAt = (event: NaiveEvent, id: number): ElsewhereAtEvent => ({
  event_id: event.id,
  event_name: event.name,
  date: event.date,
  id,
});

/** The car with this race number at every other event, under its entry id there. */
async function carElsewhere(shown: Shown, number: string): Promise<ElsewhereAtEvent[]> {
  const found: ElsewhereAtEvent[] = [];
  for (const other of otherEvents(shown)) {
    const sessions = other.timed.map(({ session }) => session.id).sort((a, b) => (a < b ? 1 : -1));
    for (const sessionId of sessions) {
      const entry = await findOne('entries', { session_id: sessionId, number });
      if (!entry) continue;
      found.push(elsewhereAt(other, entry.entry_id));
      break;
    }
  }
  return found;
}

/** The same person at every other event, followed by name: each event's timing has its own driver ids. */
async function driverElsewhere(shown: Shown, person: PersonName): Promise<ElsewhereAtEvent[]> {
  const found: ElsewhereAtEvent[] = [];
  for (const other of otherEvents(shown)) {
    const ids: number[] = [];
    for (const { session } of other.timed) {
      for (const entry of await find('entries', { session_id: session.id })) {
        for (const driver of timingCrew(entry)) {
          const name = { firstname: driver.firstName, lastname: driver.lastName };
          if (samePerson(name, person)) ids.push(driver.driverId);
        }
      }
    }
    if (ids.length > 0) found.push(elsewhereAt(other, Math.min(...ids)));
  }
  return found;
}

const app = express();

app.get('/api/teams/:id', async (req, res) => {
  const shown = await shownEvent(req, res);
  if (!shown) return;
  const found = await entryAt(shown, Number(req.params.id));
  if (!found) return notFound(res, 'Équipe introuvable');
  const entry = spelledEntry(await spellingBook(), found);
  const appearances = (await carAppearances(shown.event, entry.id)).sort((a, b) =>
    newestFirst(a.session, b.session),
  );
  res.json({
    ...entry,
    statistics: statisticsOf(appearances, shown.event?.reference),
    session_history: sessionHistoryOf(appearances),
    race_event: await raceEventOf(shown, await carElsewhere(shown, entry.number)),
  });
});

app.get('/api/cars/:entryId', async (req, res) => {
  const shown = await shownEvent(req, res);
  if (!shown) return;
  const found = await entryAt(shown, Number(req.params.entryId));
  if (!found) return notFound(res, 'Voiture introuvable');
  const entry = spelledEntry(await spellingBook(), found);
  const appearances = (await carAppearances(shown.event, entry.id)).sort((a, b) =>
    newestFirst(a.session, b.session),
  );
  res.json({
    participant_number: entry.number,
    car_name: entry.car_name,
    category_label: entry.category_label,
    category_color: entry.category_color,
    brand_name: entry.brand_name,
    team_id: entry.id,
    team_name: entry.team_name,
    team_country: entry.team_country,
    engine: entry.engine,
    tyres: entry.tyres,
    statistics: statisticsOf(appearances, shown.event?.reference),
    drivers: entry.drivers.map((driver) => ({
      id: driver.id,
      firstname: driver.firstname,
      lastname: driver.lastname,
      picture_url: null,
      position: driver.driver_position,
      country: driver.country,
    })),
    performance_evolution: [...appearances].reverse().map(({ session, laps }) => ({
      session_id: session.id,
      session_name: session.name,
      session_type: session.session_type,
      best_position_in_session: minOf(laps.map((lap) => lap.position)),
      best_lap_in_session: minOf(timedTimes(laps)),
      avg_lap_in_session: averageOf(timedTimes(laps)),
      data_points: laps.length,
    })),
    session_history: sessionHistoryOf(appearances),
    race_event: await raceEventOf(shown, await carElsewhere(shown, entry.number)),
  });
});

app.get('/api/drivers/:id', async (req, res) => {
  const id = Number(req.params.id);
  const shown = await shownEvent(req, res);
  if (!shown) return;
  const book = await spellingBook();
  const entries = (await entriesOfDriver(shown, id)).map((entry) => spelledEntry(book, entry));
  const [first] = entries;
  const driver = first?.drivers.find((candidate) => candidate.id === id);
  if (!first || !driver) return notFound(res, 'Pilote introuvable');
  const appearances = (await driverAppearances(shown.event, id)).sort((a, b) =>
    newestFirst(a.session, b.session),
  );
  const elsewhere = await driverElsewhere(shown, driver);
  res.json({
    id,
    firstname: driver.firstname,
    lastname: driver.lastname,
    country: driver.country,
    category: first.category_label,
    driver_position: driver.driver_position,
    team: {
      team_name: first.team_name,
      team_number: first.number,
      category_color: first.category_color,
      brand_name: first.brand_name,
      car_name: first.car_name,
      driver_position: driver.driver_position,
      entry_id: first.id,
    },
    entries: entries.map((entry) => ({
      id: entry.id,
      team_id: entry.id,
      participant_number: entry.number,
      category_label: entry.category_label,
      team_name: entry.team_name,
      brand_name: entry.brand_name,
      car_name: entry.car_name,
      driver_position: entry.drivers.find((candidate) => candidate.id === id)?.driver_position,
    })),
    statistics: statisticsOf(appearances, shown.event?.reference),
    session_history: sessionHistoryOf(appearances),
    race_event: await raceEventOf(shown, elsewhere),
  });
});

app.get('/api/sessions/:sessionId/teams/:teamId/laps', async (req, res) => {
  const session = await findOne('sessions', { id: req.params.sessionId });
  if (!session) return notFound(res, 'Session introuvable');
  const car = await findOne('entries', {
    session_id: session.id,
    entry_id: Number(req.params.teamId),
  });
  if (!car) return notFound(res, 'Équipe introuvable dans cette session');
  const book = await spellingBook();
  const crew = timingCrew(car)
    .map((driver) => spelledTiming(book, driver))
    .sort((a, b) => a.number - b.number);
  // Every lap of the race has a driver of the car's crew: loading each driver's laps loads them all.
  const laps: (Lap & { driver: TimingDriver })[] = [];
  for (const driver of crew) {
    const driven = await find('laps', {
      session_id: session.id,
      number: car.number,
      driver_id: driver.driverId,
    });
    laps.push(...driven.map((lap) => ({ ...lap, driver })));
  }
  laps.sort((a, b) => a.lap_number - b.lap_number);
  const best = minOf(timedTimes(laps));
  res.json({
    session: { id: session.id, name: session.name, partial_since_ms: await partialSinceMsOf(session.id) },
    total_laps: laps.length,
    best_lap_time: best,
    best_position: minOf(laps.map((lap) => lap.position)),
    avg_lap_time: averageOf(timedTimes(laps)),
    drivers: crew.map((driver) => ({
      id: driver.driverId,
      firstname: driver.firstName,
      lastname: driver.lastName,
      picture: null,
      driver_position: driver.number,
    })),
    laps: laps.map((lap) => ({
      lap_number: lap.lap_number,
      is_best_lap: best !== null && lap.timed && lap.lap_time_ms === best,
      pitstop_flag: lap.pit_in,
      driver_change: lap.driver_change,
      driver_id: lap.driver_id,
      driver_name: `${lap.driver.firstName} ${lap.driver.lastName}`.trim(),
      driver_picture: null,
      lap_time: lap.lap_time_ms,
      position: lap.position,
      gap_to_leader: lap.gap_ms,
      sector1_time: lap.sector1_ms,
      sector2_time: lap.sector2_ms,
      sector3_time: lap.sector3_ms,
      speed: lap.speed,
    })),
  });
});

app.get('/api/sessions/:id/report', async (req, res) => {
  const page = Number(req.query.page ?? 1);
  const pageSize = Number(req.query.pageSize ?? 50);
  const session = await findOne('sessions', { id: req.params.id });
  if (!session) return notFound(res, 'Session introuvable');
  const stats = await findOne('session_stats', { session_id: session.id });
  const participants = await count('entries', { session_id: session.id });
  const laps = await find('laps', { session_id: session.id }, 'race_time_ms, number, lap_number', {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const book = await spellingBook();
  const rows = [];
  for (const lap of laps) {
    const entry = (await findOne('entries', {
      session_id: session.id,
      number: lap.number,
    })) as Row<'entries'>;
    const crewMember = timingCrew(entry).find((candidate) => candidate.driverId === lap.driver_id);
    const driver = crewMember && spelledTiming(book, crewMember);
    rows.push({
      entry_id: entry.entry_id,
      lap_number: lap.lap_number,
      participant_number: lap.number,
      firstname: driver?.firstName ?? null,
      lastname: driver?.lastName ?? null,
      lap_time: lap.lap_time_ms,
      position: lap.position,
      gap_to_leader: lap.gap_ms,
    });
  }
  const events = await find('report_events', { session_id: session.id }, 'event_position');
  const total = stats?.total_laps ?? 0;
  res.json({
    session: {
      id: session.id,
      name: session.name,
      session_type: session.session_type,
      partial_since_ms: await partialSinceMsOf(session.id),
    },
    statistics: {
      total_participants: participants,
      total_laps: total,
      fastest_lap_time: stats?.fastest_lap_ms ?? null,
      average_lap_time: stats?.timed_laps ? Math.round(stats.lap_time_sum_ms / stats.timed_laps) : null,
      session_duration: Math.trunc((stats?.last_race_time_ms ?? 0) / 1000),
    },
    laps: rows,
    pagination: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
    events: events.map((event) => ({
      id: event.event_position,
      event_type: event.event_type,
      participant_number: event.number,
      lap_number: event.lap_number,
      description: event.description,
      timestamp: event.occurred_at,
    })),
  });
});

app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(port), '127.0.0.1');
// Handlers of requests the load generator gave up on may still be walking their queries: ending the pool
// under them would only print errors, and exiting closes its connections anyway.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
