/**
 * GET /api/live as one would first write it: an express handler that queries Postgres (the live standings
 * joined with the entries) and lets res.json serialise the rows on every request (express adds its weak
 * ETag and answers 304 itself). Arguments: port, database URL, session id.
 */
import express from 'express';
import pg from 'pg';

const [port, databaseUrl, sessionId] = process.argv.slice(2) as [string, string, string];
const pool = new pg.Pool({ connectionString: databaseUrl });
const app = express();
app.get('/api/live', async (_req, res) => {
  const { rows } = await pool.query(
    `SELECT ls.entry_id, ls.number AS participant_number, e.team AS team_name, ls.ranking,
            ls.category_position, ls.lap_count, ls.last_lap_ms AS last_lap_time, ls.best_lap_ms AS best_lap_time,
            ls.gap_ms AS gap_time, ls.gap_text AS gap, ls.speed, ls.car_state, e.category AS category_label,
            e.brand AS brand_name, e.car AS car_name, ls.driver_id AS current_driver_id,
            ls.current_sector, ls.position_change, ls.pit_stops, e.nationality, s.name AS session_name,
            s.created_at
       FROM live_standings ls
       JOIN entries e ON e.session_id = ls.session_id AND e.number = ls.number
       JOIN sessions s ON s.id = ls.session_id
      WHERE ls.session_id = $1
      ORDER BY ls.ranking`,
    [sessionId],
  );
  const name = rows[0]?.session_name ?? '';
  // Dated by the data rather than per request, so that the body is stable and express can answer 304.
  res.json({
    data: rows,
    session_id: sessionId,
    session_name: name,
    session_status: 'active',
    current_session: { name },
    message: name,
    timestamp: rows[0]?.created_at ?? null,
  });
});
app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
