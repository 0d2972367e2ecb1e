import { randomUUID } from 'node:crypto';
import type {
  ControlReplayInput,
  ReplayCommand,
  ReplayCommandResult,
  StartReplayInput,
  StopReplayInput,
} from '@lemans/bus/replays-queue';
import { replayPlays } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import type { Db, Logger } from '@lemans/platform';
import { replaySessionName } from '@lemans/race';
import { replaySummaries } from '@lemans/recordings';
import { FeedPoller, type PollOutcome } from '../poll/feed-poller.ts';
import type { LivePublisher } from '../publish/live-publisher.ts';
import { FeedChannelError, type FeedChannels } from './feed-channels.ts';
import { ReplayFrames } from './replay-frames.ts';
import { replayPollIntervalMs } from './replay-poll-interval.ts';
import {
  findRecording,
  findReplay,
  insertReplay,
  playingReplays,
  type ReplayRow,
  sessionRaceTimeMs,
  updateReplay,
} from './replays-repository.ts';

/** Where the replays' polls are scheduled (a BullMQ job scheduler per running replay). */
export interface PollSchedules {
  upsert(replayId: string, everyMs: number): Promise<void>;
  remove(replayId: string): Promise<void>;
}

export interface ReplayRunnerOptions {
  db: Db;
  channels: FeedChannels;
  schedules: PollSchedules;
  publisher: LivePublisher;
  logger: Logger;
  /** The live poll interval, which a replay's interval is derived from. */
  pollIntervalMs: number;
  timeoutMs: number;
}

