/**
 * One start of our feed's main channel: every start plays the recording afresh, from its own race time, so
 * its documents say which start they come from. The organiser's feed has no such thing: ingest tells the
 * two apart by it (a document older than what a session holds is a new start of ours, or the organiser's
 * glitch).
 */
export interface FeedRun {
  /** Letters and digits, at most 16: it becomes part of a session id. */
  id: string;
  /** Race time the start plays from. */
  startMs: number;
}

/** How `snapshotAt` marks the documents it builds from a recording, beyond what the organiser's carry. */
export interface SnapshotOptions {
  /** Marks the document as a replay of a recorded session. */
  replay?: boolean;
  /** Marks the document with the start of our feed that serves it. */
  run?: FeedRun;
}
