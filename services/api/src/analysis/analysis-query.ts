/** What an analysis request asks for, its query already checked (analysis-routes.ts). */
export type AnalysisQuery =
  | {
      table: 'stints' | 'pit-stops' | 'drive-times';
      sessionId: string;
      /** One car's rows (its entry id), or every car's. */
      entryId?: number;
      csv: boolean;
    }
  | {
      table: 'battles';
      sessionId: string;
      entryId?: number;
      csv: boolean;
      /** The race time of the battles asked for; the session's last moment unless given. */
      atMs?: number;
      thresholdMs: number;
      /** In CSV, the battles of the whole race rather than those at a moment. */
      overRace: boolean;
    }
  | {
      table: 'classification' | 'strategy';
      sessionId: string;
      entryId?: number;
      csv: boolean;
      /** The race time of the classification asked for; the session's last moment unless given. */
      atMs?: number;
    }
  | { table: 'progress'; sessionId: string; entryIds: number[] };
