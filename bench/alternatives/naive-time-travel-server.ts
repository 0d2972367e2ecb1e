/**
 * GET /api/live?sessionId=&at= as one would first write it: on every request, fold every event of the
 * session from the start up to `at` (one indexed query, the same fold and the same frame as the API),
 * with no state checkpoints and no cache. Arguments: port, database URL.
 */
import { createDb } from '@lemans/platform';
import { emptyChanges, emptyModel, projectEvent, storedEventOf, streamIdOf } from '@lemans/projections';
import express from 'express';
import { pastFrameOf } from '../../services/api/src/live/time-travel.ts';
import { raceTimeQueryOf } from '../../services/api/src/live/time-travel-query.ts';

const [port, databaseUrl] = process.argv.slice(2) as [string, string];
const db = createDb(databaseUrl);
const app = express();

app.get('/api/live', async (req, res) => {
  const sessionId = String(req.query.sessionId);
  const streamId = streamIdOf(sessionId);
  const bounds = await db
    .selectFrom('events')
    .select((eb) => [eb.fn.min('race_time_ms').as('first'), eb.fn.max('race_time_ms').as('last')])
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  if (bounds?.first == null || bounds.last == null) {
    res.status(404).json({ error: 'Session introuvable' });
    return;
  }
  const at = Math.min(Math.max(raceTimeQueryOf(req.query.at), bounds.first), bounds.last);
  const rows = await db
    .selectFrom('events')
    .select(['global_position', 'stream_position', 'type', 'data', 'metadata'])
    .where('stream_id', '=', streamId)
    .where('race_time_ms', '<=', at)
    .orderBy('stream_position')
    .execute();
  const model = emptyModel(sessionId);
  const changes = emptyChanges();
  for (const row of rows) projectEvent(model, storedEventOf(row), changes);
  res.json(
    pastFrameOf(model, {
      raceTimeMs: at,
      firstRaceTimeMs: Number(bounds.first),
      lastRaceTimeMs: Number(bounds.last),
    }),
  );
});

app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
