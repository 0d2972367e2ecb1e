import { type BusKeys, publishFrame } from '@lemans/bus';
import type { Db, Logger } from '@lemans/platform';
import { alertOf } from '@lemans/race';
import type { Redis } from 'ioredis';
import { committedAlertsAfter } from './committed-alerts.ts';

const CHECKPOINT_ID = 'relay:alerts-update';
const BATCH = 1000;

/**
 * Follows the committed events in order and announces race-control alerts on the frames stream
 * (`alerts-update`, one frame per session and pass). At least once: the frame is published before the
 * relay's cursor moves, so a crash in between announces the alerts again rather than never.
 */
export class AlertsRelay {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly redis: Redis,
    private readonly keys: BusKeys,
    private readonly maxLen: number,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.pass(), intervalMs);
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#running;
  }

  /** Relays what was committed since the cursor; never throws (the next pass tries again). */
  pass(): Promise<void> {
    this.#running ??= this.#relay()
      .catch((err) =>
        this.logger.warn({ err }, 'relais des alertes interrompu : nouvel essai au prochain passage'),
      )
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async #relay(): Promise<void> {
    for (;;) {
      const cursor = await this.db
        .selectFrom('cursors')
        .select('position')
        .where('id', '=', CHECKPOINT_ID)
        .executeTakeFirst();
      const { last, alerts } = await committedAlertsAfter(this.db, cursor?.position ?? 0, BATCH);
      if (last === (cursor?.position ?? 0)) return;
      const bySession = new Map<string, typeof alerts>();
      for (const alert of alerts)
        bySession.set(alert.session_id, [...(bySession.get(alert.session_id) ?? []), alert]);
      for (const [session, rows] of bySession) {
        const data = JSON.stringify({
          session_id: session,
          alerts: rows.map((row) => alertOf(session, row)),
        });
        await publishFrame(
          this.redis,
          this.keys,
          { type: 'alerts-update', session: '', current: false, data },
          this.maxLen,
        );
      }
      await this.db
        .insertInto('cursors')
        .values({ id: CHECKPOINT_ID, position: last })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({ position: last, updated_at: new Date() }),
        )
        .execute();
    }
  }
}
