import type { JsonBody } from '@lemans/http';
import type { AnalysisQuery } from '../analysis/analysis-query.ts';

/**
 * The reads that cost a core tens to hundreds of milliseconds (a session's analysis, its CSV exports, its
 * report, a moment of its past rebuilt from the events), answered off the event loop that serves the live
 * frame: in a worker thread (heavy-read-pool.ts), or in the process itself when told so.
 */
export type HeavyRead =
  | { kind: 'analysis'; query: AnalysisQuery }
  | { kind: 'report'; sessionId: string; page: number; pageSize: number }
  | { kind: 'trends'; sessionId: string }
  | { kind: 'past-frame'; sessionId: string; atMs: number };

/** A JSON answer pre-serialised (and compressed) where it was built, or a CSV table's text. */
export type HeavyAnswer = (
  | { type: 'json'; body: JsonBody }
  | { type: 'csv'; filename: string; text: string }
) & {
  /** Of an ended session: the same for everyone from now on, but for an admin's rename or deletion. */
  final: boolean;
};

/** Whatever answers heavy reads: the worker pool, or the process itself. */
export interface HeavyReader {
  /** `gzip`: the client takes the compressed variant, which a thread then compresses beside the plain one. */
  answer(read: HeavyRead, options: { gzip: boolean }): Promise<HeavyAnswer>;
  /**
   * A running session's stream has moved (a live frame says so): its analysis is computed again now, in a
   * reads' thread, so that its reads find it computed (on the API's own thread, nothing is done). Returns at
   * once; nothing to wait for or to fail.
   */
  warm(sessionId: string): void;
  close(): Promise<void>;
}
