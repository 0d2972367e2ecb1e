import { type BusKeys, type FrameType, publishFrame } from '@lemans/bus';
import { startSyncCooldown } from '@lemans/bus/sync-queue';
import type { Db, Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import { fetchCatalogue } from './fetch-catalogue.ts';
import { type DocumentName, prepareCatalogue } from './prepare-catalogue.ts';
import { markAnnounced, storeCatalogue } from './store-catalogue.ts';

export interface CatalogueSyncOptions {
  db: Db;
  /** Publishes frames and sets the cooldown: no keyPrefix, the keys are complete. */
  redis: Redis;
  keys: BusKeys;
  redisPrefix: string;
  streamMaxLength: number;
  /** `<feed origin>/catalogue`. */
  catalogueUrl: string;
  timeoutMs: number;
  cooldownMs: number;
  logger: Logger;
  now?: () => Date;
}

export interface SyncOutcome {
  /** Documents whose change was announced by this sync. */
  announced: DocumentName[];
  entries: number;
  categories: number;
  programEvents: number;
  news: number;
}

/** The frame that tells clients to reload a document; entries and categories ride on sync-complete. */
const FRAME_OF: Partial<Record<DocumentName, FrameType>> = {
  program: 'program-update',
  news: 'news-update',
  alerts: 'alerts-update',
};

/**
 * One synchronisation of the organiser's catalogue: fetch and validate the four documents, sanitise the
 * news, store everything in one transaction, then announce on the bus what changed and that the sync is
 * complete. A failure throws, for BullMQ to retry; frames that could not go out are owed, and the next
 * sync sends them.
 */
export class CatalogueSync {
  readonly #options: CatalogueSyncOptions;

  constructor(options: CatalogueSyncOptions) {
    this.#options = options;
  }

  async run(): Promise<SyncOutcome> {
    const { db, redis, redisPrefix, catalogueUrl, timeoutMs, cooldownMs, logger } = this.#options;
    const now = this.#options.now ?? (() => new Date());
    const catalogue = prepareCatalogue(await fetchCatalogue(catalogueUrl, timeoutMs));
    const syncedAt = now();
    const pending = await storeCatalogue(db, catalogue, syncedAt);
    const outcome: SyncOutcome = {
      announced: pending,
      entries: catalogue.entries.length,
      categories: catalogue.categories.length,
      programEvents: Object.values(catalogue.program).flat().length,
      news: catalogue.news.length,
    };
    const at = syncedAt.toISOString();
    for (const name of pending) {
      const type = FRAME_OF[name];
      if (type)
        await this.#publish(type, name === 'alerts' ? { source: 'news', synced_at: at } : { synced_at: at });
    }
    await this.#publish('sync-complete', {
      synced_at: at,
      changed: pending,
      entries: outcome.entries,
      categories: outcome.categories,
      program_events: outcome.programEvents,
      news: outcome.news,
    });
    await markAnnounced(db, catalogue, pending, now());
    await startSyncCooldown(redis, redisPrefix, cooldownMs, now());
    logger.info(outcome, 'catalogue synchronisé');
    return outcome;
  }

  async #publish(type: FrameType, data: object): Promise<void> {
    const { redis, keys, streamMaxLength } = this.#options;
    await publishFrame(
      redis,
      keys,
      { type, session: '', current: false, data: JSON.stringify(data) },
      streamMaxLength,
    );
  }
}
