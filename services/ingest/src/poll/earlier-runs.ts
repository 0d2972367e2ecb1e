import type { Db, DbOrTrx, Logger } from '@lemans/platform';
import { SessionIngestor } from '../ingest/session-ingestor.ts';
import type { LivePublisher } from '../publish/live-publisher.ts';
import { isLiveSessionOf } from './live-session-id.ts';

/**
 * When a live session of ours starts, the organiser session's other live sessions still active end: the runs
 * of our feed started before this one (and the organiser number's own session, before the first run). The
 * feed plays one start at a time, so only the newest can still receive anything; the earlier ones end as a
 * replay's earlier run ends at a seek backwards (an event, so that a rebuild agrees), and say so to those who
 * follow them. The site then follows the newest, and lists the others as ended sessions.
 */
export class EarlierRuns {
  constructor(
    private readonly publisher: Pick<LivePublisher, 'publishEnded'>,
    private readonly logger: Logger,
  ) {}

  /** Ends them, before the new session's first document is applied; returns the sessions ended. */
  async endBefore(db: Db, organiserId: number, sessionId: string, observedAt: Date): Promise<string[]> {
    const earlier = (await activeSessionsOf(db, organiserId)).filter(
      (id) => id !== sessionId && isLiveSessionOf(organiserId, id),
    );
    for (const id of earlier) {
      const ingestor = await SessionIngestor.load(db, id);
      await ingestor.end(db, observedAt);
      await this.publisher.publishEnded(id);
      this.logger.info(
        { sessionId: id, newSessionId: sessionId },
        'session précédente du flux terminée : un nouveau lancement la remplace',
      );
    }
    return earlier;
  }
}

async function activeSessionsOf(db: DbOrTrx, organiserId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('organiser_session_id', '=', organiserId)
    .where('active', '=', true)
    .execute();
  return rows.map((row) => row.id);
}
