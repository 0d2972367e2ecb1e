/** What the admin API answers (services/api, admin routes), as the admin screens read it. */

export type StreamStatus = 'inactive' | 'live' | 'replay';

export interface AdminStream {
  id: number;
  team_number: string;
  team_name: string;
  stream_title: string | null;
  stream_description: string | null;
  stream_url: string;
  is_active: boolean;
  status: StreamStatus;
  priority: number;
  category: string | null;
  created_at: string;
  updated_at: string;
}

/** The body of POST and PUT /api/admin/streams. */
export interface StreamInput {
  team_number: string;
  team_name: string;
  stream_url: string;
  stream_title: string | null;
  status: StreamStatus;
  is_active: boolean;
}

export interface StreamStats {
  total: number;
  active: number;
}

export type MessageStatus = 'new' | 'read' | 'replied';

export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  created_at: string;
}

export interface MessageStats {
  total: number;
  new_count: number;
  read_count: number;
  replied_count: number;
}

export type SyncState = 'queued' | 'running' | 'cooling-down';

export interface ProbeResult {
  ok: boolean;
  latency_ms: number;
  error: string | null;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export interface ServiceStatus {
  service: string;
  instance: string;
  started_at: string;
  seen_at: string;
  uptime_s: number;
}

export interface SystemStatus {
  version: string;
  checked_at: string;
  postgres: ProbeResult;
  redis: ProbeResult;
  services: ServiceStatus[];
  queues: Record<string, QueueCounts> | null;
  feed: { last_poll_at: string; age_s: number; status: string } | null;
  websocket_clients: number;
}

export type { AdminAction, AdminActivity } from '@lemans/race';

export interface AnalyticsSummary {
  days: number;
  since: string;
  page_views: number;
  events: number;
}

/** A choice of the stream form's team autocomplete (GET /api/teams-autocomplete). */
export interface TeamChoice {
  team_number: string;
  team_name: string;
  car_name: string;
}
