/** The admin dashboard's readings: the system card (GET /api/admin/system), the sync, the analytics. */

export interface ProbeResult {
  ok: boolean;
  latency_ms: number;
  error: string | null;
}

/** Jobs of one BullMQ queue, by state. */
export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A running process, from its latest heartbeat. */
export interface ServiceStatus {
  service: string;
  instance: string;
  started_at: string;
  seen_at: string;
  /** What the service reports of its own work (the ingest's last poll, the realtime's clients). */
  details: Record<string, unknown>;
  uptime_s: number;
}

/** Each part measured now; a part that cannot be read says why. */
export interface SystemStatus {
  version: string;
  checked_at: string;
  postgres: ProbeResult;
  redis: ProbeResult;
  services: ServiceStatus[];
  /** Null when Redis cannot be read. */
  queues: Record<string, QueueCounts> | null;
  feed: { last_poll_at: string; age_s: number; status: string } | null;
  websocket_clients: number;
}

/** What POST /api/sync and /api/admin/sync answer of the catalogue sync they asked for. */
export type SyncState = 'queued' | 'running' | 'cooling-down';

/** GET /api/admin/analytics?days=: page views and events since a moment, per section and per name. */
export interface AnalyticsSummary {
  days: number;
  since: string;
  page_views: number;
  events: number;
  by_section: { section: string; page_views: number; events: number }[];
  by_name: { name: string; count: number }[];
}
