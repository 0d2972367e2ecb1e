import {
  checkReplayInput,
  controlReplayInput,
  type ReplayCommand,
  type ReplayCommandResult,
  startReplayInput,
  stopReplayInput,
} from '@lemans/bus/replays-queue';
import type { ReplaySummary } from '@lemans/contract';
import { AppError, BadRequestError, type Db, NotFoundError } from '@lemans/platform';
import { replaySummaries } from '@lemans/recordings';
import { Router } from 'express';
import type { z } from 'zod';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { recordingExists, replayExists } from './admin-replays-repository.ts';

/** Sends a replay command to ingest and waits for its answer (ReplaysQueue). */
export interface ReplayCommands {
  send(command: ReplayCommand): Promise<ReplayCommandResult>;
}

const REPLAY_NOT_FOUND = 'Rediffusion introuvable';

/**
 * Replays of stored recordings (the admin's sessions screen): list, start, pause / resume / speed / seek,
 * stop. Ingest runs the commands; unknown ids are answered here at once, even while ingest is down.
 */
export function adminReplaysRoutes(db: Db, commands: ReplayCommands): Router {
  const router = Router();
  const json = readJsonBody(1024);

  const run = async (command: ReplayCommand): Promise<ReplaySummary> => {
    const result = await commands.send(command);
    if (!result.ok) throw new AppError(result.error, result.status);
    return result.replay;
  };
  const existingReplay = async (id: string | undefined): Promise<string> => {
    if (id === undefined || !(await replayExists(db, id))) throw new NotFoundError(REPLAY_NOT_FOUND);
    return id;
  };

  router.get('/admin/replays', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ replays: await replaySummaries(db) });
  });
  router.post('/admin/replays', json, async (req, res) => {
    const body = bodyOf(req.body);
    const input = checked(startReplayInput, {
      recordingId: body.recording_id,
      speed: body.speed,
      start: body.start,
    });
    if (!(await recordingExists(db, input.recordingId)))
      throw new NotFoundError('Enregistrement introuvable');
    const replay = await run({ type: 'start', input });
    await recordAdminAction(
      db,
      'replay_started',
      auditContextOf(req, `replay ${replay.id}`, {
        recording_id: replay.recording_id,
        speed: replay.speed,
        start_race_time_ms: replay.start_race_time_ms,
      }),
    );
    res.status(201).json({ replay });
  });
  router.post('/admin/replays/:id/control', json, async (req, res) => {
    const replayId = await existingReplay(req.params.id);
    const body = bodyOf(req.body);
    const input = checked(controlReplayInput, {
      replayId,
      paused: body.paused,
      speed: body.speed,
      raceTimeMs: body.race_time,
    });
    const replay = await run({ type: 'control', input });
    const change = { paused: input.paused, speed: input.speed, race_time_ms: input.raceTimeMs };
    await recordAdminAction(db, 'replay_controlled', auditContextOf(req, `replay ${replay.id}`, change));
    res.json({ replay });
  });
  router.delete('/admin/replays/:id', async (req, res) => {
    const input = checked(stopReplayInput, { replayId: await existingReplay(req.params.id) });
    const replay = await run({ type: 'stop', input });
    await recordAdminAction(db, 'replay_stopped', auditContextOf(req, `replay ${replay.id}`));
    res.json({ replay });
  });
  return router;
}

function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function checked<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const checked = checkReplayInput(schema, input);
  if (!checked.ok) throw new BadRequestError(checked.error);
  return checked.value;
}
