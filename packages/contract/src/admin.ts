/**
 * What the admin area's audit records and shows (GET /api/admin/activity): the actions an administrator
 * can take, and one recorded action. Declared once for the API, the database schema and the site.
 */
export type AdminAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'stream_created'
  | 'stream_updated'
  | 'stream_toggled'
  | 'stream_deleted'
  | 'message_status_changed'
  | 'message_deleted'
  | 'sync'
  | 'cache_flushed'
  | 'replay_started'
  | 'replay_controlled'
  | 'replay_stopped'
  | 'recording_imported'
  | 'recording_renamed'
  | 'recording_deleted'
  | 'session_renamed'
  | 'session_deleted'
  | 'session_published'
  | 'session_unpublished'
  | 'race_event_created'
  | 'race_event_updated'
  | 'race_event_merged'
  | 'race_event_deleted'
  | 'session_moved';

export interface AdminActivity {
  id: number;
  action: AdminAction;
  /** What the action touched ("stream 12", "message 7"); null for login, sync... */
  target: string | null;
  details: Record<string, unknown>;
  created_at: string;
}
