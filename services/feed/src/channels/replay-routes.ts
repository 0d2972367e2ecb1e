import { formatRaceTime } from '@lemans/contract/timing';
import { AppError, BadRequestError, NotFoundError } from '@lemans/platform';
import express, { Router } from 'express';
import { z } from 'zod';
import { controlState } from '../control-routes.ts';
import { controlChangeSchema, describeIssues } from '../control-schema.ts';
import type { Channel } from './channel.ts';
import type { ReplayChannel, ReplayChannels } from './replay-channels.ts';

/** Body of PUT /replays/:replayId: the control settings a replay starts with, and what it plays. */
const putSchema = controlChangeSchema.pick({ paused: true, stepMs: true }).extend({
  recordingId: z.uuid({ error: 'doit être un identifiant d’enregistrement (uuid)' }),
  speed: controlChangeSchema.shape.speed.unwrap(),
  raceTime: controlChangeSchema.shape.raceTime.unwrap(),
});

const replayIdSchema = z.uuid();

/** GET /replays/:replayId/data.json: a replay channel's organiser document, public as the main one. */
export function replayDocumentRoutes(channels: ReplayChannels | null): Router {
  const router = Router();
  router.get('/replays/:replayId/data.json', (req, res, next) => {
    channelOf(channels, req.params.replayId).document(req, res, next);
  });
  return router;
}

/**
 * The replay channels' management: PUT creates or replaces one (idempotent, so that a client restores its
 * channels after a restart of the feed), DELETE ends it, GET /replays lists them; each channel's /control
 * is served under /replays/:replayId with the main channel's handlers.
 * `channels` is null when no database is configured: there is nothing to replay then.
 */
export function replayControlRoutes(channels: ReplayChannels | null): Router {
  const router = Router();
  const available = (): ReplayChannels => {
    if (!channels) {
      throw new AppError('Rediffusions indisponibles : aucune base de données configurée', 503);
    }
    return channels;
  };

  router.get('/replays', (_req, res) => {
    res.json({ replays: (channels?.list() ?? []).map(describe) });
  });
  router.put('/replays/:replayId', express.json({ limit: '16kb' }), async (req, res) => {
    const id = replayIdOf(req.params.replayId);
    const parsed = putSchema.safeParse(req.body);
    if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error));
    const { recordingId, speed, raceTime, paused, stepMs } = parsed.data;
    const outcome = await available().put(id, {
      recordingId,
      speed,
      raceTimeMs: raceTime,
      paused: paused ?? false,
      stepMs: stepMs ?? null,
    });
    switch (outcome.status) {
      case 'unknown-recording':
        throw new NotFoundError('Enregistrement introuvable');
      case 'beyond-end':
        throw new BadRequestError(
          `Réglages invalides : raceTime : ${formatRaceTime(raceTime)} dépasse la fin de l'enregistrement (${formatRaceTime(outcome.durationMs)})`,
        );
      case 'created':
      case 'replaced':
        res.status(outcome.status === 'created' ? 201 : 200).json(describe(outcome.replay));
        return;
    }
  });
  router.delete('/replays/:replayId', (req, res) => {
    if (!available().delete(replayIdOf(req.params.replayId))) {
      throw new NotFoundError('Rediffusion introuvable');
    }
    res.status(204).end();
  });
  router.use('/replays/:replayId', (req, res, next) => {
    channelOf(channels, String(req.params.replayId)).control(req, res, next);
  });
  return router;
}

function channelOf(channels: ReplayChannels | null, replayId: string): Channel {
  const replay = channels?.get(replayIdOf(replayId));
  if (!replay) throw new NotFoundError('Rediffusion introuvable');
  return replay.channel;
}

function replayIdOf(value: string): string {
  if (!replayIdSchema.safeParse(value).success) {
    throw new BadRequestError(`Identifiant de rediffusion invalide : « ${value} »`);
  }
  return value;
}

function describe(replay: ReplayChannel) {
  return { id: replay.id, recordingId: replay.recordingId, ...controlState(replay.channel) };
}
