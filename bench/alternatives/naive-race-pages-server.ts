/**
 * The race pages (team, driver, car, a car's laps, a session's report) as one would first write them with
 * an ORM: each handler walks the relations one row or one list at a time (`findOne`, `find`: one query
 * each) and computes the statistics in JavaScript from the rows it loaded. Per request, on one session:
 * team and car 5 queries, driver 1 + 4 per car they are entered in, laps 2 + 1 per driver of the crew,
 * report 4 + 1 per lap of the page (its car, for the entry id and the driver's name).
 * It answers the same JSON as the API for the cars of the catalogue (every car of the 2025 race); cars only
 * the timing knows are left out, which only spares it work. Arguments: port, database URL.
 */
import type { Database } from '@lemans/platform';
import { CATEGORIES, categoryLabelOf } from '@lemans/race';
import express, { type Response } from 'express';
import type { Selectable } from 'kysely';
import pg from 'pg';

/** A row as an ORM's model of the table would give it: the project's schema types. */
type Row<Table extends keyof Database> = Selectable<Database[Table]>;
type Lap = Row<'laps'>;
type Session = Row<'sessions'>;

/** Crews are JSON columns: the catalogue's in the site's field names, the timing's in the organiser's. */
interface CatalogueDriver {
  id: number;
  firstname: string;
  lastname: string;
  country: string;
  driver_position: number;
}
interface TimingDriver {
  driverId: number;
  number: number;
  firstName: string;
  lastName: string;
}
const catalogueCrew = (entry: Row<'catalogue_entries'>) => entry.drivers as unknown as CatalogueDriver[];
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

const findOne = async <Table extends keyof Database>(table: Table, where: Partial<Row<Table>>) =>
  (await find(table, where, '', { offset: 0, limit: 1 }))[0];

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

/** A car's part in one session: the standing, then its session, its entry and its laps, one query each. */
interface Appearance {
  standing: Row<'live_standings'>;
  session: Session;
  entry: Row<'entries'>;
  laps: Lap[];
}

async function appearancesOf(entryId: number, driverId?: number): Promise<Appearance[]> {
  const appearances: Appearance[] = [];
  for (const standing of await find('live_standings', { entry_id: entryId })) {
    const key = { session_id: standing.session_id, number: standing.number };
    const session = (await findOne('sessions', { id: standing.session_id })) as Session;
    const entry = (await findOne('entries', key)) as Row<'entries'>;
    const ofDriver = driverId === undefined ? {} : { driver_id: driverId };
    const laps = await find('laps', { ...key, ...ofDriver }, 'lap_number');
    appearances.push({ standing, session, entry, laps });
  }
  return appearances.sort((a, b) => newestFirst(a.session, b.session));
}

const newestFirst = (a: Session, b: Session) =>
  b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function statisticsOf(appearances: Appearance[]) {
  const laps = appearances.flatMap((appearance) => appearance.laps);
  return {
    total_sessions: appearances.length,
    best_position: minOf(appearances.map((appearance) => appearance.standing.ranking)),
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

const categoryRank = (entry: Row<'catalogue_entries'>) => {
  const index = CATEGORIES.findIndex((category) => category.label === entry.category_label);
  return index === -1 ? CATEGORIES.length : index;
};

const notFound = (res: Response, error: string) => res.status(404).json({ error });

const app = express();

app.get('/api/teams/:id', async (req, res) => {
  const entry = await findOne('catalogue_entries', { id: Number(req.params.id) });
  if (!entry) return notFound(res, 'Équipe introuvable');
  const appearances = await appearancesOf(entry.id);
  const { updated_at: _stored, ...fields } = entry;
  res.json({
    ...fields,
    statistics: statisticsOf(appearances),
    session_history: sessionHistoryOf(appearances),
  });
});

app.get('/api/cars/:entryId', async (req, res) => {
  const entry = await findOne('catalogue_entries', { id: Number(req.params.entryId) });
  if (!entry) return notFound(res, 'Voiture introuvable');
  const appearances = await appearancesOf(entry.id);
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
    statistics: statisticsOf(appearances),
    drivers: catalogueCrew(entry).map((driver) => ({
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
  });
});

app.get('/api/drivers/:id', async (req, res) => {
  const id = Number(req.params.id);
  // The crews are JSON in each entry: load every entry and look for the driver in each.
  const entries = (await find('catalogue_entries', {}))
    .filter((entry) => catalogueCrew(entry).some((driver) => driver.id === id))
    .sort((a, b) => categoryRank(a) - categoryRank(b) || Number(a.number) - Number(b.number));
  const [first] = entries;
  const driver = first && catalogueCrew(first).find((candidate) => candidate.id === id);
  if (!first || !driver) return notFound(res, 'Pilote introuvable');
  const appearances: Appearance[] = [];
  for (const entry of entries) {
    const driven = (await appearancesOf(entry.id, id)).filter((appearance) => appearance.laps.length > 0);
    appearances.push(...driven);
  }
  appearances.sort((a, b) => newestFirst(a.session, b.session));
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
      driver_position: catalogueCrew(entry).find((candidate) => candidate.id === id)?.driver_position,
    })),
    statistics: statisticsOf(appearances),
    session_history: sessionHistoryOf(appearances),
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
  const crew = timingCrew(car).sort((a, b) => a.number - b.number);
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
    session: { id: session.id, name: session.name },
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
  const rows = [];
  for (const lap of laps) {
    const entry = (await findOne('entries', {
      session_id: session.id,
      number: lap.number,
    })) as Row<'entries'>;
    const driver = timingCrew(entry).find((candidate) => candidate.driverId === lap.driver_id);
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
    session: { id: session.id, name: session.name, session_type: session.session_type },
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
