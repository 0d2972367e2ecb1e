import { formatRaceTime } from '@lemans/contract/timing';
import type { Logger } from '@lemans/platform';

/**
 * The documents older than a session's cursor, warned about once per run of them rather than at every poll:
 * a feed sent back in time (an organiser's glitch, our feed's `/control` seek within one start) serves such
 * documents for as long as it takes to catch up, and one line saying from where to where says it all.
 */
export class StaleRuns {
  /** Documents skipped in the current run, by session. */
  readonly #skipped = new Map<string, number>();

  constructor(private readonly logger: Logger) {}

  /** Notes a stale document of the session; returns the poll's outcome. */
  skip(sessionId: string, documentMs: number, cursorMs: number) {
    const skipped = (this.#skipped.get(sessionId) ?? 0) + 1;
    this.#skipped.set(sessionId, skipped);
    const documentRaceTime = formatRaceTime(documentMs);
    const cursorRaceTime = formatRaceTime(cursorMs);
    const fields = { sessionId, documentRaceTime, cursorRaceTime };
    if (skipped === 1) {
      this.logger.warn(
        fields,
        'document du flux plus ancien que le point de reprise : ignoré, la trame en direct reste la plus récente',
      );
    } else {
      this.logger.debug(
        { ...fields, skipped },
        'document du flux toujours plus ancien que le point de reprise',
      );
    }
    return {
      status: 'skipped',
      reason: 'stale-snapshot',
      detail: `document à ${documentRaceTime}, point de reprise à ${cursorRaceTime}`,
    } as const;
  }

  /** A document of the session was applied: the run, if any, is over. */
  end(sessionId: string, documentMs: number): void {
    const skipped = this.#skipped.get(sessionId);
    if (skipped === undefined) return;
    this.#skipped.delete(sessionId);
    this.logger.info(
      { sessionId, skipped, documentRaceTime: formatRaceTime(documentMs) },
      'le flux a rattrapé le point de reprise : ingestion reprise',
    );
  }
}