export type ReplayPollOutcome = PollOutcome | { status: 'busy' } | { status: 'idle' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A replay's session: `replay-<first 8 hex of its id>`, then `-<run>` from the second run on. A seek
 * backwards starts a new run, because a session's events only move forward in race time.
 */
export function replaySessionId(replayId: string, run: number): string {
  const base = `replay-${replayId.slice(0, 8)}`;
  return run === 1 ? base : `${base}-${run}`;
}

const refused = (status: 400 | 404 | 409 | 502, error: string): ReplayCommandResult => ({
  ok: false,
  status,
  error,
});

/**
 * Runs the replays: each one is a feed channel playing its recording and a poller ingesting that channel as
 * a session of its own, polled by its own job scheduler. The commands and the polls of one replay never
 * overlap (a poll that finds its replay busy is skipped), so that a seek cannot interleave with an append.
 */
export class ReplayRunner {
  readonly #options: ReplayRunnerOptions;
  readonly #pollers = new Map<string, FeedPoller>();
  readonly #busy = new Map<string, Promise<unknown>>();
  /**
   * The replays paused here: a poll already queued when its scheduler was removed still comes, and must not
   * take in the document the channel reached just before the pause, after the viewers were told of it.
   */
  readonly #paused = new Set<string>();
  /** The replays whose last document showed the chequered flag: their end is near. */
  readonly #chequered = new Set<string>();
  readonly #frames: ReplayFrames;

  constructor(options: ReplayRunnerOptions) {
    this.#options = options;
    this.#frames = new ReplayFrames(options.publisher);
  }

  execute(command: ReplayCommand): Promise<ReplayCommandResult> {
    switch (command.type) {
      case 'start':
        return this.start(command.input);
      case 'control':
        return this.control(command.input);
      case 'stop':
        return this.stop(command.input);
      default: {
        const unknown: never = command;
        throw new Error(`Commande de rediffusion inconnue : ${JSON.stringify(unknown)}`);
      }
    }
  }

  async start(input: StartReplayInput): Promise<ReplayCommandResult> {
    const { db, channels } = this.#options;
    const recording = UUID.test(input.recordingId) ? await findRecording(db, input.recordingId) : undefined;
    if (!recording) return refused(404, 'Enregistrement introuvable');
    if (input.start > recording.duration_ms) {
      return refused(
        400,
        `Le départ dépasse la fin de l'enregistrement (${formatRaceTime(recording.duration_ms)})`,
      );
    }
    const id = randomUUID();
    const sessionId = replaySessionId(id, 1);
    await insertReplay(db, {
      id,
      recordingId: recording.id,
      sessionId,
      speed: input.speed,
      startRaceTimeMs: input.start,
    });
    return this.#exclusive(id, async () => {
      try {
        await channels.put(id, {
          recordingId: recording.id,
          speed: input.speed,
          raceTime: input.start,
          paused: false,
        });
      } catch (error) {
        if (!(error instanceof FeedChannelError)) throw error;
        await updateReplay(db, id, { state: 'failed', error: error.message });
        return refused(502, error.message);
      }
      await updateReplay(db, id, { state: 'running' });
      await this.#schedule(id, input.speed);
      this.#options.logger.info({ replayId: id, sessionId, speed: input.speed }, 'rediffusion démarrée');
      return this.#summary(id);
    });
  }

  async control(input: ControlReplayInput): Promise<ReplayCommandResult> {
    const { db, channels } = this.#options;
    if (!UUID.test(input.replayId)) return refused(404, 'Rediffusion introuvable');
    return this.#exclusive(input.replayId, async () => {
      const replay = await findReplay(db, input.replayId);
      if (!replay) return refused(404, 'Rediffusion introuvable');
      if (!replayPlays(replay.state)) {
        return refused(409, 'Rediffusion terminée : elle ne peut plus être modifiée');
      }
      const { raceTimeMs } = input;
      if (raceTimeMs !== undefined && raceTimeMs > replay.duration_ms) {
        return refused(
          400,
          `L'heure de course demandée dépasse la fin de l'enregistrement (${formatRaceTime(replay.duration_ms)})`,
        );
      }
      const speed = input.speed ?? replay.speed;
      const paused = input.paused ?? replay.state === 'paused';
      const state = paused ? 'paused' : 'running';
      const reached = await sessionRaceTimeMs(db, replay.session_id);
      let sessionId = replay.session_id;
      try {
        if (raceTimeMs !== undefined && reached !== null && raceTimeMs < reached) {
          sessionId = await this.#newRun(replay, { raceTimeMs, speed, paused });
        } else {
          await channels.control(replay.id, {
            speed: input.speed,
            paused: input.paused,
            raceTime: raceTimeMs,
          });
        }
      } catch (error) {
        if (!(error instanceof FeedChannelError)) throw error;
        return refused(502, error.message);
      }
      await updateReplay(db, replay.id, { speed, state });
      if (paused) {
        this.#paused.add(replay.id);
        await this.#options.schedules.remove(replay.id);
      } else {
        this.#paused.delete(replay.id);
        await this.#schedule(replay.id, speed);
      }
      // The viewers of the session (of the earlier run after a seek backwards) learn it at once.
      await this.#frames.announce(replay.session_id, { state, session_id: sessionId });
      return this.#summary(replay.id);
    });
  }

  async stop(input: StopReplayInput): Promise<ReplayCommandResult> {
    const { db } = this.#options;
    if (!UUID.test(input.replayId)) return refused(404, 'Rediffusion introuvable');
    return this.#exclusive(input.replayId, async () => {
      const replay = await findReplay(db, input.replayId);
      if (!replay) return refused(404, 'Rediffusion introuvable');
      await this.#endSession(replay);
      await this.#close(replay.id);
      await updateReplay(db, replay.id, { state: 'stopped' });
      await this.#frames.announce(replay.session_id, { state: 'stopped', session_id: replay.session_id });
      this.#options.logger.info({ replayId: replay.id }, 'rediffusion arrêtée');
      return this.#summary(replay.id);
    });
  }

  /** One poll of a running replay's channel; a replay that is busy, paused or over is left alone. */
  async poll(replayId: string): Promise<ReplayPollOutcome> {
    if (this.#busy.has(replayId)) return { status: 'busy' };
    return this.#exclusive(replayId, async (): Promise<ReplayPollOutcome> => {
      if (this.#paused.has(replayId)) return { status: 'idle' };
      let poller = this.#pollers.get(replayId);
      if (!poller) {
        const replay = await findReplay(this.#options.db, replayId);
        if (!replay || (replay.state !== 'running' && replay.state !== 'starting')) {
          await this.#options.schedules.remove(replayId);
          return { status: 'idle' };
        }
        poller = this.#pollerOf(replay);
      }
      const outcome = await poller.pollOnce();
      if (outcome.status === 'applied') {
        if (outcome.sessionStatus === 'ended') this.#chequered.add(replayId);
        else this.#chequered.delete(replayId);
      } else if (outcome.status === 'not-modified' && this.#chequered.has(replayId)) {
        // After the flag the last cars still cross the line: over only once the channel holds on the
        // recording's last moment and that document was taken in (it is the one not modified since).
        if (await this.#options.channels.atEnd(replayId).catch(() => false)) {
          await this.#close(replayId);
          await updateReplay(this.#options.db, replayId, { state: 'finished' });
          const sessionId = (await findReplay(this.#options.db, replayId))?.session_id;
          if (sessionId) await this.#frames.announce(sessionId, { state: 'finished', session_id: sessionId });
          this.#options.logger.info({ replayId }, 'rediffusion terminée : fin de l’enregistrement');
        }
      } else if (outcome.status === 'skipped' && outcome.detail === 'HTTP 404') {
        // The feed restarted and lost its channels: put this one back where the session is.
        await this.#reopen(replayId);
      }
      return outcome;
    });
  }

  /** At start: puts the replays that were playing back on the feed and schedules their polls again. */
  async restore(): Promise<number> {
    const replays = await playingReplays(this.#options.db);
    for (const replay of replays) {
      await this.#exclusive(replay.id, async () => {
        await this.#reopen(replay.id).catch((err: unknown) =>
          this.#options.logger.warn({ err, replayId: replay.id }, 'canal de rediffusion non rétabli'),
        );
        if (replay.state === 'paused') return;
        if (replay.state === 'starting')
          await updateReplay(this.#options.db, replay.id, { state: 'running' });
        await this.#schedule(replay.id, replay.speed);
      });
    }
    return replays.length;
  }

  /**
   * Upserts the poll schedulers of the running replays again, and nothing else: after Redis comes back
   * without them (restarted without persistence), the feed's channels are still playing where they were.
   */
  async reschedule(): Promise<void> {
    for (const { id } of await playingReplays(this.#options.db)) {
      await this.#exclusive(id, async () => {
        // Read again inside the lock: a stop or pause that ran meanwhile has removed its scheduler.
        const replay = await findReplay(this.#options.db, id);
        if (replay?.state === 'running') await this.#schedule(id, replay.speed);
      });
    }
  }

  async #reopen(replayId: string): Promise<void> {
    const { db, channels } = this.#options;
    const replay = await findReplay(db, replayId);
    if (!replay || !replayPlays(replay.state)) return;
    const reached = await sessionRaceTimeMs(db, replay.session_id);
    await channels.put(replay.id, {
      recordingId: replay.recording_id,
      speed: replay.speed,
      raceTime: reached ?? replay.start_race_time_ms,
      paused: replay.state === 'paused',
    });
  }

  async #newRun(
    replay: ReplayRow,
    settings: { raceTimeMs: number; speed: number; paused: boolean },
  ): Promise<string> {
    const { db, channels } = this.#options;
    await channels.put(replay.id, {
      recordingId: replay.recording_id,
      speed: settings.speed,
      raceTime: settings.raceTimeMs,
      paused: settings.paused,
    });
    await this.#endSession(replay);
    this.#pollers.delete(replay.id);
    this.#chequered.delete(replay.id);
    const run = replay.run + 1;
    const sessionId = replaySessionId(replay.id, run);
    await updateReplay(db, replay.id, {
      run,
      session_id: sessionId,
      start_race_time_ms: settings.raceTimeMs,
    });
    return sessionId;
  }

  /**
   * The replay's session will receive nothing more: it ends (an event, so that a rebuild agrees), and is
   * then no longer active, so that nothing offers it as a session being played.
   */
  async #endSession(replay: ReplayRow): Promise<void> {
    const poller = this.#pollers.get(replay.id) ?? this.#pollerOf(replay);
    await poller.endSession(replay.session_id);
  }

  /** No more polls, no more channel; the feed's refusal is logged, the replay is over all the same. */
  async #close(replayId: string): Promise<void> {
    await this.#options.schedules.remove(replayId);
    this.#pollers.delete(replayId);
    this.#paused.delete(replayId);
    this.#chequered.delete(replayId);
    await this.#options.channels.remove(replayId).catch((err: unknown) => {
      if (!(err instanceof FeedChannelError)) throw err;
      this.#options.logger.warn({ err, replayId }, 'canal de rediffusion non fermé');
    });
  }

  #pollerOf(replay: ReplayRow): FeedPoller {
    const { db, channels, logger, timeoutMs } = this.#options;
    const poller = new FeedPoller({
      db,
      url: channels.dataUrl(replay.id),
      timeoutMs,
      publisher: this.#frames,
      logger: logger.child({ replayId: replay.id }),
      sessionId: replay.session_id,
      sessionName: replaySessionName({
        recordingName: replay.recording_name,
        speed: replay.speed,
        startRaceTimeMs: replay.start_race_time_ms,
        sessionId: replay.session_id,
      }),
    });
    this.#pollers.set(replay.id, poller);
    return poller;
  }

  #schedule(replayId: string, speed: number): Promise<void> {
    return this.#options.schedules.upsert(
      replayId,
      replayPollIntervalMs(this.#options.pollIntervalMs, speed),
    );
  }

  async #summary(replayId: string): Promise<ReplayCommandResult> {
    const [replay] = await replaySummaries(this.#options.db, { id: replayId });
    if (!replay) return refused(404, 'Rediffusion introuvable');
    return { ok: true, replay };
  }

  /** Runs `task` once every earlier task of the same replay has settled. */
  async #exclusive<T>(replayId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#busy.get(replayId) ?? Promise.resolve();
    const running = previous.then(task, task);
    const settled = running.catch(() => {});
    this.#busy.set(replayId, settled);
    try {
      return await running;
    } finally {
      if (this.#busy.get(replayId) === settled) this.#busy.delete(replayId);
    }
  }
}
