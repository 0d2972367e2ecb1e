import type { AdminActivity, MessageStats, StreamStats } from '@lemans/contract';
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../admin-api.ts';
import { newsCounts, sessionCounts } from './dashboard-rules.ts';

export interface DashboardStats {
  messages?: MessageStats;
  streams?: StreamStats;
  sessions?: { total: number; active: number };
  news?: { total: number; active: number };
  /** Page views over the last 7 days. */
  pageViews?: number;
}

export interface DashboardData {
  stats: DashboardStats;
  activity: AdminActivity[] | null;
}

const settled = <T>(result: PromiseSettledResult<T>) =>
  result.status === 'fulfilled' ? result.value : undefined;

/**
 * The dashboard's figures and recent activity, each call on its own: one failing leaves its tile empty and
 * says nothing (spec part 2 §8: statistics load failures are silent). `reload` after an action, whose
 * effect shows in the activity.
 */
export function useDashboardData(): [DashboardData, () => void] {
  const [data, setData] = useState<DashboardData>({ stats: {}, activity: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let live = true;
    void Promise.allSettled([
      adminApi.messageStats(),
      adminApi.streamStats(),
      adminApi.sessions(),
      adminApi.news(),
      adminApi.analytics(7),
      adminApi.activity(),
    ]).then(([messages, streams, sessions, news, analytics, activity]) => {
      if (!live) return;
      const sessionList = settled(sessions);
      const newsList = settled(news);
      setData({
        stats: {
          messages: settled(messages),
          streams: settled(streams),
          sessions: Array.isArray(sessionList) ? sessionCounts(sessionList) : undefined,
          news: Array.isArray(newsList) ? newsCounts(newsList, Date.now()) : undefined,
          pageViews: settled(analytics)?.page_views,
        },
        activity: settled(activity) ?? [],
      });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [data, reload];
}
