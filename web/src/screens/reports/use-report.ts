import { useState } from 'react';
import type { SessionReport } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';

export interface ReportState {
  /** The last report loaded, kept while another lap page loads so that the page does not blink. */
  report: SessionReport | null;
  loading: boolean;
  failed: boolean;
}

/** One lap page of a session's report (the statistics and events come with every page). */
export function useReport(sessionId: string, page: number): ReportState {
  const [fetched] = useFetched<SessionReport>(
    `/sessions/${encodeURIComponent(sessionId)}/report?page=${page}`,
  );
  const [kept, setKept] = useState<SessionReport | null>(null);
  // Derived state, set while rendering as React allows: no effect, no extra paint with the old page.
  if (fetched.state === 'loaded' && fetched.data !== kept) setKept(fetched.data);
  const report = fetched.state === 'loaded' ? fetched.data : kept;
  return { report, loading: fetched.state === 'loading', failed: fetched.state === 'error' };
}
