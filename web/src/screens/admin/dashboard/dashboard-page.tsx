import type { SystemStatus } from '@lemans/contract';
import { useEffect, useState } from 'react';
import { startSocket } from '../../../stores/socket-wiring.ts';
import { ActivityList } from './activity-list.tsx';
import { DASHBOARD_TEXT as TEXT } from './dashboard-rules.ts';
import { DashboardTiles } from './dashboard-tiles.tsx';
import { QuickActions } from './quick-actions.tsx';
import { SectionCards } from './section-cards.tsx';
import { SystemCard } from './system-card.tsx';
import { UpcomingList } from './upcoming-list.tsx';
import { useDashboardData } from './use-dashboard-data.ts';
import './dashboard.css';

/**
 * `/admin` (spec part 2 §2): figures, sections, quick actions, system card, what comes next and the recent
 * activity. The page's socket is opened here, ahead of any 'Sync données', so that the sync's completion
 * notice reaches it.
 */
export function DashboardPage() {
  const [data, reload] = useDashboardData();
  const [system, setSystem] = useState<SystemStatus | null>(null);

  useEffect(() => startSocket(), []);

  return (
    <div className="admin-dashboard">
      <header className="admin-page-header">
        <h1>{TEXT.title}</h1>
        <p className="muted">{TEXT.intro}</p>
      </header>
      <DashboardTiles stats={data.stats} />
      <SectionCards />
      <div className="admin-dashboard-grid">
        <QuickActions onSystem={setSystem} onDone={reload} />
        <SystemCard status={system} />
        <ActivityList activity={data.activity} />
        <UpcomingList />
      </div>
    </div>
  );
}
