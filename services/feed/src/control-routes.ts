import { formatRaceTime } from '@lemans/contract/timing';
import { BadRequestError } from '@lemans/platform';
import type { RecordingMeta } from '@lemans/race';
import express, { Router } from 'express';
import { type ControlChange, controlChangeSchema, describeIssues } from './control-schema.ts';
import { type FaultInjector, faultSettingsProblem } from './faults.ts';
import type { ReplayClock } from './replay-clock.ts';

export interface ControlDependencies {
  clock: ReplayClock;
  faults: FaultInjector;
  meta: Pick<RecordingMeta, 'name' | 'sessionId'>;
}

/** GET /control shows the replay settings; POST /control changes any of them and shows the result. */
export function controlRoutes(deps: ControlDependencies): Router {
  const router = Router();
  router.get('/control', (_req, res) => {
    res.json(controlState(deps));
  });
  router.post('/control', express.json({ limit: '16kb' }), (req, res) => {
    const parsed = controlChangeSchema.safeParse(req.body);
    if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error));
    applyChange(parsed.data, deps);
    res.json(controlState(deps));
  });
  return router;
}

export function controlState({ clock, faults, meta }: ControlDependencies) {
  const state = clock.state();
  return {
    ...state,
    raceTime: formatRaceTime(state.raceTimeMs),
    recording: { name: meta.name, sessionId: meta.sessionId },
    faults: faults.settings(),
  };
}

/** Checks the whole change before touching anything, so that a rejected request changes nothing. */
function applyChange(change: ControlChange, { clock, faults }: ControlDependencies): void {
  const { durationMs } = clock.state();
  if (change.raceTime !== undefined && change.raceTime > durationMs) {
    throw new BadRequestError(
      `Réglages invalides : raceTime : ${formatRaceTime(change.raceTime)} dépasse la fin de l'enregistrement (${formatRaceTime(durationMs)})`,
    );
  }
  if (change.faults) {
    const problem = faultSettingsProblem({ ...faults.settings(), ...change.faults });
    if (problem) throw new BadRequestError(`Réglages invalides : faults : ${problem}`);
  }
  if (change.end !== undefined) clock.setEnd(change.end);
  if (change.stepMs !== undefined) clock.setStepMs(change.stepMs);
  if (change.speed !== undefined) clock.setSpeed(change.speed);
  if (change.paused !== undefined) clock.setPaused(change.paused);
  if (change.raceTime !== undefined) clock.seek(change.raceTime);
  if (change.faults) faults.update(change.faults);
}
