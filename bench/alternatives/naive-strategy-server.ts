/**
 * GET /api/sessions/:id/strategy as a request met it before the analyses were kept warm: the session's
 * analysis computed when asked (the same query, the same analysis and the same answer as the API), on the
 * process's own thread, with no cache. Arguments: port, database URL.
 */
import { sendJsonBody } from '@lemans/http';
import { createDb } from '@lemans/platform';
import express from 'express';
import { answerFrom } from '../../services/api/src/analysis/analysis-answers.ts';
import { findAnalysisSource } from '../../services/api/src/analysis/analysis-repository.ts';
import { loadedAnalysisOf } from '../../services/api/src/analysis/session-analyses.ts';

const [port, databaseUrl] = process.argv.slice(2) as [string, string];
const db = createDb(databaseUrl);
const app = express();

app.get('/api/sessions/:id/strategy', async (req, res) => {
  const sessionId = req.params.id;
  const source = await findAnalysisSource(db, sessionId);
  if (!source) {
    res.status(404).json({ error: 'Session introuvable' });
    return;
  }
  const answer = answerFrom(loadedAnalysisOf(source), { table: 'strategy', sessionId, csv: false });
  if (answer.type === 'json') sendJsonBody(req, res, answer.body);
});

app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
